import type { Feature } from '#config/features.ts';
import { intlFormat } from './intl-formats.ts';
import { LOCALE_TAGS, type Locale } from './locales.ts';

/**
 * Launched features as one phrase in the reader's language ("trip plans and travel SIMs"), each
 * worded by the key `prefix + feature`; empty when none is given.
 *
 * @example featureList('en', t, 'site.offer.', ['trips', 'sim']) // 'trip plans and travel SIMs'
 */
export function featureList(
  locale: Locale,
  t: (key: string) => string,
  prefix: string,
  features: readonly (Feature | string)[],
): string {
  return intlFormat('ListFormat', LOCALE_TAGS[locale].lang, { type: 'conjunction' }).format(
    features.map((feature) => t(`${prefix}${feature}`)),
  );
}
