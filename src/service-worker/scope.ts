import { DEFAULT_LOCALE, LOCALES } from '#lib/i18n/locales.ts';
import { localizedPath, splitLocale } from '#lib/i18n/localized-path.ts';

/**
 * Paths the service worker must never answer for: the API (personal data and tokens), the
 * developer tools and uploads. A locale prefix changes nothing.
 */
const NEVER = [/^\/apiCore\//, /^\/dev\//, /^\/uploads\//];

/**
 * Pages whose static shell stands in offline (decision 0077): the order page and My trips hold
 * nothing personal in their HTML (the islands read the API, or this device's saved copy offline),
 * so the worker keeps each language's shell and shows it, with any query, when the network is gone.
 */
export const OFFLINE_SHELLS = ['/booking/order/', '/my-trips/'] as const;

/** Every language's shells, as the precache lists them. */
export const offlineShellPaths = (): string[] =>
  LOCALES.flatMap((locale) => OFFLINE_SHELLS.map((path) => localizedPath(locale, path)));

/** Whether the worker may answer a request for this URL with the network or a saved copy. */
export function servesOffline(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const { path } = splitLocale(url.pathname);
  return !NEVER.some((pattern) => pattern.test(url.pathname) || pattern.test(path));
}

/** The shell that stands in for a page offline, when it has one. */
export function offlineShellPath(pathname: string): string | undefined {
  const { locale, path } = splitLocale(pathname.endsWith('/') ? pathname : `${pathname}/`);
  return OFFLINE_SHELLS.find((shell) => shell === path) && localizedPath(locale, path);
}

/** The offline notice for a page, in its language. */
export function offlinePagePath(pathname: string): string {
  const { locale } = splitLocale(pathname);
  return localizedPath(locale ?? DEFAULT_LOCALE, '/offline/');
}
