import type { Locale } from './locales.ts';
import { FALLBACK_LOCALE } from './locales.ts';
import { loadResources } from './translator.ts';

/** The strings an island or a browser script receives from its page, by key. */
export type IslandStrings = Record<string, string>;

/**
 * The strings a piece of browser code shows, picked at build time: it gets only those (a few
 * hundred bytes in the page), never i18next or the rest of the locale. Each selector is a
 * namespace (`engagement`: all of it) or a namespace and a key prefix (`account:login.`);
 * a key a locale lacks comes in English. The browser side reads them with island-translator.ts.
 * @example islandStrings('en', ['account:login.', 'common:apiError.']) → { 'login.title': 'Sign in…', … }
 */
export function islandStrings(
  locale: Locale,
  selectors: string | readonly string[],
  resources: ReturnType<typeof loadResources> = loadResources(),
): IslandStrings {
  const picked: IslandStrings = {};
  for (const selector of typeof selectors === 'string' ? [selectors] : selectors) {
    const [namespace = '', prefix = ''] = selector.split(':');
    for (const lang of [FALLBACK_LOCALE, locale]) {
      for (const [key, text] of Object.entries(resources[lang]?.[namespace] ?? {}))
        if (key.startsWith(prefix)) picked[key] = text;
    }
  }
  return picked;
}
