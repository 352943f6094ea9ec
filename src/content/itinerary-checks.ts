import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_LOCALE } from '#lib/i18n/locales.ts';
import { minutesOfDay, overlappingStops, type TravelMode } from '#lib/travel/travel.ts';
import type { LocaleProblem } from './localized-glob.ts';
import { clockMinutes, hours as hoursSchema, WEEKDAYS, type Hours, type Weekday } from './place-facts.ts';

/** An itinerary's front matter as far as its references and times go (the schema checked the rest). */
interface ItineraryShape {
  regions: readonly string[];
  days: readonly {
    stops: readonly { place: string; start: string; minutes: number; mode?: TravelMode; tip?: string }[];
  }[];
}

/** The slugs other content has, to check references against, and the weekly closures of places. */
export interface KnownContent {
  places: ReadonlySet<string>;
  regions: ReadonlySet<string>;
  /** A place's `closedOn` days; places open every day are absent. */
  closedOn?: ReadonlyMap<string, readonly Weekday[]>;
  /** A place's opening hours (its `hours`); a place whose file does not give them is absent. */
  hours?: ReadonlyMap<string, Hours>;
}

/** How a tip names a weekday in each language ("closed on Mondays", "nghỉ thứ Hai", "周一闭馆"). */
const WEEKDAY_WORDS: Record<string, Record<Weekday, RegExp>> = {
  en: Object.fromEntries(WEEKDAYS.map((day) => [day, new RegExp(day, 'i')])) as Record<Weekday, RegExp>,
  vi: {
    monday: /thứ hai/iu,
    tuesday: /thứ ba/iu,
    wednesday: /thứ tư/iu,
    thursday: /thứ năm/iu,
    friday: /thứ sáu/iu,
    saturday: /thứ bảy/iu,
    sunday: /chủ nhật/iu,
  },
  zh: {
    monday: /周一|星期一/u,
    tuesday: /周二|星期二/u,
    wednesday: /周三|星期三/u,
    thursday: /周四|星期四/u,
    friday: /周五|星期五/u,
    saturday: /周六|星期六/u,
    sunday: /周日|星期日|星期天/u,
  },
};

/**
 * Slugs that name pages beside the itineraries under /schedule-reference/: an itinerary with one of
 * them would shadow the page (or be shadowed by it).
 */
export const RESERVED_ITINERARY_SLUGS: ReadonlySet<string> = new Set(['create']);

/** The slugs of a collection folder, read from its default-locale files (the locale check covers the rest). */
export function contentSlugs(folder: string): Set<string> {
  return new Set(
    readdirSync(join(folder, DEFAULT_LOCALE))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -'.md'.length)),
  );
}

/** The `closedOn` days of every place, read from the default-locale files (the locale check covers the rest). */
export function placesClosedOn(folder: string): Map<string, Weekday[]> {
  const closures = new Map<string, Weekday[]>();
  for (const slug of contentSlugs(folder)) {
    const [, front = ''] = readFileSync(join(folder, DEFAULT_LOCALE, `${slug}.md`), 'utf8').split(/^---$/m);
    const days = (parse(front) as { closedOn?: Weekday[] } | null)?.closedOn;
    if (days?.length) closures.set(slug, days);
  }
  return closures;
}

/** The `hours` of every place, read from the default-locale files (the schema and the locale check cover the rest). */
export function placesHours(folder: string): Map<string, Hours> {
  const all = new Map<string, Hours>();
  for (const slug of contentSlugs(folder)) {
    const [, front = ''] = readFileSync(join(folder, DEFAULT_LOCALE, `${slug}.md`), 'utf8').split(/^---$/m);
    const given = hoursSchema.safeParse((parse(front) as { hours?: unknown } | null)?.hours);
    if (given.success) all.set(slug, given.data);
  }
  return all;
}

/**
 * Why a stop from `start` for `minutes` does not fit the place's weekly hours on `weekday`: it
 * starts after the last entry, or no one stretch of that day holds it (a lunch break splits the
 * day). Null when it fits, when the place is closed that day (the closed-day check says so) or
 * when its hours are not a schedule.
 */
export function outsideHours(hours: Hours, weekday: Weekday, start: number, minutes: number): string | null {
  if (hours.kind !== 'scheduled') return null;
  const today = hours.weekly.filter((period) => period.days.includes(weekday));
  if (today.length === 0) return null;
  const stretches = today.map((period) => `${period.opens}–${period.closes}`).join(', ');
  if (hours.lastEntry && start > clockMinutes(hours.lastEntry)) return `after the last entry (${hours.lastEntry})`;
  const fits = today.some(
    (period) => clockMinutes(period.opens) <= start && start + minutes <= clockMinutes(period.closes),
  );
  return fits ? null : `outside its hours on ${dayName(weekday)} (${stretches})`;
}

