import { SCHEDULE_LIMITS } from './schedule-limits.ts';
import type { Day as SavedDay, Schedule } from './contract.ts';
import type { ItineraryPlan } from '#lib/travel/plan.ts';
import type { TravelMode } from '#lib/travel/travel.ts';

/*
 * The planner's draft: the plan being edited, with what the screen needs of each place (its name
 * and position in the visitor's language) kept beside the slug, so a reload shows it at once. Every
 * edit is a pure function from one draft to the next (tested in tests/unit/planner-draft.test.ts);
 * the store (src/features/trips/planner-draft.ts) only keeps the result.
 */

export interface DraftStop {
  /** Unique within the draft: React keys and drag and drop follow a stop, not its position. */
  key: string;
  place: string;
  name: string;
  lat: number;
  lng: number;
  /** "HH:MM", or '' when the stop has no fixed time. */
  start: string;
  minutes: number;
  /** How the next stop of the day is reached. */
  mode: TravelMode;
  note: string;
}

export interface DraftDay {
  key: string;
  stops: DraftStop[];
}

export interface Draft {
  title: string;
  /** YYYY-MM-DD. */
  startDate: string;
  days: DraftDay[];
  /** The saved schedule this draft edits and the version it was loaded at; absent until saved. */
  saved?: { id: string; version: number };
  /** The itinerary it started from, for the heading. */
  from?: string;
}

/** A place as the search, the map and plan.json give it. */
export interface PlaceChoice {
  slug: string;
  name: string;
  lat: number;
  lng: number;
}

const newKey = () => crypto.randomUUID();

/** Tomorrow in Vietnam's calendar, as the first day of a new plan. */
export function tomorrowInVietnam(now = new Date()): string {
  return new Date(now.getTime() + (7 + 24) * 3_600_000).toISOString().slice(0, 10);
}

export const emptyDraft = (title: string, now?: Date): Draft => ({
  title,
  startDate: tomorrowInVietnam(now),
  days: [{ key: newKey(), stops: [] }],
});

export const stopCount = (draft: Draft): number => draft.days.reduce((sum, day) => sum + day.stops.length, 0);

const withDays = (draft: Draft, days: DraftDay[]): Draft => ({ ...draft, days });

export function addStop(draft: Draft, dayIndex: number, place: PlaceChoice): Draft {
  if (stopCount(draft) >= SCHEDULE_LIMITS.stops || !draft.days[dayIndex]) return draft;
  const stop: DraftStop = {
    key: newKey(),
    place: place.slug,
    name: place.name,
    lat: place.lat,
    lng: place.lng,
    start: '',
    minutes: 60,
    mode: 'car',
    note: '',
  };
  return withDays(
    draft,
    draft.days.map((day, d) => (d === dayIndex ? { ...day, stops: [...day.stops, stop] } : day)),
  );
}

export function removeStop(draft: Draft, dayIndex: number, stopIndex: number): Draft {
  return withDays(
    draft,
    draft.days.map((day, d) => (d === dayIndex ? { ...day, stops: day.stops.filter((_, s) => s !== stopIndex) } : day)),
  );
}

export function updateStop(draft: Draft, dayIndex: number, stopIndex: number, changes: Partial<DraftStop>): Draft {
  return withDays(
    draft,
    draft.days.map((day, d) =>
      d === dayIndex
        ? {
            ...day,
            stops: day.stops.map((stop, s) => (s === stopIndex ? { ...stop, ...changes, key: stop.key } : stop)),
          }
        : day,
    ),
  );
}

/**
 * Moves a stop to position `toIndex` of day `toDay` (the same day or another); positions beyond
 * the end put it last. Answers the draft unchanged when nothing moves. The moved stop loses its
 * fixed time: the others keep theirs, so their order still agrees with their times (a stop moved
 * before an earlier one would otherwise overlap it), and the traveller sets a new one if wanted.
 */
export function moveStop(draft: Draft, fromDay: number, fromIndex: number, toDay: number, toIndex: number): Draft {
  const stop = draft.days[fromDay]?.stops[fromIndex];
  if (!stop || !draft.days[toDay]) return draft;
  const days = draft.days.map((day) => ({ ...day, stops: [...day.stops] }));
  days[fromDay]?.stops.splice(fromIndex, 1);
  const target = days[toDay]?.stops ?? [];
  const at = Math.max(0, Math.min(toIndex, target.length));
  if (fromDay === toDay && at === fromIndex) return draft;
  target.splice(at, 0, { ...stop, start: '' });
  return withDays(draft, days);
}

export function addDay(draft: Draft): Draft {
  if (draft.days.length >= SCHEDULE_LIMITS.days) return draft;
  return withDays(draft, [...draft.days, { key: newKey(), stops: [] }]);
}

/** Removes a day and its stops; the last day stays (a plan has at least one). */
export function removeDay(draft: Draft, dayIndex: number): Draft {
  if (draft.days.length <= 1) return draft;
  return withDays(
    draft,
    draft.days.filter((_, d) => d !== dayIndex),
  );
}

/** A reference itinerary's plan (plan.json) as a new, unsaved draft. */
export function draftFromItinerary(plan: ItineraryPlan, now?: Date): Draft {
  return {
    title: plan.title.slice(0, SCHEDULE_LIMITS.titleMax),
    startDate: tomorrowInVietnam(now),
    from: plan.slug,
    days: plan.days.slice(0, SCHEDULE_LIMITS.days).map((day) => ({
      key: newKey(),
      stops: day.stops.map((stop) => ({
        key: newKey(),
        place: stop.place,
        name: stop.name,
        lat: stop.lat,
        lng: stop.lng,
        start: stop.start,
        minutes: stop.minutes,
        mode: stop.mode ?? 'car',
        note: (stop.tip ?? '').slice(0, SCHEDULE_LIMITS.noteMax),
      })),
    })),
  };
}

/** A saved schedule as a draft, with names and positions from the place index of the visitor's language. */
export function draftFromSchedule(schedule: Schedule, places: ReadonlyMap<string, PlaceChoice>): Draft {
  return {
    title: schedule.title,
    startDate: schedule.startDate,
    saved: { id: schedule.id, version: schedule.version },
    days: schedule.days.map((day) => ({
      key: newKey(),
      stops: day.stops.map((stop) => {
        const place = places.get(stop.place);
        return {
          key: newKey(),
          place: stop.place,
          name: place?.name ?? stop.place,
          lat: place?.lat ?? 0,
          lng: place?.lng ?? 0,
          start: stop.start ?? '',
          minutes: stop.minutes,
          mode: stop.mode,
          note: stop.note,
        };
      }),
    })),
  };
}

/** What customSchedule/create and /update take from the draft. */
export function planOf(draft: Draft): { title: string; startDate: string; days: SavedDay[] } {
  return {
    title: draft.title,
    startDate: draft.startDate,
    days: draft.days.map((day) => ({
      stops: day.stops.map((stop) => ({
        place: stop.place,
        start: stop.start || null,
        minutes: stop.minutes,
        mode: stop.mode,
        note: stop.note,
      })),
    })),
  };
}
