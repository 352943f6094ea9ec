import { createEvents, type EventAttributes } from 'ics';
import type { Day } from '../../lib/api/contract/trips.ts';
import { minutesOfDay } from '../../lib/trips/travel.ts';
import type { PlaceOnMap } from './places.ts';

/**
 * Vietnam's offset from UTC. Asia/Ho_Chi_Minh has kept +07:00 without daylight saving since 1975,
 * so a local time there converts to an instant by this fixed offset. The calendar file carries UTC
 * instants (the `ics` package writes no VTIMEZONE), which every calendar shows in its own zone:
 * 09:00 in Hội An reads 09:00 on a phone set to Vietnam's time.
 */
const VIETNAM_OFFSET_MINUTES = 7 * 60;
/** Where a day without times starts, as the reference itineraries do. */
const DAY_START = 8 * 60;

interface IcsSchedule {
  title: string;
  startDate: string;
  days: readonly Day[];
}

/** The UTC date-time array `ics` takes for `minutes` past midnight, Vietnam time, on `date` + `dayOffset`. */
function utcAt(date: string, dayOffset: number, minutes: number): [number, number, number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day + dayOffset, 0, minutes - VIETNAM_OFFSET_MINUTES));
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

/**
 * The calendar's name as a TEXT value (RFC 5545, 3.3.11). `ics` escapes SUMMARY, DESCRIPTION and
 * LOCATION itself but only the line breaks of X-WR-CALNAME, so a trip named "Huế, Hội An" would
 * otherwise reach calendars cut or misread at its comma, semicolon or backslash.
 */
function calendarNameText(title: string): string {
  return title.replace(/[\\;,]/g, (character) => `\\${character}`);
}

/**
 * One event per stop: the place's name, its coordinates as GEO and in LOCATION, the stop's note,
 * at its start time on its day (a stop without a time starts where the one before it ended).
 */
export function scheduleCalendar(
  schedule: IcsSchedule,
  places: ReadonlyMap<string, PlaceOnMap>,
  labels: { day: (n: number) => string; url?: string },
): string {
  const events: EventAttributes[] = schedule.days.flatMap((day, dayIndex) => {
    let clock = DAY_START;
    return day.stops.map((stop, stopIndex) => {
      const place = places.get(stop.place);
      const name = place?.name ?? stop.place;
      const start = (stop.start === null ? undefined : minutesOfDay(stop.start)) ?? clock;
      clock = start + stop.minutes;
      const coordinates = place ? `${place.lat.toFixed(6)},${place.lng.toFixed(6)}` : '';
      return {
        uid: `${schedule.startDate}-${dayIndex + 1}-${stopIndex + 1}-${stop.place}@nvtravel`,
        title: name,
        description: [`${schedule.title} · ${labels.day(dayIndex + 1)}`, stop.note].filter(Boolean).join('\n'),
        location: place ? `${name} (${coordinates})` : name,
        ...(place ? { geo: { lat: place.lat, lon: place.lng } } : {}),
        ...(labels.url ? { url: labels.url } : {}),
        start: utcAt(schedule.startDate, dayIndex, start),
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { minutes: stop.minutes },
      } satisfies EventAttributes;
    });
  });
  const { error, value } = createEvents(events, {
    productId: 'nvtravel/trips',
    calName: calendarNameText(schedule.title),
  });
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return value;
}

/** A file name from the title: letters and digits of any script, hyphens between words. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'schedule'}.ics`;
}
