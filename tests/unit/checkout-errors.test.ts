import { describe, expect, it } from 'vitest';
import { checkoutErrors } from '#features/booking/islands/checkout-errors.ts';
import { ApiCallError } from '#lib/api/transport.ts';
import { bookingIslandStrings } from '#features/booking/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import { LOCALES } from '#lib/i18n/locales.ts';

// The checkout of every booking island (hotel, flight, ticket, SIM, data) with the strings its pages send.
const checkoutT = (locale: (typeof LOCALES)[number]) => createIslandTranslator(locale, bookingIslandStrings(locale));

describe('what a refused hold shows in the checkout', () => {
  it.each(LOCALES)('%s: a limit of the buyer’s own says it with the number, and links their bookings', (locale) => {
    const t = checkoutT(locale);
    const message = 'Mỗi khách chỉ được có tối đa 9 phòng của khách sạn này cho cùng một đêm (bạn đã có 5).';
    for (const code of ['HOLD_UNITS_LIMIT', 'HOLD_COUNT_LIMIT']) {
      const errors = checkoutErrors(new ApiCallError(code, 409, message, { kind: 'hotel', max: 9, taken: 5 }), t);
      expect(errors).toEqual({ fields: {}, general: message, ownBookings: true });
    }
    // The link's words reach the island in every language.
    expect(t('checkout.yourBookings')).not.toBe('checkout.yourBookings');
  });

  it('a refusal the buyer’s bookings did not cause links nothing', () => {
    const t = checkoutT('en');
    for (const code of ['SOLD_OUT', 'HOLD_AGAIN_LATER', 'RATE_LIMITED'])
      expect(checkoutErrors(new ApiCallError(code, 409, 'No.'), t).ownBookings).toBe(false);
    expect(checkoutErrors(new ApiCallError('NETWORK_ERROR', 0), t)).toMatchObject({
      general: 'We could not reach the server. Check your connection and try again.',
      ownBookings: false,
    });
  });
});
