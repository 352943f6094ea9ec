import { staffCalls } from '../../contract.ts';
import { checkInVoucher } from '#features/booking/server/voucher.ts';
import { getDatabase } from '#server/db/client.ts';
import { defineStaffRoute } from './route.ts';

export const voucherCheckIn = defineStaffRoute({
  ...staffCalls.voucherCheckIn,
  summary: 'The order desk accepts a voucher once (scanned or typed); a used one is refused with when',
  permission: 'vouchers.checkIn',
  action: 'voucher.checkIn',
  handle: async ({ input, record }) => {
    const db = await getDatabase();
    return db.transaction(async (tx) => {
      const { orderId, ...checked } = await checkInVoucher(tx, input.code);
      await record(tx, {
        target: { type: 'booking_order', id: orderId },
        before: { voucherUsedAt: null },
        after: { voucherUsedAt: checked.usedAt, number: checked.number },
      });
      return checked;
    });
  },
});
