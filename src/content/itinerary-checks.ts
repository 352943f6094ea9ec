import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE } from '../lib/i18n/locales.ts';
import { minutesOfDay, overlappingStops, type TravelMode } from '../lib/trips/travel.ts';
import type { LocaleProblem } from './localized-glob.ts';

/** An itinerary's front matter as far as its references and times go (the schema checked the rest). */
interface ItineraryShape {
  regions: readonly string[];
  days: readonly { stops: readonly { place: string; start: string; minutes: number; mode?: TravelMode }[] }[];
}

/** The slugs other content has, to check references against. */
export interface KnownContent {
  places: ReadonlySet<string>;
  regions: ReadonlySet<string>;
}

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

/**
 * Why itineraries cannot be published, beyond their schema: a stop at a place the catalogue does not
 * have, an unknown region, a stop that starts before the previous one of its day ends, a travel mode
 * missing between two stops or given after a day's last stop, a reserved slug. One message per
 * problem, naming the file, the day and the stop as an editor counts them (from 1).
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
    if (RESERVED_ITINERARY_SLUGS.has(slug)) report(`"${slug}" is the name of another page; choose another file name`);
    for (const region of regions) {
      if (!known.regions.has(region))
        report(`region "${region}" does not exist (no content/regions/${DEFAULT_LOCALE}/${region}.md)`);
    }
    days.forEach((day, d) => {
      const where = (s: number) => `day ${d + 1}, stop ${s + 1} (${day.stops[s]?.place})`;
      day.stops.forEach((stop, s) => {
        if (!known.places.has(stop.place)) {
          report(
            `${where(s)}: place "${stop.place}" does not exist (no content/places/${DEFAULT_LOCALE}/${stop.place}.md)`,
          );
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
  }
  return problems;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
