import { bookingIslandStrings } from '#features/booking/island-strings.ts';
import { islandStrings } from '#lib/i18n/island-strings.ts';
import type { Locale } from '#lib/i18n/locales.ts';

/** The data-package islands' strings: the booking checkout's, and data.json's screen keys. */
export const dataIslandStrings = (locale: Locale) => ({
  ...bookingIslandStrings(locale),
  ...islandStrings(locale, ['data:lookup.', 'data:package.', 'data:topup.', 'data:history.']),
});
