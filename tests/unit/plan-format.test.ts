import { describe, expect, it } from 'vitest';
import { openingHoursSpecification } from '#content/opening-hours-ld.ts';
import { WEEKDAYS } from '#content/place-facts.ts';
import {
  formatClock,
  formatClockRange,
  formatCost,
  formatDuration,
  formatMonths,
  formatWeekdays,
  formatWeekly,
} from '#content/plan-format.ts';

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

  it('writes clock times as each language reads them', () => {
    expect(formatClockRange('vi', '07:30', '17:00')).toBe('7:30–17:00');
    expect(formatClockRange('en', '07:30', '17:00')).toBe('7:30 am–5 pm');
    expect(formatClock('en', '12:00')).toBe('12 pm');
    expect(formatClockRange('zh', '07:30', '17:00')).toBe('7:30–17:00');
  });

  it('groups the days with the same hours and names runs of days by their ends', () => {
    const tuesdayToSunday = WEEKDAYS.filter((day) => day !== 'monday');
    expect(formatWeekdays('en', tuesdayToSunday)).toBe('Tuesday–Sunday');
    expect(formatWeekdays('en', ['monday', 'wednesday'])).toBe('Monday and Wednesday');
    expect(formatWeekdays('en', WEEKDAYS)).toBeNull();
    expect(
      formatWeekly('en', [
        { days: [...WEEKDAYS], opens: '08:00', closes: '11:30' },
        { days: [...WEEKDAYS], opens: '13:30', closes: '17:00' },
        { days: ['saturday', 'sunday'], opens: '19:00', closes: '21:00' },
      ]),
    ).toEqual([
      { days: 'Monday–Friday', times: ['8 am–11:30 am', '1:30 pm–5 pm'] },
      { days: 'Saturday and Sunday', times: ['8 am–11:30 am', '1:30 pm–5 pm', '7 pm–9 pm'] },
    ]);
  });
});

describe('opening hours in JSON-LD', () => {
  it('gives one specification per stretch, a closed season as 00:00–00:00, none for hours that vary', () => {
    const specifications = openingHoursSpecification(
      {
        kind: 'scheduled',
        weekly: [{ days: ['tuesday', 'sunday'], opens: '08:00', closes: '17:00' }],
        seasons: [{ from: '12-20', to: '01-05' }],
        source: 'unverified',
      },
      2026,
    );
    expect(specifications).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Tuesday', 'https://schema.org/Sunday'],
        opens: '08:00',
        closes: '17:00',
      },
      expect.objectContaining({ opens: '00:00', closes: '00:00', validFrom: '2026-12-20', validThrough: '2027-01-05' }),
    ]);
    expect(openingHoursSpecification({ kind: 'varies', source: 'unverified' }, 2026)).toBeUndefined();
    expect(openingHoursSpecification({ kind: 'always', source: 'unverified' }, 2026)?.[0]).toMatchObject({
      opens: '00:00',
      closes: '23:59',
    });
  });
});
