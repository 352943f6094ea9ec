import { serializeLangCookie } from '../lib/i18n/lang-cookie.ts';
import { isLocale } from '../lib/i18n/locales.ts';

/** Writes the `lang` cookie before the switcher's link navigates. */
export function rememberLanguage(locale: string | undefined): void {
  if (!isLocale(locale)) return;
  document.cookie = serializeLangCookie(locale, {
    crossOrigin: import.meta.env.PUBLIC_COOKIE_CROSS_ORIGIN === 'true',
  });
}
