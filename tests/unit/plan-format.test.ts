import { describe, expect, it } from 'vitest';
import { formatCost, formatDuration, formatMonths } from '../../src/content/plan-format.ts';

describe('Plan your visit wording', () => {
  it('writes a VND range in each language', () => {
    expect(formatCost('vi', { min: 40000, max: 60000 })).toMatch(/^40\.000\s?[–-]\s?60\.000\s₫$/);
    expect(formatCost('en', { min: 40000, max: 40000 })).toBe('₫40,000');
  });

  it('picks minutes, hours or days', () => {
    expect(formatDuration('en', { min: 45, max: 90 })).toBe('45–90 minutes');
    expect(formatDuration('en', { min: 150, max: 300 })).toBe('2.5–5 hours');
    expect(formatDuration('en', { min: 1440, max: 1440 })).toBe('1 day');
  });

  it('joins a run of months over the new year', () => {
    expect(formatMonths('en', [1, 2, 3, 10, 11, 12])).toBe('October–March');
    expect(formatMonths('en', [5, 6, 9, 10])).toBe('May–June and September–October');
    expect(formatMonths('en', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBeNull();
  });
});
