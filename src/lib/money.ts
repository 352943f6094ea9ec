import { intlFormat } from './i18n/intl-formats.ts';
import { LOCALE_TAGS, type Locale } from './i18n/locales.ts';

/**
 * How prices read (decision 0036): the VND integer the engine quotes, in the visitor's locale, and
 * for en and zh an approximate amount in the visitor's likely home currency. The rates are
 * build-time settings (VND per unit): an approximation for reading, never what is charged.
 */
const FOREIGN: Partial<Record<Locale, { currency: 'USD' | 'CNY'; vndPerUnit: number }>> = {
  en: { currency: 'USD', vndPerUnit: Number(import.meta.env.PUBLIC_VND_PER_USD) || 26_000 },
  zh: { currency: 'CNY', vndPerUnit: Number(import.meta.env.PUBLIC_VND_PER_CNY) || 3_600 },
};

const tag = (locale: Locale) => LOCALE_TAGS[locale].lang;

/** The rate the approximations of a locale use, for the label that says so; null in Vietnamese. */
export function approximationRate(locale: Locale): { currency: 'USD' | 'CNY'; vndPerUnit: number } | null {
  return FOREIGN[locale] ?? null;
}

/** `1.300.000 ₫` in Vietnamese, `₫1,300,000` in English: the exact amount. */
export function formatVnd(amount: number, locale: Locale): string {
  return intlFormat('NumberFormat', tag(locale), {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * The amount's digits grouped as the locale writes them, for texts that name the currency in words
 * (an SMS's "VND", "越南盾": plain characters every phone shows).
 * @example formatAmount(150_000, 'vi') // '150.000'; 'en' and 'zh': '150,000'
 */
export function formatAmount(amount: number, locale: Locale): string {
  return intlFormat('NumberFormat', tag(locale), { maximumFractionDigits: 0 }).format(amount);
}

/** `≈ $50` for en, `≈ ¥361` for zh, nothing for vi. */
export function approximateForeign(amount: number, locale: Locale): string | null {
  const foreign = FOREIGN[locale];
  if (!foreign) return null;
  const value = amount / foreign.vndPerUnit;
  const formatted = intlFormat('NumberFormat', tag(locale), {
    style: 'currency',
    currency: foreign.currency,
    maximumFractionDigits: value < 100 ? 2 : 0,
  }).format(value);
  return `≈ ${formatted}`;
}

/** `400.000–900.000 ₫` (one amount when both ends agree): an estimate's range, exact in VND. */
export function formatVndRange(range: { min: number; max: number }, locale: Locale): string {
  if (range.min === range.max) return formatVnd(range.min, locale);
  return intlFormat('NumberFormat', tag(locale), {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).formatRange(range.min, range.max);
}

/**
 * `≈ $15–35` for en, `≈ ¥111–250` for zh, nothing for vi: an estimate in the visitor's likely home
 * currency, in whole units (an estimate's cents would claim a precision it does not have).
 */
export function approximateForeignRange(range: { min: number; max: number }, locale: Locale): string | null {
  const foreign = FOREIGN[locale];
  if (!foreign) return null;
  const format = intlFormat('NumberFormat', tag(locale), {
    style: 'currency',
    currency: foreign.currency,
    maximumFractionDigits: 0,
  });
  const [min, max] = [range.min / foreign.vndPerUnit, range.max / foreign.vndPerUnit];
  const rounded = [Math.round(min), Math.round(max)] as const;
  return `≈ ${rounded[0] === rounded[1] ? format.format(min) : format.formatRange(min, max)}`;
}
