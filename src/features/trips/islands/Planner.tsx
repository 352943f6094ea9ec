import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { RouteDay, RouteMarker } from '#components/maps/route-map.ts';
import { SCHEDULE_LIMITS } from '../schedule-limits.ts';
import { loadGeoIndex, type GeoIndex } from '#lib/geo/geo-index.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import {
  addDay,
  addStop,
  draftFromSchedule,
  emptyDraft,
  moveStop,
  removeDay,
  removeStop,
  stopCount,
  updateStop,
  type PlaceChoice,
} from '../draft.ts';
import { matchPlaces } from '../place-search.ts';
import { spendOf, tripBudget, type PlaceCost } from '#lib/travel/budget.ts';
import { $signedIn } from '#stores/auth.ts';
import { $plannerDraft, editDraft, replaceDraft } from '../planner-draft.ts';
import { DayCard } from './planner/DayCard.tsx';
import { PlaceSearch } from './planner/PlaceSearch.tsx';
import { PlannerMap } from './planner/PlannerMap.tsx';
import { PlanBudget } from './planner/PlanBudget.tsx';
import { placeMap, useDraftFromAddress } from './planner/use-draft-from-address.ts';
import { usePlanBookings } from './planner/use-plan-bookings.ts';
import { useSavePlan } from './planner/use-save-plan.ts';
import { useFirstDeferred } from './planner/use-first-deferred.ts';
import type { StopPosition } from './planner/StopCard.tsx';
import './planner/planner.css';

interface Props {
  locale: Locale;
  /** planner:create., trips: durations, legs and map, common:apiError. */
  strings: Record<string, string>;
  /** The locale's path prefix ('' for Vietnamese, '/en', '/zh'). */
  prefix: string;
  /** /my-trips/ in this language. */
  myTripsPath: string;
  tiles: { url: string; attribution: string };
  /** The guide place each ticket's attraction admits to (`ticket:<attraction>`), for the budget. */
  ticketPlaces: Record<string, string>;
}

type Places = GeoIndex['places'];
/**
 * /schedule-reference/create: build a schedule from scratch or from a reference itinerary, day by
 * day, signed in or not. The draft lives in a persistent store; saving needs a sign-in, and a save
 * asked for while signed out goes through once the visitor has signed in.
 */
