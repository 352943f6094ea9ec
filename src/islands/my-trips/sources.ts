import { createElement, type ComponentType, type ReactNode } from 'react';
import type { IslandTranslate } from '../../lib/i18n/island-translator.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { TimelineEntry } from '../../lib/trips/timeline.ts';

/** What an entry's view gets: the entry, the page's language and paths, and a way to ask for a reload. */
export interface EntryViewProps<T> {
  entry: TimelineEntry<T>;
  locale: Locale;
  t: IslandTranslate;
  paths: { planner: string; shared: string };
  /** The entry changed on the server (renamed, copied, deleted): the timeline loads again. */
  onChanged: (announcement: string) => void;
}

/**
 * One source of the my-trips timeline: how to load its entries and how to show one. Schedules are
 * one source (./schedule-source.tsx); the booking engine's orders become another, listed beside
 * it in ./all-sources.ts, without a change to either.
 */
export interface TripSource<T> {
  kind: string;
  load: () => Promise<TimelineEntry<T>[]>;
  View: ComponentType<EntryViewProps<T>>;
}

/** A source as the timeline holds it: entries of unknown items, each shown by its own source's view. */
export interface AnyTripSource {
  kind: string;
  load: () => Promise<TimelineEntry[]>;
  render: (props: EntryViewProps<unknown>) => ReactNode;
}

/** Keeps a source's item type between its loader and its view, behind one type for the list. */
export function defineTripSource<T>(source: TripSource<T>): AnyTripSource {
  const { View } = source;
  return {
    kind: source.kind,
    load: source.load,
    // The timeline hands a view only the entries its own source loaded (matched by kind).
    render: (props) => createElement(View, props as EntryViewProps<T>),
  };
}
