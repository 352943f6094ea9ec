import { and, eq, inArray } from 'drizzle-orm';
import { orderRef } from '../../contract.ts';
import { expireOrder } from '../orders/expiry.ts';
import { serverConfig, type ServerConfig } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import { bookingOrders } from '#server/db/schema/index.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute } from '#server/api/route.ts';

/** Whether a hold may be ended by hand: only when asked for (DEV_HOLD_LAPSE=1), never in production. */
export const holdLapsable = (config: ServerConfig = serverConfig): boolean => config.devHoldLapse && !config.production;

/**
 * A hold's time, run out now: its end moves to this moment and the expiry job's own work runs on it,
 * so a browser test sees what a buyer who abandoned the payment leaves behind (the order expired,
 * the stock released) without waiting out BOOKING_HOLD_MINUTES. The job queued for the hold's
 * first end later finds it expired and does nothing.
 */
export const devLapseHold = defineRoute({
  method: 'POST',
  path: '/dev/booking/lapse',
  summary: 'Development only: ends a held or awaiting-payment order’s hold now and expires it, as its job would',
  input: orderRef,
  handle: async ({ input }) => {
    const now = new Date();
    const expired = await (
      await getDatabase()
    ).transaction(async (tx) => {
      const lapsed = await tx
        .update(bookingOrders)
        .set({ holdExpiresAt: now })
        .where(and(eq(bookingOrders.id, input.orderId), inArray(bookingOrders.state, ['held', 'awaiting_payment'])))
        .returning({ id: bookingOrders.id });
      if (lapsed.length === 0) throw new ApiError('ORDER_STATE');
      return expireOrder(tx, input.orderId, now);
    });
    return { expired };
  },
});
