import { serializeLangCookie } from '#lib/i18n/lang-cookie.ts';
import { isLocale } from '#lib/i18n/locales.ts';

// A language link (`data-lang-switch`) writes the `lang` cookie before it navigates.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLElement>('[data-lang-switch]');
  const locale = link?.dataset.langSwitch;
  if (!isLocale(locale)) return;
  document.cookie = serializeLangCookie(locale, {
    crossOrigin: import.meta.env.PUBLIC_COOKIE_CROSS_ORIGIN === 'true',
  });
});
