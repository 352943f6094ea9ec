import { createEvents, type EventAttributes } from 'ics';
import type { Day } from '../contract.ts';
import { lineDetail, type BookedDetail } from '#features/booking/booked-details.ts';
import type { TripBooking } from '#features/booking/server/trip-bookings.ts';
import { minutesOfDay } from '#lib/travel/travel.ts';
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

/** Bookings on a trip's days, with what the calendar says of them (booked-details.ts). */
export interface IcsBookings {
  items: readonly TripBooking[];
  details: Readonly<Record<string, BookedDetail>>;
  /** The order and its state, in the file's language: "Order NVT-… · Confirmed". */
  describe: (booking: TripBooking) => string;
}

const minutesOf = (time: string) => minutesOfDay(time) ?? DAY_START;

/**
 * A booking as an event at its own time: a stay from check-in to check-out, a flight from departure
 * to arrival, a ticket in its time slot or over the attraction's opening hours. A line without a time (a SIM, a data
 * package) has no place in a calendar.
 */
function bookingEvent(booking: TripBooking, bookings: IcsBookings): EventAttributes | undefined {
  const detail = lineDetail(bookings.details, booking.product);
  const time = detail?.time;
  if (!detail || !time) return undefined;
  const at = (dayOffset: number, clock: string) => utcAt(booking.firstDay, dayOffset, minutesOf(clock));
  const when =
    time.kind === 'checkIn'
      ? { start: at(0, time.from), end: at(booking.days, time.checkOutUntil) }
      : time.kind === 'flight'
        ? { start: at(0, time.departs), end: utcAt(booking.firstDay, 0, minutesOf(time.departs) + time.minutes) }
        : time.kind === 'slot'
          ? { start: at(0, time.starts), end: at(0, time.ends) }
          : { start: at(0, time.opens), end: at(0, time.closes) };
  return {
    uid: `${booking.orderNumber}-${booking.product}-${booking.firstDay}@nvtravel`,
    title: detail.name,
    description: bookings.describe(booking),
    ...(detail.address ? { location: detail.address } : {}),
    ...when,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  } satisfies EventAttributes;
}

/**
 * One event per stop: the place's name, its coordinates as GEO and in LOCATION, the stop's note,
 * at its start time on its day (a stop without a time starts where the one before it ended); then
 * one per booking on the trip's days, at its own time.
 */
export function scheduleCalendar(
  schedule: IcsSchedule,
  places: ReadonlyMap<string, PlaceOnMap>,
  labels: { day: (n: number) => string; url?: string },
  bookings?: IcsBookings,
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
  const booked = bookings ? bookings.items.flatMap((booking) => bookingEvent(booking, bookings) ?? []) : [];
  const { error, value } = createEvents([...events, ...booked], {
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
