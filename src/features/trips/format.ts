import { intlFormat } from '#lib/i18n/intl-formats.ts';
import { intlLocale, type Locale } from '#lib/i18n/locales.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A road distance as a traveller reads it: metres to the nearest 50 under 1 km, one decimal under
 * 10 km, whole kilometres beyond (estimates deserve no more precision).
 *
 * @example formatDistance(0.43, 'en') // '450 m'; formatDistance(12.34, 'vi') // '12 km'
 */
export function formatDistance(km: number, locale: Locale): string {
  if (km < 1) {
    const metres = Math.max(50, Math.round((km * 1000) / 50) * 50);
    return intlFormat('NumberFormat', intlLocale(locale), { style: 'unit', unit: 'meter' }).format(metres);
  }
  return intlFormat('NumberFormat', intlLocale(locale), {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

/**
 * Minutes as hours and minutes, with the `trips:duration.*` strings.
 *
 * @example formatDuration(95, t) // '1 h 35 min' in English, '1 giờ 35 phút' in Vietnamese
 */
export function formatDuration(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('trips:duration.minutes', { minutes: rest });
  if (rest === 0) return t('trips:duration.hours', { hours });
  return t('trips:duration.hoursMinutes', { hours, minutes: rest });
}

/** The months of `months` (1–12) by name, as a list in the locale. @example monthNames([3, 4], 'en') // 'March and April' */
export function monthNames(months: readonly number[], locale: Locale): string {
  const month = intlFormat('DateTimeFormat', intlLocale(locale), { month: 'long', timeZone: 'UTC' });
  const names = [...months].sort((a, b) => a - b).map((m) => month.format(new Date(Date.UTC(2026, m - 1, 1))));
  return intlFormat('ListFormat', intlLocale(locale), { type: 'conjunction' }).format(names);
}
