import { isLocale, type Locale } from './locales.ts';

export const LANG_COOKIE = 'lang';
/** 365 days, as the spec keeps the language choice. */
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The `lang` cookie as a `Set-Cookie` / `document.cookie` string. SameSite is Lax; when the app
 * is embedded cross-origin (PUBLIC_COOKIE_CROSS_ORIGIN) it must be None, which browsers only
 * accept together with Secure.
 * @example serializeLangCookie('en', { crossOrigin: false })
 *   → 'lang=en; Max-Age=31536000; Path=/; SameSite=Lax'
 */
export function serializeLangCookie(locale: Locale, options: { crossOrigin: boolean }): string {
  const sameSite = options.crossOrigin ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${LANG_COOKIE}=${locale}; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; Path=/; ${sameSite}`;
}

/** The locale in a `Cookie` header or `document.cookie`, if it names one. */
export function readLangCookie(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}
