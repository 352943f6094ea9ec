import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** The `[...locale]` param of a locale: undefined for the default, which has no prefix. */
export const localeParam = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);

/**
 * `getStaticPaths` for a `[...locale]` route: the default locale has no prefix, so its param is
 * undefined and the page builds at `/`, `/en/`, `/zh/`.
 */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale: localeParam(locale) } }));
}

/**
 * `getStaticPaths` for a `[...locale]` route with more params: `build` returns a locale's paths,
 * and each gets its `locale` param added.
 */
export async function pathsPerLocale<P extends Record<string, string | undefined>, Props>(
  build: (locale: Locale) => Promise<{ params: P; props?: Props }[]>,
) {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) =>
      (await build(locale)).map((path) => ({ ...path, params: { ...path.params, locale: localeParam(locale) } })),
    ),
  );
  return perLocale.flat();
}

/**
 * Whether an on-demand page's `[...locale]` param names a locale prefix (`en`, `zh`) or none (the
 * default). Anything else (`/vi/…`, `/xx/…`) is not a page: it answers the localized 404.
 */
export const isLocalePrefix = (param: string | undefined): boolean =>
  param === undefined || (LOCALES.includes(param as Locale) && param !== DEFAULT_LOCALE);
