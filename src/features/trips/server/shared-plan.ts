import { placesBySlug } from '#content/itinerary-plan.ts';
import { CONTENT_KINDS } from '#content/kinds.ts';
import type { SharedSchedule } from '../contract.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { PlanDay } from '#lib/travel/plan.ts';
import { minutesOfDay, planDay } from '#lib/travel/travel.ts';

/** Where a day without times starts (as the calendar export has it). */
const DAY_START = 8 * 60;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A saved schedule as the itinerary pages' days (PlanDay), so a shared link reads like a reference
 * itinerary: places resolved in the reader's language, legs and totals from the travel model. A
 * stop without a time is shown at the time it can start: when the stop before it ends plus the
 * journey. A place that has left the catalogue since is left out rather than shown without a page.
 */
export async function sharedPlanDays(
  schedule: SharedSchedule,
  locale: Locale,
  dayTitle: (index: number) => string,
): Promise<PlanDay[]> {
  const places = await placesBySlug(locale);
  return schedule.days.map((day, index) => {
    const stops = day.stops.flatMap((stop) => {
      const entry = places.get(stop.place);
      return entry ? [{ ...stop, entry }] : [];
    });
    const estimate = planDay(
      stops.map((stop) => ({ coordinates: stop.entry.data.coordinates, minutes: stop.minutes, mode: stop.mode })),
    );
    let free = DAY_START;
    return {
      title: dayTitle(index),
      roadKm: estimate.roadKm,
      travelMinutes: estimate.travelMinutes,
      visitMinutes: estimate.visitMinutes,
      stops: stops.map(({ entry, ...stop }, s) => {
        const start = (stop.start === null ? undefined : minutesOfDay(stop.start)) ?? free;
        const next = estimate.legs[s];
        free = start + stop.minutes + (next?.minutes ?? 0);
        return {
          place: stop.place,
          name: entry.data.name,
          url: localizedPath(locale, CONTENT_KINDS.places.path(entry)),
          lat: entry.data.coordinates.lat,
          lng: entry.data.coordinates.lng,
          start: clock(start),
          minutes: stop.minutes,
          ...(next ? { mode: stop.mode, next } : {}),
          ...(stop.note ? { tip: stop.note } : {}),
        };
      }),
    };
  });
}
