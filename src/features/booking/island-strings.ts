import { FAILURE_STRINGS } from '#lib/api/failure-message.ts';
import { islandStrings } from '#lib/i18n/island-strings.ts';
import type { Locale } from '#lib/i18n/locales.ts';

/**
 * The strings every booking island gets: booking.json's screen keys (not the engine's field, SMS
 * and mail keys, which the server words) and the API failures'.
 */
export const bookingIslandStrings = (locale: Locale) =>
  islandStrings(locale, [
    'booking:search.',
    'booking:price.',
    'booking:count.',
    'booking:filters.',
    'booking:hotel.',
    'booking:flight.',
    'booking:ticket.',
    'booking:checkout.',
    'booking:buyer.',
    'booking:contact.',
    'booking:travellers.',
    'booking:quote.',
    'booking:line.',
    'booking:hold.',
    'booking:pay.',
    'booking:order.',
    'booking:state.',
    'booking:event.',
    'booking:actor.',
    'booking:trips.',
    'booking:demo.',
    'booking:terms.',
    // What customer service cancelled or refunded, and why (decision 0091): `desk.` and `deskReason.`.
    'booking:desk',
    'booking:choose',
    // SIM orders on the order page (decision 0040): delivery, passports, eSIM install.
    'sim:simOrder.',
    'sim:install.',
    FAILURE_STRINGS,
  ]);
