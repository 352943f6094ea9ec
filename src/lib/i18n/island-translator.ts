import type { Locale } from './locales.ts';

export type IslandTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The client half of island-strings.ts: i18next's key format (`{{name}}` placeholders, plural
 * forms as `key_one` / `key_other`) without shipping i18next to the browser.
 */
export function createIslandTranslator(locale: Locale, strings: Record<string, string>): IslandTranslate {
  const plurals = new Intl.PluralRules(locale);
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
