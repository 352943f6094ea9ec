/**
 * The product's languages: one constant that routing, content, strings and tests derive from.
 * Vietnamese is served without a prefix (`/`), the others under `/en/` and `/zh/`.
 */
export const LOCALES = ['vi', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'vi';
/** Strings missing in a locale fall back to English. */
export const FALLBACK_LOCALE: Locale = 'en';

/** BCP 47 tags for `<html lang>`, hreflang and Open Graph. */
export const LOCALE_TAGS: Record<Locale, { lang: string; hreflang: string; og: string }> = {
  vi: { lang: 'vi', hreflang: 'vi', og: 'vi_VN' },
  en: { lang: 'en', hreflang: 'en', og: 'en_US' },
  zh: { lang: 'zh-Hans', hreflang: 'zh-Hans', og: 'zh_CN' },
};

/** The tag Intl formats and collates with: Chinese is written in simplified characters. */
export const intlLocale = (locale: Locale): string => LOCALE_TAGS[locale].lang;

/** Each language's own name, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  vi: 'Tiếng Việt',
  en: 'English',
  zh: '中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
