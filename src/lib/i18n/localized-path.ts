import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/**
 * Splits a pathname into its locale and the locale-free rest.
 * @example splitLocale('/en/about-privacy/') → { locale: 'en', path: '/about-privacy/' }
 * @example splitLocale('/news/') → { locale: 'vi', path: '/news/' }
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, path: match?.[2] ?? '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/**
 * The URL path of a page in a locale. Every cross-locale link goes through here.
 * @example localizedPath('zh', '/about-privacy/') → '/zh/about-privacy/'
 * @example localizedPath('vi', '/') → '/'
 */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === DEFAULT_LOCALE ? clean : `/${locale}${clean === '/' ? '/' : clean}`;
}

/**
 * What goes before a locale-free path in a locale: `''` for the default, else `/en` or `/zh`, with
 * no closing slash (the locale's home page, `localizedPath(locale, '/')`, has one).
 * @example localePrefix('en') + '/geo-index.json' → '/en/geo-index.json'
 */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * The same page in another locale.
 * @example switchLocalePath('/en/news/hue/', 'vi') → '/news/hue/'
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizedPath(target, splitLocale(pathname).path);
}
