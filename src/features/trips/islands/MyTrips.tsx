import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiCallError } from '#lib/api/client.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { BookedDetail } from '#features/booking/booked-details.ts';
import { groupTimeline, placeOnTrips, type TimelineEntry } from '#lib/timeline.ts';
import { tomorrowInVietnam } from '../draft.ts';
import { $signedIn } from '#stores/auth.ts';
import { keepTrips, savedTrips } from '#features/booking/saved-bookings.ts';
import { when } from '#features/booking/islands/OrderDetail.tsx';
import { tripSources } from './my-trips/all-sources.ts';
import type { AnyTripSource, EntryViewProps } from './my-trips/sources.ts';
import './planner/planner.css';
import './my-trips/my-trips.css';

interface Props {
  locale: Locale;
  strings: Record<string, string>;
  paths: { planner: string; shared: string };
  /** Names, times and addresses of what can be booked, built with the page (booked-details.ts). */
  details: Record<string, BookedDetail>;
}

type State =
  | { type: 'loading' }
  /** `savedAt`: offline, this device's copy from when the server last answered. */
  | { type: 'ready'; entries: TimelineEntry[]; savedAt?: number }
  | { type: 'failed'; message: string };

/** Today in Vietnam's calendar. */
const todayInVietnam = () => tomorrowInVietnam(new Date(Date.now() - 24 * 3_600_000));

/**
 * /my-trips for a signed-in visitor: every source's entries on one timeline, upcoming first, then
 * past ones; a booking during a saved trip sits on that trip's day.
 */
export default function MyTrips({ locale, strings, paths, details }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const signedIn = useStore($signedIn);
  const [state, setState] = useState<State>({ type: 'loading' });
  const [announcement, setAnnouncement] = useState('');
  const all = useMemo(() => tripSources(details), [details]);
  const sources = useMemo(() => new Map<string, AnyTripSource>(all.map((s) => [s.kind, s])), [all]);

  const load = useCallback(async () => {
    try {
      const lists = await Promise.all(all.map((source) => source.load()));
      keepTrips(lists.flat());
      setState({ type: 'ready', entries: lists.flat() });
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'SIGN_IN_REQUIRED') return;
      const saved = error instanceof ApiCallError && error.code === 'NETWORK_ERROR' ? savedTrips() : undefined;
      if (saved) return setState({ type: 'ready', entries: saved.value, savedAt: saved.savedAt });
      setState({ type: 'failed', message: failureMessage(error, t) });
    }
  }, [t, all]);

  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);

  const onChanged = useCallback(
    (text: string) => {
      setAnnouncement(text);
      void load();
    },
    [load],
  );

  if (!signedIn) return null;
  const placed =
    state.type === 'ready'
      ? placeOnTrips(state.entries, (entry) => sources.get(entry.kind)?.isTrip ?? false)
      : undefined;
  const groups = placed ? groupTimeline(placed.entries, todayInVietnam()) : undefined;
  const view = (entry: TimelineEntry, more: Partial<EntryViewProps<unknown>> = {}) =>
    sources.get(entry.kind)?.render({ entry, locale, t, paths, onChanged, ...more });
  const section = (id: 'upcoming' | 'past', entries: TimelineEntry[]) =>
    entries.length > 0 && (
      <section className="my-trips__group" aria-labelledby={`my-trips-${id}`}>
        <h2 id={`my-trips-${id}`}>{t(`myTrips.${id}`)}</h2>
        <ol className="my-trips__list">
          {entries.map((entry) => (
            <li key={entry.key}>
              {view(entry, {
                onItsDays: placed?.onItsDays.get(entry.key),
                renderOnDay: (onDay) => view(onDay, { onDay: true }),
              })}
            </li>
          ))}
        </ol>
      </section>
    );

  return (
    <div className="my-trips">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {state.type === 'loading' && <p>{t('myTrips.loading')}</p>}
      {state.type === 'ready' && state.savedAt !== undefined && (
        <p className="my-trips__saved" role="status" data-testid="trips-saved">
          {t('myTrips.savedCopy', { time: when(new Date(state.savedAt).toISOString(), locale) })}
        </p>
      )}
      {state.type === 'failed' && (
        <p role="alert">
          {state.message}{' '}
          <button type="button" className="button button--ghost" onClick={() => void load()}>
            {t('myTrips.retry')}
          </button>
        </p>
      )}
      {groups && groups.upcoming.length + groups.past.length === 0 && (
        <div className="my-trips__empty">
          <p>{t('myTrips.empty')}</p>
          <a className="button button--primary" href={paths.planner}>
            {t('myTrips.plan')}
          </a>
        </div>
      )}
      {groups && section('upcoming', groups.upcoming)}
      {groups && section('past', groups.past)}
    </div>
  );
}
