import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrders } from '#server/db/schema/index.ts';
import { notify } from '#features/notifications/server/notify.ts';

const KIND_OF_STATE = {
  confirmed: 'order.confirmed',
  cancelled: 'order.cancelled',
  refunded: 'order.refunded',
} as const;

/**
 * An order of a signed-in buyer reached a state its buyer hears about, in the transaction that
 * moved it. Guest orders have no account to notify (their SMS and e-mail cover them).
 */
export async function notifyOrderState(tx: Queryable, orderId: string, state: string): Promise<void> {
  if (!(state in KIND_OF_STATE)) return;
  const kind = KIND_OF_STATE[state as keyof typeof KIND_OF_STATE];
  const [order] = await tx
    .select({ userId: bookingOrders.userId, number: bookingOrders.number })
    .from(bookingOrders)
    .where(eq(bookingOrders.id, orderId));
  if (!order?.userId) return;
  await notify(
    tx,
    order.userId,
    kind,
    { number: order.number },
    {
      link: `/booking/order/?id=${orderId}`,
      dedupeKey: `order:${orderId}:${state}`,
    },
  );
}
