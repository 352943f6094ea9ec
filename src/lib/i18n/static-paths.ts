import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

/**
 * `getStaticPaths` for a `[...locale]` route: the default locale has no prefix, so its param is
 * undefined and the page builds at `/`, `/en/`, `/zh/`.
 */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale } }));
}
