import { LOCALES, DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './i18n/locales.ts';
import { localizedPath, splitLocale } from './i18n/localized-path.ts';

/** Directory-style path: every page URL ends with a slash, so each page has one canonical form. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') || /\.[a-z0-9]+$/i.test(path) ? path : `${path}/`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * Canonical URL and hreflang alternates (each locale plus x-default, which is Vietnamese at `/`)
 * for the page at `pathname`.
 */
export function pageUrls(pathname: string, site: URL): { canonical: string; alternates: Alternate[]; locale: Locale } {
  const { locale, path } = splitLocale(withTrailingSlash(pathname));
  const href = (l: Locale) => new URL(localizedPath(l, path), site).href;
  return {
    locale,
    canonical: href(locale),
    alternates: [
      ...LOCALES.map((l) => ({ hreflang: LOCALE_TAGS[l].hreflang, href: href(l) })),
      { hreflang: 'x-default', href: href(DEFAULT_LOCALE) },
    ],
  };
}
