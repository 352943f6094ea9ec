import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { voucherCheckInput } from '../../../lib/api/contract/booking.ts';
import { orderNumberOfVoucher } from '../../booking/voucher.ts';
import { serverConfig } from '../../config.ts';
import { getDatabase } from '../../db/client.ts';
import { bookingOrderEvents, bookingOrderItems, bookingOrders } from '../../db/schema/index.ts';
import { ApiError } from '../codes.ts';
import { defineRoute } from '../route.ts';

const STAFF_HEADER = 'x-staff-key';

function requireStaff(request: Request): void {
  const expected = serverConfig.booking.staffKey;
  const given = request.headers.get(STAFF_HEADER) ?? '';
  if (!expected || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
    throw new ApiError('FORBIDDEN');
}

export const checkVoucher = defineRoute({
  method: 'POST',
  path: '/booking/voucher/check',
  summary: 'Staff at the door: accept a voucher once (header X-Staff-Key); a used one is refused',
  input: voucherCheckInput,
  handle: async ({ input, request }) => {
    requireStaff(request);
    if (!(await orderNumberOfVoucher(input.code))) throw new ApiError('VOUCHER_INVALID');
    const db = await getDatabase();
    return db.transaction(async (tx) => {
      // One conditional update: of two scans at once, one is accepted.
      const [used] = await tx
        .update(bookingOrders)
        .set({ voucherUsedAt: sql`now()` })
        .where(
          and(
            eq(bookingOrders.voucher, input.code),
            eq(bookingOrders.state, 'confirmed'),
            isNull(bookingOrders.voucherUsedAt),
          ),
        )
        .returning();
      if (!used) {
        const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.voucher, input.code));
        if (order?.state === 'confirmed' && order.voucherUsedAt)
          throw new ApiError('VOUCHER_USED', { usedAt: order.voucherUsedAt.toISOString() });
        throw new ApiError('VOUCHER_INVALID');
      }
      await tx.insert(bookingOrderEvents).values({
        orderId: used.id,
        actor: 'staff',
        fromState: 'confirmed',
        toState: 'confirmed',
        reason: 'voucher',
      });
      const items = await tx.select().from(bookingOrderItems).where(eq(bookingOrderItems.orderId, used.id));
      return {
        number: used.number,
        contactName: used.contactName,
        items: items.map((item) => ({
          kind: item.kind,
          product: item.product,
          firstDay: item.firstDay,
          days: item.days,
          quantity: item.quantity,
        })),
      };
    });
  },
});
