import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderState } from '../../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrders } from '#server/db/schema/index.ts';
import type { Buyer } from '../buyer.ts';
import { addEvent } from './events.ts';
import type { OrderRow } from './rows.ts';

/** An order the buyer may act on, locked for the rest of the transaction. */
export async function lockOwnOrder(tx: Queryable, buyer: Buyer, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
  if (!order || !owns(buyer, order)) throw new ApiError('NOT_FOUND');
  return order;
}

/** Whether the buyer may see and change an order: theirs, or a guest order on their verified number. */
export function owns(buyer: Buyer, order: Pick<OrderRow, 'userId' | 'phone'>): boolean {
  if (buyer.kind === 'user') return order.userId === buyer.userId;
  return order.userId === null && order.phone === buyer.phone;
}

/** Gives a signed-in user the guest orders booked with their (verified) number. */
export async function attachGuestOrders(tx: Queryable, userId: string, phone: string | null): Promise<void> {
  if (!phone) return;
  const attached = await tx
    .update(bookingOrders)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(isNull(bookingOrders.userId), eq(bookingOrders.phone, phone)))
    .returning({ id: bookingOrders.id, state: bookingOrders.state });
  for (const order of attached)
    await addEvent(tx, order.id, `user:${userId}`, order.state as OrderState, order.state as OrderState, 'attach');
}
