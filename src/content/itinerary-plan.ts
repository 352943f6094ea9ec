import { localizedPath } from '#lib/i18n/localized-path.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { dayBudget, placeCost } from '#lib/travel/budget.ts';
import type { ItineraryPlan, PlanDay } from '#lib/travel/plan.ts';
import { planDay } from '#lib/travel/travel.ts';
import { listPlaces, type Entry } from './catalog.ts';
import { CONTENT_KINDS } from './kinds.ts';

/** Places of a locale by slug, read once per build. */
const placeMaps = new Map<Locale, Promise<Map<string, Entry<'places'>>>>();
export function placesBySlug(locale: Locale): Promise<Map<string, Entry<'places'>>> {
  let map = placeMaps.get(locale);
  if (!map) {
    map = listPlaces(locale).then((places) => new Map(places.map((place) => [place.slug, place])));
    placeMaps.set(locale, map);
  }
  return map;
}

/**
 * An itinerary in one language with every stop resolved to its place (name, page, coordinates) and
 * every leg and day estimated by the travel model: what its page, its map and its plan.json show.
 */
export async function itineraryPlan(itinerary: Entry<'itineraries'>, locale: Locale): Promise<ItineraryPlan> {
  const places = await placesBySlug(locale);
  const { data } = itinerary;
  const place = (slug: string) => {
    const entry = places.get(slug);
    // The content check fails the build before this; a page must never show a stop without its place.
    if (!entry) throw new Error(`content/itineraries/${itinerary.id}.md: place "${slug}" does not exist`);
    return entry;
  };
  return {
    version: 1,
    slug: itinerary.slug,
    locale,
    title: data.title,
    summary: data.summary,
    url: localizedPath(locale, CONTENT_KINDS.itineraries.path(itinerary)),
    regions: data.regions,
    themes: data.themes,
    bestMonths: data.bestMonths,
    days: data.days.map((day) => {
      const stops = day.stops.map((stop) => ({ ...stop, entry: place(stop.place) }));
      const estimate = planDay(
        stops.map((stop) => ({ coordinates: stop.entry.data.coordinates, minutes: stop.minutes, mode: stop.mode })),
      );
      return {
        title: day.title,
        roadKm: estimate.roadKm,
        travelMinutes: estimate.travelMinutes,
        visitMinutes: estimate.visitMinutes,
        stops: stops.map(({ entry, ...stop }, index) => {
          const next = estimate.legs[index];
          return {
            place: stop.place,
            name: entry.data.name,
            url: localizedPath(locale, CONTENT_KINDS.places.path(entry)),
            lat: entry.data.coordinates.lat,
            lng: entry.data.coordinates.lng,
            start: stop.start,
            minutes: stop.minutes,
            ...(stop.mode ? { mode: stop.mode } : {}),
            ...(stop.tip ? { tip: stop.tip } : {}),
            ...(next ? { next } : {}),
          };
        }),
      };
    }),
  };
}

/**
 * What a planned day costs by the guides (decision 0103): each sight's entry from its tickets, a
 * meal's or a night's cost, the rides by the fare model. The itinerary and shared-trip pages show it.
 */
export function planDayBudget(day: PlanDay, places: ReadonlyMap<string, Entry<'places'>>) {
  return dayBudget(
    day.stops.map((stop) => ({ place: stop.place, coordinates: stop, mode: stop.mode ?? 'walk' })),
    (slug) => {
      const place = places.get(slug);
      return place && placeCost(place.data);
    },
  );
}
