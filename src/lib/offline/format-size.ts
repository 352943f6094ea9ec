import type { IslandTranslate } from '../i18n/island-translator.ts';

/**
 * A stored size as a reader counts it: KB below a megabyte, MB with one decimal above, in the
 * page's number format.
 * @example formatSize(2_500_000, t, 'en') → '2.4 MB'
 */
export function formatSize(bytes: number, t: IslandTranslate, locale: string): string {
  const kb = bytes / 1024;
  if (kb < 1024) return t('size.kb', { value: Math.max(1, Math.round(kb)).toLocaleString(locale) });
  return t('size.mb', { value: (kb / 1024).toLocaleString(locale, { maximumFractionDigits: 1 }) });
}
