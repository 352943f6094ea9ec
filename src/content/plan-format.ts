import { approximateForeign } from '#lib/money.ts';
import { intlFormat } from '#lib/i18n/intl-formats.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { LOCALE_TAGS } from '#lib/i18n/locales.ts';
import {
  clockMinutes,
  TIME_OF_DAY_SPANS,
  vndRange,
  WEEKDAYS,
  type OpeningPeriod,
  type TimeOfDay,
  type Vnd,
  type Weekday,
} from './place-facts.ts';

/*
 * The "Plan your visit" block's wording of the shared facts, by the platform's Intl formatters so
 * that each language writes money, durations and months its own way (40.000 ₫ in vi, ₫40,000 in en).
 */

const tag = (locale: Locale) => LOCALE_TAGS[locale].lang;

/** "40.000–60.000 ₫", or one amount when both ends agree; a free place is worded by the caller. */
export function formatCost(locale: Locale, cost: { min: number; max: number }): string {
  const format = intlFormat('NumberFormat', tag(locale), {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  });
  return cost.min === cost.max ? format.format(cost.min) : format.formatRange(cost.min, cost.max);
}

/** Minutes as "45–90 minutes", "2–5 hours" or "1 day", in the largest unit that reads naturally. */
export function formatDuration(locale: Locale, minutes: { min: number; max: number }): string {
  const [unit, size] =
    minutes.min >= 1440
      ? (['day', 1440] as const)
      : minutes.max > 120
        ? (['hour', 60] as const)
        : (['minute', 1] as const);
  const format = intlFormat('NumberFormat', tag(locale), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
  // Half hours are as precise as a visitor plans.
  const round = (value: number) => (unit === 'hour' ? Math.round((value / size) * 2) / 2 : value / size);
  const [low, high] = [round(minutes.min), round(minutes.max)];
  return low === high ? format.format(low) : format.formatRange(low, high);
}

/**
 * Months 1–12 (ascending) as runs of month names: [1, 2, 3, 10, 11, 12] is "October–March", a
 * run that goes on over the new year; every month is null (the caller says "all year").
 */
export function formatMonths(locale: Locale, months: readonly number[]): string | null {
  if (months.length === 12) return null;
  const runs: number[][] = [];
  for (const month of months) {
    const last = runs.at(-1);
    if (last && last.at(-1) === month - 1) last.push(month);
    else runs.push([month]);
  }
  const first = runs[0];
  const final = runs.at(-1);
  if (runs.length > 1 && first?.[0] === 1 && final?.at(-1) === 12) runs[0] = [...(runs.pop() ?? []), ...first];
  const name = intlFormat('DateTimeFormat', tag(locale), { month: 'long', timeZone: 'UTC' });
  const monthName = (month: number) => name.format(Date.UTC(2026, month - 1, 1));
  const words = runs.map((run) =>
    run.length === 1 ? monthName(run[0] ?? 1) : `${monthName(run[0] ?? 1)}–${monthName(run.at(-1) ?? 1)}`,
  );
  return intlFormat('ListFormat', tag(locale), { type: 'conjunction' }).format(words);
}

/**
 * A clock time as the locale reads it: "7:30" and "17:00" in vi and zh, "7:30 am" and "5 pm" in
 * English, whose readers expect the 12-hour clock and no ":00" on the hour.
 */
export function formatClock(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const format = intlFormat('DateTimeFormat', tag(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const parts = format.formatToParts(Date.UTC(2026, 0, 1, hours, minutes));
  if (locale !== 'en') return parts.map((part) => part.value).join('');
  return parts
    .filter(
      (part, i) =>
        !(minutes === 0 && (part.type === 'minute' || (part.type === 'literal' && parts[i + 1]?.type === 'minute'))),
    )
    .map((part) =>
      part.type === 'dayPeriod' ? part.value.toLowerCase().replace(/\./g, '') : part.value.replace(/\u202f/g, ' '),
    )
    .join('');
}

/** "7:30–17:00" in vi, "7:30 am–5 pm" in English. */
export const formatClockRange = (locale: Locale, opens: string, closes: string) =>
  `${formatClock(locale, opens)}–${formatClock(locale, closes)}`;

/**
 * Weekdays (in week order) as runs of day names: Tuesday–Sunday, or Monday, Wednesday and Friday;
 * null for every day (the caller says "every day").
 */
export function formatWeekdays(locale: Locale, days: readonly Weekday[]): string | null {
  if (days.length === WEEKDAYS.length) return null;
  const name = intlFormat('DateTimeFormat', tag(locale), { weekday: 'long', timeZone: 'UTC' });
  // 2026-01-05 is a Monday.
  const dayName = (day: Weekday) => name.format(Date.UTC(2026, 0, 5 + WEEKDAYS.indexOf(day)));
  const runs: Weekday[][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1) as Weekday) === WEEKDAYS.indexOf(day) - 1) last.push(day);
    else runs.push([day]);
  }
  const words = runs.flatMap((run) =>
    run.length >= 3 ? [`${dayName(run[0] as Weekday)}–${dayName(run.at(-1) as Weekday)}`] : run.map(dayName),
  );
  return intlFormat('ListFormat', tag(locale), { type: 'conjunction' }).format(words);
}

