import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OrderState } from '../../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrders } from '#server/db/schema/index.ts';
import { addEvent } from './events.ts';
import { moveUnits } from './units.ts';

/**
 * Expires a lapsed hold: exactly once, however many jobs, sweeps and processes try, because the
 * state is checked under the order's row lock and changed in the same transaction.
 */
export async function expireOrder(tx: Queryable, orderId: string, now = new Date()): Promise<boolean> {
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
  if (!order || !['held', 'awaiting_payment'].includes(order.state) || order.holdExpiresAt > now) return false;
  await moveUnits(tx, order, 'releaseHeld');
  await tx
    .update(bookingOrders)
    .set({ state: 'expired', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, 'system', order.state as OrderState, 'expired', 'expire');
  return true;
}

/** Holds whose time is up (the sweep's work list, oldest first). */
export async function lapsedHolds(db: Queryable, now = new Date(), limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: bookingOrders.id })
    .from(bookingOrders)
    .where(and(inArray(bookingOrders.state, ['held', 'awaiting_payment']), lte(bookingOrders.holdExpiresAt, now)))
    .orderBy(asc(bookingOrders.holdExpiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
