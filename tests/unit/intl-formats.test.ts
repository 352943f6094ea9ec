import { describe, expect, it } from 'vitest';
import { intlFormat } from '#lib/i18n/intl-formats.ts';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same kind, locale and options', () => {
    const vnd = intlFormat('NumberFormat', 'vi', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
    expect(intlFormat('NumberFormat', 'vi', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 })).toBe(
      vnd,
    );
    expect(vnd.format(40000)).toBe(new Intl.NumberFormat('vi', { style: 'currency', currency: 'VND' }).format(40000));
  });

  it('keeps formatters of other locales, options or kinds apart', () => {
    const long = intlFormat('DateTimeFormat', 'en', { dateStyle: 'long', timeZone: 'UTC' });
    expect(intlFormat('DateTimeFormat', 'vi', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(long);
    expect(intlFormat('DateTimeFormat', 'en', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(long);
    expect(long.format(Date.UTC(2026, 10, 25))).toBe('November 25, 2026');
    expect(intlFormat('PluralRules', 'en').select(1)).toBe('one');
    expect(intlFormat('ListFormat', 'en', { type: 'conjunction' }).format(['a', 'b'])).toBe('a and b');
  });
});