/**
 * A weekly schedule as lines of days and clock times, one line per set of days with the same
 * stretches: [{ days: null, times: ["8 am–11:30 am", "1:30 pm–5 pm"] }] for every day with a lunch break.
 */
export function formatWeekly(
  locale: Locale,
  periods: readonly OpeningPeriod[],
): { days: string | null; times: string[] }[] {
  const byDay = WEEKDAYS.map((day) =>
    periods
      .filter((period) => period.days.includes(day))
      .sort((a, b) => clockMinutes(a.opens) - clockMinutes(b.opens))
      .map((period) => formatClockRange(locale, period.opens, period.closes)),
  );
  const lines: { days: Weekday[]; times: string[] }[] = [];
  WEEKDAYS.forEach((day, i) => {
    const times = byDay[i] ?? [];
    if (times.length === 0) return;
    const same = lines.find((line) => line.times.join() === times.join());
    if (same) same.days.push(day);
    else lines.push({ days: [day], times });
  });
  return lines.map((line) => ({ days: formatWeekdays(locale, line.days), times: line.times }));
}

/**
 * A leg's travel time, short as a timetable writes it: "45–60 min", "45-60 phút", "45-60分钟", in
 * hours from two hours up ("2.5–3 hr", "5-6 giờ"), halves being as precise as the road allows.
 */
export function formatLegMinutes(locale: Locale, minutes: { min: number; max: number }): string {
  const inHours = minutes.max > 120;
  const format = intlFormat('NumberFormat', tag(locale), {
    style: 'unit',
    unit: inHours ? 'hour' : 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const round = (value: number) => (inHours ? Math.round((value / 60) * 2) / 2 : value);
  const [low, high] = [round(minutes.min), round(minutes.max)];
  return low === high ? format.format(low) : format.formatRange(low, high);
}

/**
 * Times of day (in the order of the day) as one phrase: the clock spans that follow each other
 * joined ("8:00–14:00" for morning and midday), the others by their words (`word`, from the
 * locale's guides.json), as alternatives ("at opening or in the last hour before closing").
 */
export function formatTimesOfDay(locale: Locale, times: readonly TimeOfDay[], word: (time: TimeOfDay) => string) {
  const parts: (string | [string, string])[] = [];
  for (const time of times) {
    const span = TIME_OF_DAY_SPANS[time];
    const last = parts.at(-1);
    if (span && Array.isArray(last) && last[1] === span[0]) last[1] = span[1];
    else parts.push(span ? [span[0], span[1]] : word(time));
  }
  const words = parts.map((part) => (typeof part === 'string' ? part : formatClockRange(locale, part[0], part[1])));
  return intlFormat('ListFormat', tag(locale), { type: 'disjunction' }).format(words);
}

/** A price or a price range in VND: "100.000 ₫", "40.000–60.000 ₫". */
export const formatPrice = (locale: Locale, price: Vnd) => formatCost(locale, vndRange(price));

/** A price in VND with, for en and zh, the approximate dollars or yuan: "₫80,000 (≈ ¥22.22)". */
export function formatPriceApproximate(locale: Locale, price: Vnd): string {
  const { min, max } = vndRange(price);
  const low = approximateForeign(min, locale);
  const high = approximateForeign(max, locale);
  const approximate = low && high && (min === max ? low : `${low}–${high.replace(/^≈\s*/, '')}`);
  return approximate ? `${formatPrice(locale, price)} (${approximate})` : formatPrice(locale, price);
}

/** A day of the year, "MM-DD", as "15 tháng 6", "June 15", "6月15日". */
export function formatMonthDay(locale: Locale, monthDay: string): string {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return intlFormat('DateTimeFormat', tag(locale), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2026, month - 1, day),
  );
}
