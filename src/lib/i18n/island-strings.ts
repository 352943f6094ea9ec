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
 * Picks from the strings in locales/ are made once per process and shared (frozen): every page of
 * a build asks for the same few sets (decision 0059).
 * @example islandStrings('en', ['account:login.', 'common:apiError.']) → { 'login.title': 'Sign in…', … }
 */
export function islandStrings(
  locale: Locale,
  selectors: string | readonly string[],
  resources?: ReturnType<typeof loadResources>,
): IslandStrings {
  if (resources) return pick(locale, selectors, resources);
  const key = `${locale} ${typeof selectors === 'string' ? selectors : selectors.join(' ')}`;
  let picked = picks.get(key);
  if (!picked) {
    picked = Object.freeze(pick(locale, selectors, (localeResources ??= loadResources())));
    picks.set(key, picked);
  }
  return picked;
}

let localeResources: ReturnType<typeof loadResources> | undefined;
const picks = new Map<string, IslandStrings>();

function pick(
  locale: Locale,
  selectors: string | readonly string[],
  resources: ReturnType<typeof loadResources>,
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
