import { intlFormat } from '../i18n/intl-formats.ts';
import { LOCALE_TAGS, type Locale } from '../i18n/locales.ts';

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
