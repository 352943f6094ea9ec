import { useEffect } from 'react';
import { failureMessage } from '#lib/api/failure-message.ts';
import { loadGeoIndex, type GeoIndex } from '#lib/geo/geo-index.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { draftFromItinerary, draftFromSchedule, emptyDraft } from '../../draft.ts';
import type { ItineraryPlan } from '#lib/travel/plan.ts';
import { $plannerDraft, replaceDraft } from '../../planner-draft.ts';
import { schedulesApi } from './schedules-api.ts';

export const placeMap = (places: GeoIndex['places']) => new Map(places.map((p) => [p.slug, p]));

/**
 * What the address asks for: an itinerary to start from (`?from=`), or a saved schedule to edit
 * (`?id=`, `&print` to print it). Once loaded, the address loses the question, so a reload keeps
 * the draft as edited since; with no question and no draft, an empty one starts.
 */
export function useDraftFromAddress(
  prefix: string,
  t: IslandTranslate,
  announce: (text: string) => void,
  onProblems: (problems: string[]) => void,
) {
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const from = params.get('from');
    const id = params.get('id');
    const settle = () => history.replaceState(history.state, '', location.pathname);
    if (from && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(from)) {
      fetch(`${prefix}/schedule-reference/${from}/plan.json`)
        .then((response) => {
          if (!response.ok) throw new Error(`plan.json: HTTP ${response.status}`);
          return response.json() as Promise<ItineraryPlan>;
        })
        .then((plan) => {
          replaceDraft(draftFromItinerary(plan));
          announce(t('create.announce.started', { title: plan.title }));
          settle();
        })
        .catch(() => onProblems([t('create.fromFailed')]));
    } else if (id) {
      Promise.all([schedulesApi.get(id), loadGeoIndex(prefix)])
        .then(([schedule, index]) => {
          replaceDraft(draftFromSchedule(schedule, placeMap(index.places)));
          settle();
          if (params.has('print')) requestAnimationFrame(() => print());
        })
        .catch((error: unknown) => onProblems([failureMessage(error, t)]));
    } else if (!$plannerDraft.get()) {
      replaceDraft(emptyDraft(t('create.untitled')));
    }
  }, [prefix, t, announce, onProblems]);
}
