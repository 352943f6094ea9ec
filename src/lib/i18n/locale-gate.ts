import { readLangCookie } from './lang-cookie.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { localizedPath } from './localized-path.ts';

/**
 * Where a request for the home page `/` should go: a visitor whose `lang` cookie names another
 * language is sent to that language's home before any Vietnamese is painted. Every other URL is
 * an explicit choice and is served as asked; crawlers carry no cookie and get Vietnamese.
 * @example homeRedirectFor('/', 'lang=en') → '/en/'
 * @example homeRedirectFor('/', null) → undefined
 */
export function homeRedirectFor(pathname: string, cookieHeader: string | null | undefined): string | undefined {
  if (pathname !== '/' && pathname !== '/index.html') return undefined;
  const locale: Locale | undefined = readLangCookie(cookieHeader);
  if (!locale || locale === DEFAULT_LOCALE) return undefined;
  return localizedPath(locale, '/');
}
