import type { IslandStrings } from './island-strings.ts';
import { intlFormat } from './intl-formats.ts';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, type Locale } from './locales.ts';

export type IslandTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The client half of island-strings.ts: i18next's key format (`{{name}}` placeholders, plural
 * forms as `key_one` / `key_other`) without shipping i18next to the browser.
 */
export function createIslandTranslator(locale: Locale, strings: IslandStrings): IslandTranslate {
  const plurals = intlFormat('PluralRules', locale);
  return (key, values = {}) => {
    const count = values.count;
    const text =
      (typeof count === 'number'
        ? (strings[`${key}_${plurals.select(count)}`] ?? strings[`${key}_other`])
        : undefined) ??
      strings[key] ??
      key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

/**
 * The translator of a browser script: the strings its element carries in `data-strings`
 * (islandStrings, serialized by the component) in the page's language.
 */
export function elementTranslator(element: HTMLElement): IslandTranslate {
  const lang = document.documentElement.lang;
  const locale = LOCALES.find((l) => LOCALE_TAGS[l].lang === lang) ?? DEFAULT_LOCALE;
  let strings: IslandStrings = {};
  try {
    strings = JSON.parse(element.dataset.strings ?? '{}') as IslandStrings;
  } catch {
    // A broken attribute shows keys rather than stopping the script.
  }
  return createIslandTranslator(locale, strings);
}
