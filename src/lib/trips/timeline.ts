/**
 * The my-trips timeline: entries from several sources (saved schedules now; booking orders once the
 * booking engine lands) on one list by date. A source only says how to load its entries; the
 * timeline sorts and groups them, so adding a source changes no other source's code.
 */
export interface TimelineEntry<T = unknown> {
  /** Unique across sources: the source's kind and the item's id. */
  key: string;
  kind: string;
  /** First and last day, YYYY-MM-DD (Vietnam's calendar). */
  startDate: string;
  endDate: string;
  item: T;
}

export interface TimelineGroups {
  upcoming: TimelineEntry[];
  past: TimelineEntry[];
}

/** Adds days to a calendar date. @example addDays('2026-12-31', 1) // '2027-01-01' */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Entries of every source in one order: trips under way or ahead first, soonest first; then past
 * trips, most recent first. `today` is a YYYY-MM-DD date.
 */
export function groupTimeline(entries: readonly TimelineEntry[], today: string): TimelineGroups {
  const byStart = [...entries].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.key.localeCompare(b.key));
  return {
    upcoming: byStart.filter((entry) => entry.endDate >= today),
    past: byStart.filter((entry) => entry.endDate < today).reverse(),
  };
}
