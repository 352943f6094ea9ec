import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { OrderState } from '../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderItems, bookingOrders } from '#server/db/schema/index.ts';

/** A booked line on a trip's days: which order, its state, the product and its days. */
export interface TripBooking {
  orderNumber: string;
  state: OrderState;
  kind: string;
  product: string;
  firstDay: string;
  days: number;
}

/** The states of a booking that will happen: held and unpaid ones may still be paid. */
const GOING_AHEAD: OrderState[] = ['held', 'awaiting_payment', 'confirmed'];

/**
 * A user's booked lines that start between two days (inclusive, `YYYY-MM-DD`), soonest first:
 * what a trip's calendar file adds to its stops. Expired, cancelled and refunded orders are left out,
 * since nothing happens on their days.
 */
export function bookingsOnDays(db: Queryable, userId: string, first: string, last: string): Promise<TripBooking[]> {
  return db
    .select({
      orderNumber: bookingOrders.number,
      state: bookingOrders.state,
      kind: bookingOrderItems.kind,
      product: bookingOrderItems.product,
      firstDay: bookingOrderItems.firstDay,
      days: bookingOrderItems.days,
    })
    .from(bookingOrderItems)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingOrderItems.orderId))
    .where(
      and(
        eq(bookingOrders.userId, userId),
        inArray(bookingOrders.state, GOING_AHEAD),
        between(bookingOrderItems.firstDay, first, last),
      ),
    )
    .orderBy(asc(bookingOrderItems.firstDay), asc(bookingOrderItems.id)) as Promise<TripBooking[]>;
}
