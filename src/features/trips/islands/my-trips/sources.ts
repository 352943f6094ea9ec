import { createElement, type ComponentType, type ReactNode } from 'react';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { TimelineEntry } from '#lib/timeline.ts';

/** What an entry's view gets: the entry, the page's language and paths, and a way to ask for a reload. */
export interface EntryViewProps<T> {
  entry: TimelineEntry<T>;
  locale: Locale;
  t: IslandTranslate;
  paths: { planner: string; shared: string };
  /** The entry changed on the server (renamed, copied, deleted): the timeline loads again. */
  onChanged: (announcement: string) => void;
  /** A trip's: the entries of other sources on its days (its bookings), placed by the timeline. */
  onItsDays?: TimelineEntry[];
  /** Shows one of `onItsDays` on the trip's day, by that entry's own source's view. */
  renderOnDay?: (entry: TimelineEntry) => ReactNode;
  /** Shown on a trip's day, under the day's heading, rather than by itself on the timeline. */
  onDay?: boolean;
}

/**
 * One source of the my-trips timeline: how to load its entries and how to show one. Schedules are
 * one source (./schedule-source.ts), booked lines another (./booking-source.ts), listed side by side
 * in ./all-sources.ts without a change to either.
 */
export interface TripSource<T> {
  kind: string;
  /** Its entries are trips: entries of other sources on their days are shown on those days. */
  isTrip?: boolean;
  load: () => Promise<TimelineEntry<T>[]>;
  View: ComponentType<EntryViewProps<T>>;
}

/** A source as the timeline holds it: entries of unknown items, each shown by its own source's view. */
export interface AnyTripSource {
  kind: string;
  isTrip: boolean;
  load: () => Promise<TimelineEntry[]>;
  render: (props: EntryViewProps<unknown>) => ReactNode;
}

/** Keeps a source's item type between its loader and its view, behind one type for the list. */
export function defineTripSource<T>(source: TripSource<T>): AnyTripSource {
  const { View } = source;
  return {
    kind: source.kind,
    isTrip: source.isTrip ?? false,
    load: source.load,
    // The timeline hands a view only the entries its own source loaded (matched by kind).
    render: (props) => createElement(View, props as EntryViewProps<T>),
  };
}
