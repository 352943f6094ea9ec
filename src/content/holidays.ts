import { lunarToGregorian } from './lunar-calendar.ts';

/*
 * Vietnam's public holidays and the peaks that matter to a traveller, as dates: the holiday
 * calendar page (content/practical/<locale>/holiday-calendar.md) shows them, place pages and
 * itineraries link to it. The days off are those of the Labour Code of 2019 (article 112); around
 * Tết and the long weekends the government announces each year which days are taken off and
 * which are swapped, so the page gives the holiday itself and says that.
 */

/** The practical page of the calendar, linked from every place's "Plan your visit" block. */
export const HOLIDAY_CALENDAR_SLUG = 'holiday-calendar';

export const CALENDAR_EVENTS = [
  'newYear',
  'tet',
  'hungKings',
  'reunification',
  'labourDay',
  'summer',
  'nationalDay',
  'goldenWeek',
] as const;
export type CalendarEventId = (typeof CALENDAR_EVENTS)[number];

export interface CalendarEvent {
  id: CalendarEventId;
  /** A public holiday of Vietnam, or a peak of travellers that is not one (the summer, China's Golden Week). */
  publicHoliday: boolean;
  /** YYYY-MM-DD, both included: the holiday, or the span a traveller feels. */
  from: string;
  to: string;
  /** Paid days off by the Labour Code; absent for peaks that are not holidays in Vietnam. */
  daysOff?: number;
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The day before a YYYY-MM-DD date. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The day of a YYYY-MM-DD date `days` later. */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Tết (the first day of the lunar year) that falls in Gregorian `year`. */
export const tetDay = (year: number) => lunarToGregorian(year, 1, 1);

/** The Hùng Kings' commemoration, the 10th day of the 3rd lunar month. */
export const hungKingsDay = (year: number) => lunarToGregorian(year, 3, 10);

/**
 * The year's events in the order of the year. Tết's span is New Year's Eve to the third day, the
 * days most shops and restaurants close and families stay home; the travel rush starts about a
 * week before it.
 */
export function calendarYear(year: number): CalendarEvent[] {
  const tet = tetDay(year);
  const hungKings = hungKingsDay(year);
  return [
    { id: 'newYear', publicHoliday: true, from: iso(year, 1, 1), to: iso(year, 1, 1), daysOff: 1 },
    { id: 'tet', publicHoliday: true, from: dayBefore(tet), to: daysAfter(tet, 2), daysOff: 5 },
    { id: 'hungKings', publicHoliday: true, from: hungKings, to: hungKings, daysOff: 1 },
    { id: 'reunification', publicHoliday: true, from: iso(year, 4, 30), to: iso(year, 4, 30), daysOff: 1 },
    { id: 'labourDay', publicHoliday: true, from: iso(year, 5, 1), to: iso(year, 5, 1), daysOff: 1 },
    { id: 'summer', publicHoliday: false, from: iso(year, 6, 1), to: iso(year, 8, 31) },
    // 2 September and one day next to it, the 1st or the 3rd, chosen each year.
    { id: 'nationalDay', publicHoliday: true, from: iso(year, 9, 2), to: iso(year, 9, 2), daysOff: 2 },
    { id: 'goldenWeek', publicHoliday: false, from: iso(year, 10, 1), to: iso(year, 10, 7) },
  ].sort((a, b) => a.from.localeCompare(b.from)) as CalendarEvent[];
}
