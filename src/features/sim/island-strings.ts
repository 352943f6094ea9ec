import { bookingIslandStrings } from '#features/booking/island-strings.ts';
import { islandStrings } from '#lib/i18n/island-strings.ts';
import type { Locale } from '#lib/i18n/locales.ts';

/** The SIM buy form's strings: the booking checkout's, plus sim.json's form and device-check keys. */
export const simBuyStrings = (locale: Locale) => ({
  ...bookingIslandStrings(locale),
  ...islandStrings(locale, ['sim:buy.', 'sim:device.']),
});
