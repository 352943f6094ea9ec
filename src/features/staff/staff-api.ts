import type { CallOptions } from '#lib/api/client.ts';
import { $staffToken, setStaffToken } from './staff-session.ts';

/*
 * The staff area's calls go through the one client, `api.call`, typed by the staff contracts
 * (decision 0101), with these options: the staff token in NVTRAVEL-STAFF-TOKEN (decision 0075)
 * instead of the account's. A refused token ends the staff session in this tab, so the screen asks
 * for the second factor again. Account calls (sign-in, enrolment, accepting an invitation) carry
 * the account's token, as every other call does.
 */

/** `idempotencyKey`: the same key for every try of one change, so a retry never does it twice. */
export const staffOptions = (idempotencyKey?: string): CallOptions => ({
  staff: { token: $staffToken.get(), refused: () => setStaffToken(undefined) },
  idempotencyKey,
});
