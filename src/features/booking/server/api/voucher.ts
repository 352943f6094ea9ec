import { bookingCalls } from '../../contract.ts';
import { timingSafeEqual } from 'node:crypto';
import { checkInVoucher } from '../voucher.ts';
import { serverConfig } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute } from '#server/api/route.ts';

const STAFF_HEADER = 'x-staff-key';

/**
 * Deprecated (decision 0075): the shared key checks vouchers with no name behind the check.
 * Staff accounts with the order-desk role use /staff/vouchers/checkIn instead; production refuses
 * to start with the key set, elsewhere every use logs a warning.
 */
function requireSharedKey(request: Request): void {
  const expected = serverConfig.booking.staffKey;
  const given = request.headers.get(STAFF_HEADER) ?? '';
  if (
    serverConfig.production ||
    !expected ||
    given.length !== expected.length ||
    !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  )
    throw new ApiError('FORBIDDEN');
  console.warn(
    JSON.stringify({
      level: 'warn',
      msg: 'BOOKING_STAFF_KEY is deprecated: a voucher was checked with the shared key; use a staff account (/staff/vouchers/checkIn)',
    }),
  );
}

export const checkVoucher = defineRoute({
  ...bookingCalls.checkVoucher,
  summary:
    'Deprecated: accept a voucher once with the shared key (X-Staff-Key); staff accounts use /staff/vouchers/checkIn',
  handle: async ({ input, request }) => {
    requireSharedKey(request);
    const db = await getDatabase();
    const { number, contactName, items } = await db.transaction((tx) => checkInVoucher(tx, input.code));
    return { number, contactName, items };
  },
});
