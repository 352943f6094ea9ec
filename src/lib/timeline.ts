/**
 * The my-trips timeline: entries from several sources (saved schedules, booked lines) on one list
 * by date. A source only says how to load its entries; the timeline sorts and groups them, so
 * adding a source changes no other source's code.
 */
export interface TimelineEntry<T = unknown> {
  /** Unique across sources: the source's kind and the item's id. */
  key: string;
  kind: string;
  /** First and last day, YYYY-MM-DD (Vietnam's calendar). */
  startDate: string;
  endDate: string;
  /** When on its first day it starts, `HH:MM`, if it has a time: orders a day's entries. */
  startTime?: string;
  item: T;
}

/** By first day, then time on that day (untimed first), then key: a stable order for a day's entries. */
const byStart = (a: TimelineEntry, b: TimelineEntry) =>
  a.startDate.localeCompare(b.startDate) ||
  (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
  a.key.localeCompare(b.key);

export interface TimelineGroups {
  upcoming: TimelineEntry[];
  past: TimelineEntry[];
}

/**
 * Entries of every source in one order: trips under way or ahead first, soonest first; then past
 * trips, most recent first. `today` is a YYYY-MM-DD date.
 */
export function groupTimeline(entries: readonly TimelineEntry[], today: string): TimelineGroups {
  const sorted = [...entries].sort(byStart);
  return {
    upcoming: sorted.filter((entry) => entry.endDate >= today),
    past: sorted.filter((entry) => entry.endDate < today).reverse(),
  };
}

/** A timeline whose entries of some sources sit on the days of a trip (the `onItsDays` of its key). */
export interface PlacedTimeline {
  entries: TimelineEntry[];
  onItsDays: Map<string, TimelineEntry[]>;
}

/**
 * Puts each entry that is not a trip on the days of the first trip (by start) whose days hold its
 * first day, so a booking during a saved trip reads on that trip's day; the others stay on the
 * timeline by themselves. `isTrip` tells a trip's entries from the rest.
 */
export function placeOnTrips(
  entries: readonly TimelineEntry[],
  isTrip: (entry: TimelineEntry) => boolean,
): PlacedTimeline {
  const trips = entries.filter(isTrip).sort(byStart);
  const onItsDays = new Map<string, TimelineEntry[]>();
  const alone: TimelineEntry[] = [];
  for (const entry of entries) {
    if (isTrip(entry)) {
      alone.push(entry);
      continue;
    }
    const trip = trips.find(
      (candidate) => candidate.startDate <= entry.startDate && entry.startDate <= candidate.endDate,
    );
    if (!trip) alone.push(entry);
    else onItsDays.set(trip.key, [...(onItsDays.get(trip.key) ?? []), entry]);
  }
  for (const placed of onItsDays.values()) placed.sort(byStart);
  return { entries: alone, onItsDays };
}
