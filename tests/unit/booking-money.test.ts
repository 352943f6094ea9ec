import { describe, expect, it } from 'vitest';
import { approximateForeign, formatAmount, formatVnd } from '#lib/money.ts';

describe('booking prices', () => {
  it('shows the exact VND amount in the visitor’s locale', () => {
    expect(formatVnd(1_300_000, 'vi')).toBe('1.300.000\u00a0₫');
    expect(formatVnd(1_300_000, 'en')).toBe('₫1,300,000');
  });

  it('adds an approximate USD amount in English and CNY in Chinese, nothing in Vietnamese', () => {
    // The default build-time rates: 26,000 VND per dollar, 3,600 per yuan (decision 0037).
    expect(approximateForeign(1_300_000, 'en')).toBe('≈ $50.00');
    expect(approximateForeign(13_000_000, 'en')).toBe('≈ $500');
    expect(approximateForeign(1_300_000, 'zh')).toBe('≈ ¥361');
    expect(approximateForeign(1_300_000, 'vi')).toBeNull();
  });

  it('groups an amount written beside the currency’s name as each locale does (SMS)', () => {
    expect(formatAmount(3_288_600, 'vi')).toBe('3.288.600');
    expect(formatAmount(3_288_600, 'en')).toBe('3,288,600');
    expect(formatAmount(150_000, 'zh')).toBe('150,000');
  });
});
