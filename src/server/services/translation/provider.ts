import type { Locale } from '#lib/i18n/locales.ts';

/**
 * Translates one plain text from one of the site's languages into another (decision 0093). Throws
 * on a failure (network, quota, refusal): the caller answers that no translation is to be had now
 * and stores nothing, so the next reader asks again.
 */
export interface TranslationProvider {
  /** Stored with each translation, so a reader is told whose words they read. */
  readonly name: string;
  translate(text: string, from: Locale, to: Locale): Promise<string>;
}
