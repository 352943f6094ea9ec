import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, monthNames } from '#features/trips/format.ts';

const t = (key: string, values: Record<string, unknown> = {}) =>
  ({
    'trips:duration.minutes': `${values.minutes} min`,
    'trips:duration.hours': `${values.hours} h`,
    'trips:duration.hoursMinutes': `${values.hours} h ${values.minutes} min`,
  })[key] ?? key;

describe('trip wording', () => {
  it('rounds distances to what an estimate deserves', () => {
    expect(formatDistance(0.43, 'en')).toBe('450 m');
    expect(formatDistance(0.001, 'en')).toBe('50 m');
    expect(formatDistance(2.345, 'en')).toBe('2.3 km');
    expect(formatDistance(123.4, 'en')).toBe('123 km');
    expect(formatDistance(2.345, 'vi')).toBe('2,3 km');
  });

  it('words minutes as hours and minutes', () => {
    expect(formatDuration(45, t)).toBe('45 min');
    expect(formatDuration(120, t)).toBe('2 h');
    expect(formatDuration(95, t)).toBe('1 h 35 min');
  });

  it('names months in order, as a list of the language', () => {
    expect(monthNames([10, 3, 4], 'en')).toBe('March, April, and October');
    expect(monthNames([3], 'zh')).toBe('三月');
  });
});
