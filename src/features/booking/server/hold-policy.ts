import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { ApiError } from '#server/api/codes.ts';
import { hitLimit } from '#server/auth/rate-limit.ts';
import { serverConfig } from '#server/config.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderItems, bookingOrders, users } from '#server/db/schema/index.ts';
import type { Buyer } from './buyer.ts';
import { addDays, vietnamDay } from '#lib/vietnam-days.ts';
import type { PlannedItem, Units } from './supplier.ts';
import { ownerKey } from '../product-id.ts';

/*
 * What one buyer may keep off sale without paying (decision 0069), checked in the hold's
 * transaction for every kind the order engine holds: a cap on the orders waiting at once, a cap on
 * the units of one product (held, or booked to pay later), and a budget of holds per product, so
 * that letting a hold lapse and holding again cannot keep a hotel off sale either.
 */

/** The advisory lock namespace of buyers' holds (the other number is a hash of the buyer). */
const HOLD_POLICY_LOCK = 7_220_069;
/** The window of `productHolds`: a hold lasts minutes, a traveller decides within an afternoon. */
const PRODUCT_HOLDS_WINDOW_MS = 6 * 3600_000;
const HOUR_MS = 3600_000;

type CappedKind = keyof typeof serverConfig.booking.buyerLimits.units;
const cappedKind = (kind: string): kind is CappedKind => kind in serverConfig.booking.buyerLimits.units;

/**
 * One person, signed in or not: their phone when they have one (an account's phone is verified and
 * unique, a guest's was verified by a code), else their account. A guest and the account on the
 * same number share one set of limits, as they share their orders (`attachGuestOrders`).
 */
function personOf(buyer: Buyer): string {
  if (buyer.kind === 'guest') return `phone:${buyer.phone}`;
  return buyer.phone ? `phone:${buyer.phone}` : `user:${buyer.userId}`;
}

/** The person's orders: their account's, and the guest orders on their number. */
function ordersOf(buyer: Buyer) {
  const guestOrders = (phone: string) => and(isNull(bookingOrders.userId), eq(bookingOrders.phone, phone));
  if (buyer.kind === 'user')
    return buyer.phone
      ? or(eq(bookingOrders.userId, buyer.userId), guestOrders(buyer.phone))
      : eq(bookingOrders.userId, buyer.userId);
  const account = sql`(select ${users.id} from ${users} where ${users.phone} = ${buyer.phone})`;
  return or(guestOrders(buyer.phone), eq(bookingOrders.userId, account));
}

/** What the caps count a unit against: one hotel (all its rooms), one flight (both classes), one attraction, one SIM. */
const capGroup = (line: Pick<Units, 'product'>): string => ownerKey(line.product);

const daysOf = (line: Pick<Units, 'firstDay' | 'days'>): string[] =>
  Array.from({ length: line.days }, (_, i) => addDays(line.firstDay, i));

/**
 * Hold and confirm requests per buyer and hour, counted before their transaction so that refused
 * ones count too: RATE_LIMITED past the budget.
 */
export async function countBookingRequest(db: Queryable, buyer: Buyer, request: 'hold' | 'confirm'): Promise<void> {
  const { holdsPerHour, confirmsPerHour } = serverConfig.booking.buyerLimits;
  const max = request === 'hold' ? holdsPerHour : confirmsPerHour;
  await hitLimit(db, { key: `booking-${request}:${personOf(buyer)}`, max, windowMs: HOUR_MS });
}

/**
 * Refuses a new hold of `lines` past the buyer's limits, inside the hold's transaction and before a
 * unit moves. The buyer's advisory lock (held to the end of the transaction) makes two holds of one
 * buyer take turns, so parallel requests cannot each count the other's units as not there yet.
 * PGlite runs one transaction at a time; the lock is then granted at once.
 */
export async function checkHoldPolicy(tx: Queryable, buyer: Buyer, lines: PlannedItem[], now: Date): Promise<void> {
  const limits = serverConfig.booking.buyerLimits;
  const person = personOf(buyer);
  await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_POLICY_LOCK}, hashtext(${person}))`);

  // Orders that keep units off sale: holds not lapsed, and confirmed stays, seats and tickets to be
  // paid later that are still to come (paid for nothing, cancellable for free until their deadline).
  const taken = await tx
    .select({
      orderId: bookingOrders.id,
      state: bookingOrders.state,
      product: bookingOrderItems.product,
      firstDay: bookingOrderItems.firstDay,
      days: bookingOrderItems.days,
      quantity: bookingOrderItems.quantity,
    })
    .from(bookingOrders)
    .innerJoin(bookingOrderItems, eq(bookingOrderItems.orderId, bookingOrders.id))
    .where(
      and(
        ordersOf(buyer),
        or(
          and(inArray(bookingOrders.state, ['held', 'awaiting_payment']), gt(bookingOrders.holdExpiresAt, now)),
          and(
            eq(bookingOrders.state, 'confirmed'),
            eq(bookingOrders.paymentProvider, 'payLater'),
            sql`${bookingOrderItems.firstDay} + ${bookingOrderItems.days} > ${vietnamDay(now)}::date`,
          ),
        ),
      ),
    );

  const waiting = new Set(taken.filter((line) => line.state !== 'confirmed').map((line) => line.orderId));
  if (waiting.size >= limits.holds) throw new ApiError('HOLD_COUNT_LIMIT', { max: limits.holds });

  const stock = lines.filter((line) => cappedKind(line.kind));
  for (const line of stock) {
    const kind = line.kind as CappedKind;
    const max = limits.units[kind];
    const group = capGroup(line);
    for (const day of daysOf(line)) {
      const on = (other: Pick<Units, 'product' | 'firstDay' | 'days'>) =>
        capGroup(other) === group && daysOf(other).includes(day);
      const already = taken.filter(on).reduce((sum, other) => sum + other.quantity, 0);
      const asked = stock.filter(on).reduce((sum, other) => sum + other.quantity, 0);
      if (already + asked > max) throw new ApiError('HOLD_UNITS_LIMIT', { kind, max, taken: already, day });
    }
  }

  // Counted in this transaction: a hold refused further on (sold out) does not spend the budget.
  for (const group of new Set(stock.map(capGroup))) {
    try {
      await hitLimit(tx, {
        key: `booking-product-holds:${person}:${group}`,
        max: limits.productHolds,
        windowMs: PRODUCT_HOLDS_WINDOW_MS,
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') throw error;
      const { retryAfterMs } = error.data as { retryAfterMs: number };
      const kind = stock.find((line) => capGroup(line) === group)?.kind;
      throw new ApiError('HOLD_AGAIN_LATER', {
        kind,
        max: limits.productHolds,
        hours: PRODUCT_HOLDS_WINDOW_MS / HOUR_MS,
        minutes: Math.ceil(retryAfterMs / 60_000),
        retryAfterMs,
      });
    }
  }
}
