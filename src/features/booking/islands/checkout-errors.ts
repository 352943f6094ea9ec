import { failureMessage } from '#lib/api/failure-message.ts';
import { ApiCallError } from '#lib/api/transport.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/** Refusals caused by the buyer's own bookings (decision 0069): confirming, paying for or cancelling one is the way on. */
const OWN_BOOKINGS_IN_THE_WAY = new Set(['HOLD_COUNT_LIMIT', 'HOLD_UNITS_LIMIT']);

/** What a refused hold or payment shows: one message per field (by path), a general one, and whether to link the buyer's bookings. */
export interface CheckoutErrors {
  fields: Record<string, string>;
  general: string;
  ownBookings: boolean;
}

/** The server's message (already in the page's language, with the limit in it) or the failure's own wording. */
export function checkoutErrors(error: unknown, t: IslandTranslate): CheckoutErrors {
  const refusal = error instanceof ApiCallError ? error : undefined;
  return {
    fields: refusal?.fields ?? {},
    general: failureMessage(error, t),
    ownBookings: refusal !== undefined && OWN_BOOKINGS_IN_THE_WAY.has(refusal.code),
  };
}
