import { intlFormat } from '../lib/i18n/intl-formats.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { LOCALE_TAGS } from '../lib/i18n/locales.ts';

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
