import type { Locale } from './locales.ts';
import { FALLBACK_LOCALE } from './locales.ts';
import { loadResources } from './translator.ts';

/**
 * The strings of one namespace for an island, picked at build time: the island gets only what it
 * shows (a few hundred bytes in the page), never i18next or the other namespaces.
 */
export function islandStrings(
  locale: Locale,
  namespace: string,
  resources: ReturnType<typeof loadResources> = loadResources(),
): Record<string, string> {
  return { ...resources[FALLBACK_LOCALE]?.[namespace], ...resources[locale]?.[namespace] };
}
