import { intlFormat } from './i18n/intl-formats.ts';
import type { Locale } from './i18n/locales.ts';

/** A content date as readers of the locale write it, in Vietnam's time zone. */
export function formatDate(date: Date, locale: Locale): string {
  return intlFormat('DateTimeFormat', locale === 'zh' ? 'zh-Hans' : locale, {
    dateStyle: 'long',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(date);
}

/** `YYYY-MM-DD` for `<time datetime>` and JSON-LD. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
