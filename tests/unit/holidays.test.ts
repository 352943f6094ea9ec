import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { calendarYear, HOLIDAY_CALENDAR_SLUG, hungKingsDay, tetDay } from '#content/holidays.ts';
import { lunarToGregorian } from '#content/lunar-calendar.ts';

/*
 * The holiday calendar (decision 0103): lunar dates computed for Vietnam's time zone, against the
 * dates Vietnam's almanacs and government holiday notices gave, and the page that shows them.
 */

const ROOT = new URL('../../', import.meta.url).pathname;

describe('the Vietnamese lunar calendar', () => {
  it('puts Tết on the days Vietnam celebrated it', () => {
    const published = {
      2020: '2020-01-25',
      2021: '2021-02-12',
      2022: '2022-02-01',
      2023: '2023-01-22',
      2024: '2024-02-10',
      2025: '2025-01-29',
      2026: '2026-02-17',
      2027: '2027-02-06',
      2028: '2028-01-26',
    };
    for (const [year, day] of Object.entries(published)) expect(tetDay(Number(year)), year).toBe(day);
  });

  it('counts days in UTC+7: Tết 1985 came a month before the Chinese New Year (20 February)', () => {
    // A new moon near midnight fell on different days in the two time zones, and the two
    // calendars placed the leap month differently.
    expect(tetDay(1985)).toBe('1985-01-21');
  });

  it('puts the Hùng Kings on the 10th of the 3rd month, after a leap 2nd month too (2023)', () => {
    expect([2023, 2024, 2025, 2026, 2027, 2028].map(hungKingsDay)).toEqual([
      '2023-04-29',
      '2024-04-18',
      '2025-04-07',
      '2026-04-26',
      '2027-04-16',
      '2028-04-04',
    ]);
  });

  it('finds the Mid-Autumn full moon after a leap 4th month (2020)', () => {
    expect(lunarToGregorian(2020, 8, 15)).toBe('2020-10-01');
  });
});

describe('a year of holidays and peaks', () => {
  it('lists the public holidays with their days off by law, and the peaks that are not holidays', () => {
    expect(calendarYear(2026)).toEqual([
      { id: 'newYear', publicHoliday: true, from: '2026-01-01', to: '2026-01-01', daysOff: 1 },
      { id: 'tet', publicHoliday: true, from: '2026-02-16', to: '2026-02-19', daysOff: 5 },
      { id: 'hungKings', publicHoliday: true, from: '2026-04-26', to: '2026-04-26', daysOff: 1 },
      { id: 'reunification', publicHoliday: true, from: '2026-04-30', to: '2026-04-30', daysOff: 1 },
      { id: 'labourDay', publicHoliday: true, from: '2026-05-01', to: '2026-05-01', daysOff: 1 },
      { id: 'summer', publicHoliday: false, from: '2026-06-01', to: '2026-08-31' },
      { id: 'nationalDay', publicHoliday: true, from: '2026-09-02', to: '2026-09-02', daysOff: 2 },
      { id: 'goldenWeek', publicHoliday: false, from: '2026-10-01', to: '2026-10-07' },
    ]);
    const days = calendarYear(2027).filter((event) => event.publicHoliday);
    expect(days.reduce((sum, event) => sum + (event.daysOff ?? 0), 0)).toBe(11);
  });

  it('keeps the order of the year when Tết falls in January (2028)', () => {
    const year = calendarYear(2028);
    expect(year.map((event) => event.id).slice(0, 2)).toEqual(['newYear', 'tet']);
    expect(year.find((event) => event.id === 'tet')).toMatchObject({ from: '2028-01-25', to: '2028-01-28' });
  });
});

describe('the holiday calendar page', () => {
  it('exists in vi, en and zh with one order and date, and speaks of every holiday and peak', () => {
    const pages = ['vi', 'en', 'zh'].map((locale) => {
      const file = `${ROOT}content/practical/${locale}/${HOLIDAY_CALENDAR_SLUG}.md`;
      expect(existsSync(file), file).toBe(true);
      const [, front = '', body = ''] = readFileSync(file, 'utf8').split(/^---$/m);
      return { data: parse(front) as { order: number; updated: Date }, body };
    });
    expect(new Set(pages.map((page) => `${page.data.order} ${String(page.data.updated)}`)).size).toBe(1);
    expect(pages.map((page) => (page.body.match(/^## /gm) ?? []).length)).toEqual([8, 8, 8]);
  });
});