export default function Planner({ locale, strings, prefix, myTripsPath, tiles, ticketPlaces }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const draft = useFirstDeferred(useStore($plannerDraft));
  const signedIn = useStore($signedIn);
  const [places, setPlaces] = useState<Places>();
  const [announcement, setAnnouncement] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const bookings = usePlanBookings(signedIn, ticketPlaces);

  const announce = useCallback((text: string) => setAnnouncement(text), []);

  useEffect(() => {
    loadGeoIndex(prefix)
      // The places re-render the search, the budget and every day: in the background, like the plan.
      .then((index) => startTransition(() => setPlaces(index.places)))
      .catch(() => setPlaces([]));
  }, [prefix]);

  useDraftFromAddress(prefix, t, announce, setProblems);
  const { save, saving, conflict, dismissConflict } = useSavePlan(draft, t, announce, setProblems, myTripsPath);

  const add = useCallback(
    (dayIndex: number, place: PlaceChoice) => {
      const before = $plannerDraft.get();
      if (!before) return;
      if (stopCount(before) >= SCHEDULE_LIMITS.stops) {
        announce(t('create.limit.stops', { max: SCHEDULE_LIMITS.stops }));
        return;
      }
      editDraft((d) => addStop(d, dayIndex, place));
      announce(t('create.announce.added', { name: place.name, day: dayIndex + 1 }));
    },
    [announce, t],
  );

  const move = useCallback(
    (from: StopPosition, to: StopPosition) => {
      const before = $plannerDraft.get();
      const stop = before?.days[from.day]?.stops[from.stop];
      if (!before || !stop) return;
      const after = moveStop(before, from.day, from.stop, to.day, to.stop);
      if (after === before) return;
      replaceDraft(after);
      const position = (after.days[to.day]?.stops.findIndex((s) => s.key === stop.key) ?? 0) + 1;
      announce(t('create.announce.moved', { name: stop.name, position, day: to.day + 1 }));
    },
    [announce, t],
  );

  const routeDays = useMemo<RouteDay[]>(
    () =>
      (draft?.days ?? []).map((day, d) => ({
        title: t('day', { n: d + 1 }),
        stops: day.stops.map((stop, s) => ({ lat: stop.lat, lng: stop.lng, name: stop.name, label: String(s + 1) })),
      })),
    [draft?.days, t],
  );
  // The map offers the places the search found (at most a few): the whole catalogue's markers
  // would crowd into targets too small to hit on a phone.
  const markers = useMemo<RouteMarker[]>(
    () =>
      matchPlaces(places ?? [], query).map((p) => ({ id: p.slug, lat: p.lat, lng: p.lng, name: p.name, url: p.url })),
    [places, query],
  );
  const costs = useMemo(
    () => new Map<string, PlaceCost>((places ?? []).map((p) => [p.slug, { cost: p.cost, spend: spendOf(p.kind) }])),
    [places],
  );
  const budget = useMemo(
    () =>
      draft && places
        ? tripBudget(
            draft.startDate,
            draft.days.map((day) => day.stops.map((s) => ({ place: s.place, coordinates: s, mode: s.mode }))),
            (place) => costs.get(place),
            bookings,
          )
        : undefined,
    [draft, places, costs, bookings],
  );
  const lastDay = (draft?.days.length ?? 1) - 1;
  const addFromMap = useCallback(
    (marker: RouteMarker) => add(lastDay, { slug: marker.id, name: marker.name, lat: marker.lat, lng: marker.lng }),
    [add, lastDay],
  );

  if (!draft)
    return (
      <p className="planner__loading" role="status">
        {t('create.loading')}
      </p>
    );

  return (
    <div className="planner">
      <p className="visually-hidden" role="status" aria-live="polite" data-planner-announcer>
        {announcement}
      </p>
      <section className="planner-details" aria-label={t('create.details')}>
        <label className="planner-field planner-field--wide">
          <span>{t('create.title')}</span>
          <input
            type="text"
            value={draft.title}
            maxLength={SCHEDULE_LIMITS.titleMax}
            required
            onChange={(event) => editDraft((d) => ({ ...d, title: event.target.value }))}
          />
        </label>
        <label className="planner-field">
          <span>{t('create.startDate')}</span>
          <input
            type="date"
            value={draft.startDate}
            required
            onChange={(event) => event.target.value && editDraft((d) => ({ ...d, startDate: event.target.value }))}
          />
        </label>
        <p className="planner-details__state">
          {draft.saved ? t('create.state.saved', { version: draft.saved.version }) : t('create.state.draft')}
        </p>
      </section>

      <PlaceSearch places={places} query={query} onQuery={setQuery} dayCount={draft.days.length} t={t} onAdd={add} />

      <div className="planner-days">
        {draft.days.map((day, d) => (
          <DayCard
            key={day.key}
            day={day}
            dayIndex={d}
            dayCount={draft.days.length}
            locale={locale}
            t={t}
            onChangeStop={(s, changes) => editDraft((x) => updateStop(x, d, s, changes))}
            onMove={move}
            onRemoveStop={(s) => {
              const name = day.stops[s]?.name ?? '';
              editDraft((x) => removeStop(x, d, s));
              announce(t('create.announce.removed', { name, day: d + 1 }));
            }}
            onRemoveDay={() => {
              editDraft((x) => removeDay(x, d));
              announce(t('create.announce.dayRemoved', { n: d + 1 }));
            }}
          />
        ))}
        <button
          type="button"
          className="button button--ghost planner-days__add"
          disabled={draft.days.length >= SCHEDULE_LIMITS.days}
          onClick={() => {
            editDraft(addDay);
            announce(t('create.announce.dayAdded', { n: draft.days.length + 1 }));
          }}
        >
          {t('create.day.add')}
        </button>
      </div>

      {budget && <PlanBudget budget={budget} locale={locale} t={t} />}

      <PlannerMap tiles={tiles} days={routeDays} markers={markers} t={t} onAdd={addFromMap} />

      {conflict && (
        <section className="planner-conflict" role="alert" aria-labelledby="planner-conflict-title">
          <h2 id="planner-conflict-title">{t('create.conflict.title')}</h2>
          <p>{t('create.conflict.text', { version: conflict.version, title: conflict.title })}</p>
          <div className="planner-actions">
            <button type="button" className="button button--primary" onClick={() => void save('copy')}>
              {t('create.conflict.copy')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                if (!places) return;
                replaceDraft(draftFromSchedule(conflict, placeMap(places)));
                dismissConflict();
                announce(t('create.conflict.reloaded'));
              }}
            >
              {t('create.conflict.reload')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => void save('overwrite', conflict)}>
              {t('create.conflict.overwrite')}
            </button>
          </div>
        </section>
      )}

      {problems.length > 0 && (
        <div className="planner-problems" role="alert">
          <p>{t('create.problems')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="planner-actions planner-actions--bar">
        <button type="button" className="button button--primary" disabled={saving} onClick={() => void save()}>
          {saving ? t('create.save.busy') : signedIn ? t('create.save.action') : t('create.save.signInAction')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => print()}>
          {t('create.print')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            if (!confirm(t('create.reset.confirm'))) return;
            replaceDraft(emptyDraft(t('create.untitled')));
            announce(t('create.reset.done'));
          }}
        >
          {t('create.reset.action')}
        </button>
        <a className="button button--ghost" href={myTripsPath}>
          {t('create.myTrips')}
        </a>
      </div>
    </div>
  );
}
