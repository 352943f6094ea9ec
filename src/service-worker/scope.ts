import { DEFAULT_LOCALE } from '../lib/i18n/locales.ts';
import { localizedPath, splitLocale } from '../lib/i18n/localized-path.ts';

/**
 * Paths the service worker must never answer for: the API (personal data and tokens), the order
 * page (VNPay's return URL lands there, and it shows one person's order), the developer tools and
 * uploads. A locale prefix changes nothing.
 */
const NEVER = [/^\/apiCore\//, /^\/booking\/order\b/, /^\/dev\//, /^\/uploads\//];

/** Whether the worker may answer a request for this URL with the network or a saved copy. */
export function servesOffline(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const { path } = splitLocale(url.pathname);
  return !NEVER.some((pattern) => pattern.test(url.pathname) || pattern.test(path));
}

/** The offline notice for a page, in its language. */
export function offlinePagePath(pathname: string): string {
  const { locale } = splitLocale(pathname);
  return localizedPath(locale ?? DEFAULT_LOCALE, '/offline/');
}
