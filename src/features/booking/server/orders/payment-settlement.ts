import { and, eq, sql } from 'drizzle-orm';
import type { OrderState, PaymentMethod } from '../../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrders, bookingPayments } from '#server/db/schema/index.ts';
import { markConfirmed } from './confirmation.ts';
import { addEvent } from './events.ts';
import { queueRefund } from './refunds.ts';

/** What a provider's callback reported about a charge (already verified by signature). */
export interface PaymentResult {
  provider: PaymentMethod;
  reference: string;
  amount: number;
  succeeded: boolean;
  providerTransaction: string | null;
  detail: unknown;
}

export type SettleOutcome = 'confirmed' | 'failed' | 'refundedLate' | 'unknownOrder' | 'alreadySettled' | 'wrongAmount';

async function recordPayment(tx: Queryable, paymentId: string, result: PaymentResult, status: string) {
  await tx
    .update(bookingPayments)
    .set({ status, providerTransaction: result.providerTransaction, detail: result.detail, updatedAt: sql`now()` })
    .where(eq(bookingPayments.id, paymentId));
}

/**
 * Applies a verified payment callback once: the charge must be ours, pending, of the order's
 * amount, for an order awaiting payment. Anything else changes nothing and says why.
 */
export async function settlePayment(tx: Queryable, result: PaymentResult): Promise<SettleOutcome> {
  const [payment] = await tx
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.provider, result.provider), eq(bookingPayments.reference, result.reference)))
    .for('update');
  if (!payment || payment.kind !== 'charge') return 'unknownOrder';
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, payment.orderId)).for('update');
  if (!order) return 'unknownOrder';
  if (payment.amount !== result.amount) return 'wrongAmount';
  if (payment.status !== 'pending') return 'alreadySettled';
  if (order.state !== 'awaiting_payment') {
    // Paid after the hold lapsed (or was cancelled): the units may be sold to someone else, so the
    // money goes back at once, traced by its own refund row and event.
    if (!result.succeeded || !['expired', 'cancelled'].includes(order.state)) return 'alreadySettled';
    await recordPayment(tx, payment.id, result, 'succeeded');
    await queueRefund(tx, order.id, { ...payment, status: 'succeeded' });
    await addEvent(tx, order.id, result.provider, order.state as OrderState, order.state as OrderState, 'latePayment', {
      amount: payment.amount,
    });
    return 'refundedLate';
  }
  await recordPayment(tx, payment.id, result, result.succeeded ? 'succeeded' : 'failed');
  if (!result.succeeded) {
    // Back to held: the buyer may try again (or pay at the property) until the hold lapses.
    await tx
      .update(bookingOrders)
      .set({ state: 'held', updatedAt: sql`now()` })
      .where(eq(bookingOrders.id, order.id));
    await addEvent(tx, order.id, result.provider, 'awaiting_payment', 'held', 'paymentFailed', result.detail);
    return 'failed';
  }
  await markConfirmed(tx, order, result.provider, 'paid');
  return 'confirmed';
}
