import type { bookingCalls } from './contract.ts';
import type { AnswerOf } from '#lib/api/contract/call.ts';
import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/** A signed-out buyer's verified number and the guest token the engine gave for it (24 h). */
export type BookingGuest = AnswerOf<typeof bookingCalls.guestVerify>;

/**
 * Kept in the browser so the order page, opened later or after VNPay's return, can read the guest's
 * order with the same token; an expired token reads as none (decision 0036).
 */
export const $bookingGuest = persistentAtom<BookingGuest | null>(STORAGE_KEYS.bookingGuest, null, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const value = JSON.parse(raw) as BookingGuest | null;
      return value && typeof value.guestToken === 'string' && typeof value.expiresAt === 'number' ? value : null;
    } catch {
      return null;
    }
  },
});

/** The guest token while it is valid. */
export function currentGuestToken(): string | undefined {
  const guest = $bookingGuest.get();
  return guest && guest.expiresAt > Date.now() ? guest.guestToken : undefined;
}
