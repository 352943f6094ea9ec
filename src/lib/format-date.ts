import { intlFormat } from './i18n/intl-formats.ts';
import { intlLocale, type Locale } from './i18n/locales.ts';

/** A content date as readers of the locale write it, in Vietnam's time zone. */
export function formatDate(date: Date, locale: Locale): string {
  return intlFormat('DateTimeFormat', intlLocale(locale), {
    dateStyle: 'long',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(date);
}

/** `YYYY-MM-DD` for `<time datetime>` and JSON-LD. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/*
 * A booking's calendar days (`YYYY-MM-DD`: a night, a flight's or a visit's day) are Vietnamese
 * days already: formatted as UTC midnights, so no time zone moves them. The weekday is there
 * because a traveller plans by it.
 */
const dayFormat = (locale: Locale) =>
  intlFormat('DateTimeFormat', intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A calendar day as the locale writes it.
 * @example formatDay('2026-12-03', 'en') // 'Thu, Dec 3, 2026'; 'vi': 'Th 5, 3 thg 12, 2026'; 'zh': '2026年12月3日周四'
 */
export const formatDay = (day: string, locale: Locale): string => dayFormat(locale).format(midnight(day));

/**
 * Two calendar days as the locale writes a range (a stay: check-in to check-out), one day alone
 * when they are the same.
 * @example formatDays('2026-12-03', '2026-12-05', 'en') // 'Thu, Dec 3 – Sat, Dec 5, 2026'
 */
export const formatDays = (first: string, last: string, locale: Locale): string =>
  first === last ? formatDay(first, locale) : dayFormat(locale).formatRange(midnight(first), midnight(last));

/**
 * An instant (a cancellation deadline) in the reader's own time zone, named, as the locale writes
 * it: a tourist abroad reads it on the clock they live by.
 * @example formatMoment('2026-12-03T07:00:00Z', 'en', 'Europe/Paris') // 'Dec 3, 2026, 8:00 AM GMT+1'
 */
export const formatMoment = (iso: string, locale: Locale, timeZone?: string): string =>
  intlFormat('DateTimeFormat', intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  })
    .format(new Date(iso))
    .concat(' ', zoneName(iso, locale, timeZone));

/** A time zone's short name at an instant ("GMT+7"), the same in every locale's text. */
function zoneName(iso: string, locale: Locale, timeZone?: string): string {
  const parts = intlFormat('DateTimeFormat', intlLocale(locale), {
    timeZoneName: 'shortOffset',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A local time at an airport, as its clocks show it, with the offset: a boarding pass's time.
 * @example formatLocalTime('2026-12-03T23:00:00Z', 'en', 'Asia/Ho_Chi_Minh') // '06:00 GMT+7'
 */
export const formatLocalTime = (iso: string, locale: Locale, timeZone: string): string =>
  intlFormat('DateTimeFormat', intlLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
    .format(new Date(iso))
    .concat(' ', zoneName(iso, locale, timeZone));
