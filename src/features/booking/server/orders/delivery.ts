import { and, eq, sql } from 'drizzle-orm';
import type { OrderState } from '../../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrders, bookingPayments } from '#server/db/schema/index.ts';
import { addEvent } from './events.ts';
import { queueRefund } from './refunds.ts';
import { moveUnits } from './units.ts';

/**
 * A confirmed order its supplier could not deliver (a refused or unanswered top-up): cancelled by
 * the system, its units back, and every charge refunded through its provider by the refund job
 * (the order becomes `refunded` once the provider agreed). When nothing was paid online (pay later),
 * the bill is voided and the order is refunded at once: nobody pays for what never came.
 */
export async function refundUndelivered(tx: Queryable, orderId: string, detail: unknown): Promise<void> {
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
  if (!order || order.state !== 'confirmed') return;
  await moveUnits(tx, order, 'releaseSold');
  await tx
    .update(bookingOrders)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, 'system', 'confirmed', 'cancelled', 'undelivered', detail);
  const charges = await tx
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.orderId, order.id), eq(bookingPayments.kind, 'charge')));
  const paid = charges.filter((charge) => charge.status === 'succeeded');
  for (const charge of paid) await queueRefund(tx, order.id, charge);
  if (paid.length > 0) return;
  await tx
    .update(bookingPayments)
    .set({ status: 'voided', updatedAt: sql`now()` })
    .where(and(eq(bookingPayments.orderId, order.id), eq(bookingPayments.status, 'pending')));
  await tx
    .update(bookingOrders)
    .set({ state: 'refunded', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, 'system', 'cancelled', 'refunded', 'refund', { amount: 0 });
}

/** Records a delivery on the order's history (a top-up done), without a change of state. */
export async function addDeliveryEvent(tx: Queryable, orderId: string, reason: string, detail: unknown): Promise<void> {
  const [order] = await tx
    .select({ state: bookingOrders.state })
    .from(bookingOrders)
    .where(eq(bookingOrders.id, orderId));
  if (order)
    await addEvent(tx, orderId, 'system', order.state as OrderState, order.state as OrderState, reason, detail);
}