/**
 * The weekdays an itinerary can start on without any of its days reaching a place on a day that
 * place is closed: day 1 on the start weekday, day 2 on the next, and so on.
 */
export function possibleStartDays(
  days: ItineraryShape['days'],
  closedOn: ReadonlyMap<string, readonly Weekday[]>,
): Weekday[] {
  return WEEKDAYS.filter((_, start) =>
    days.every((day, d) => {
      const weekday = WEEKDAYS[(start + d) % WEEKDAYS.length] as Weekday;
      return day.stops.every((stop) => !closedOn.get(stop.place)?.includes(weekday));
    }),
  );
}

/**
 * Why itineraries cannot be published, beyond their schema: a stop at a place the catalogue does not
 * have, an unknown region, a stop that starts before the previous one of its day ends, a travel mode
 * missing between two stops or given after a day's last stop, a reserved slug, a plan that reaches a
 * place on its weekly closing day whatever day it starts, and a stop at a place with a weekly closure
 * whose tip does not name the day in the file's language, and a stop outside the hours of its place
 * on a weekday its day can fall on (after the last entry, or past closing). One message per problem, naming the file,
 * the day and the stop as an editor counts them (from 1).
 */
export function itineraryProblems(
  base: string,
  entries: readonly { id: string; data: Record<string, unknown> }[],
  known: KnownContent,
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  for (const { id, data } of entries) {
    const slug = id.slice(id.indexOf('/') + 1);
    const file = `${base}/${id}.md`;
    const report = (message: string) => problems.push({ slug, message: `${file}: ${message}` });
    const { regions, days } = data as unknown as ItineraryShape;
    const locale = id.slice(0, id.indexOf('/'));
    const closedOn = known.closedOn ?? new Map<string, readonly Weekday[]>();
    if (RESERVED_ITINERARY_SLUGS.has(slug)) report(`"${slug}" is the name of another page; choose another file name`);
    for (const region of regions) {
      if (!known.regions.has(region))
        report(`region "${region}" does not exist (no content/regions/${DEFAULT_LOCALE}/${region}.md)`);
    }
    const allHours = known.hours ?? new Map<string, Hours>();
    const startDays = closedOn.size > 0 ? possibleStartDays(days, closedOn) : [];
    // The weekdays day d can fall on: the plan's possible starts, or any day when it has none.
    const weekdaysOf = (d: number) =>
      (startDays.length > 0 ? startDays : WEEKDAYS).map(
        (start) => WEEKDAYS[(WEEKDAYS.indexOf(start) + d) % WEEKDAYS.length] as Weekday,
      );
    days.forEach((day, d) => {
      const where = (s: number) => `day ${d + 1}, stop ${s + 1} (${day.stops[s]?.place})`;
      day.stops.forEach((stop, s) => {
        if (!known.places.has(stop.place)) {
          report(
            `${where(s)}: place "${stop.place}" does not exist (no content/places/${DEFAULT_LOCALE}/${stop.place}.md)`,
          );
        }
        const closed = closedOn.get(stop.place) ?? [];
        const words = WEEKDAY_WORDS[locale];
        const unnamed = words ? closed.filter((weekday) => !words[weekday].test(stop.tip ?? '')) : [];
        if (unnamed.length > 0)
          report(
            `${where(s)}: the place is closed every ${unnamed.map(dayName).join(' and ')}; say so in the stop's tip`,
          );
        const hours = allHours.get(stop.place);
        const begins = minutesOfDay(stop.start);
        if (hours && begins !== undefined) {
          const outside = weekdaysOf(d)
            .map((weekday) => outsideHours(hours, weekday, begins, stop.minutes))
            .find((reason) => reason !== null);
          if (outside) report(`${where(s)}: the visit ${stop.start}–${clock(begins + stop.minutes)} is ${outside}`);
        }
        const last = s === day.stops.length - 1;
        if (last && stop.mode) report(`${where(s)}: the day's last stop has no next stop; remove its "mode"`);
        if (!last && !stop.mode) report(`${where(s)}: say how to reach the next stop ("mode": walk, motorbike or car)`);
      });
      for (const s of overlappingStops(day.stops)) {
        const previous = day.stops[s - 1];
        const previousStart = previous ? minutesOfDay(previous.start) : undefined;
        const end = previous && previousStart !== undefined ? ` (${clock(previousStart + previous.minutes)})` : '';
        report(`${where(s)}: starts at ${day.stops[s]?.start}, before the previous stop ends${end}`);
      }
    });
    if (closedOn.size > 0 && possibleStartDays(days, closedOn).length === 0)
      report('whatever day it starts, a day of the plan reaches a place on its weekly closing day (see "closedOn")');
  }
  return problems;
}

const dayName = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
