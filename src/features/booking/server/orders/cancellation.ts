import { and, eq, sql } from 'drizzle-orm';
import type { OrderState } from '../../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrders, bookingPayments } from '#server/db/schema/index.ts';
import { buyerKey, type Buyer } from '../buyer.ts';
import { refundPercentAt } from '../terms.ts';
import { addEvent } from './events.ts';
import { lockOwnOrder } from './ownership.ts';
import { queueRefund } from './refunds.ts';
import { storedTerms, type StoredQuote } from './rows.ts';
import { moveUnits } from './units.ts';

/**
 * Cancels an order. A hold (or one awaiting payment) just gives its units back. A confirmed order
 * can be cancelled while the policy allows: its units return to sale, and what was paid online is
 * refunded through the same provider by a job (state `refunded` once the provider agreed).
 */
export async function cancelOrder(
  tx: Queryable,
  request: { buyer: Buyer; orderId: string; reason?: string },
  now = new Date(),
): Promise<void> {
  const order = await lockOwnOrder(tx, request.buyer, request.orderId);
  const actor = buyerKey(request.buyer);
  const from = order.state as OrderState;
  if (from === 'held' || from === 'awaiting_payment') {
    await moveUnits(tx, order, 'releaseHeld');
  } else if (from === 'confirmed') {
    const percent = refundPercentAt(storedTerms(order.quote as StoredQuote), now);
    if (percent === 0) throw new ApiError('ORDER_STATE', { state: from, policy: true });
    await moveUnits(tx, order, 'releaseSold');
    const paid = await tx
      .select()
      .from(bookingPayments)
      .where(
        and(
          eq(bookingPayments.orderId, order.id),
          eq(bookingPayments.kind, 'charge'),
          eq(bookingPayments.status, 'succeeded'),
        ),
      );
    // Past the free window a partial fare gives back its share, rounded down to the đồng.
    for (const charge of paid) await queueRefund(tx, order.id, charge, Math.floor((charge.amount * percent) / 100));
  } else {
    throw new ApiError('ORDER_STATE', { state: from });
  }
  await tx
    .update(bookingOrders)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, actor, from, 'cancelled', 'cancel', request.reason ? { note: request.reason } : null);
}
