import type { OrderState } from '../../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderEvents } from '#server/db/schema/index.ts';
import { notifyOrderState } from '../notification-source.ts';

/**
 * A line of the order's history, written by every rule that changes the order (or records a payment
 * or delivery on it); a state its buyer hears about is announced in the same transaction.
 */
export async function addEvent(
  tx: Queryable,
  orderId: string,
  actor: string,
  from: OrderState | null,
  to: OrderState,
  reason: string,
  detail: unknown = null,
): Promise<void> {
  await tx.insert(bookingOrderEvents).values({ orderId, actor, fromState: from, toState: to, reason, detail });
  await notifyOrderState(tx, orderId, to);
}
