import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '#lib/api/client.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import { $signedIn, openLoginPopup } from '#stores/auth.ts';
import { toast } from '#stores/toasts.ts';
import type { Schedule, ScheduleConflict } from '../../contract.ts';
import { planOf, type Draft } from '../../draft.ts';
import { $plannerDraft, editDraft } from '../../planner-draft.ts';
import { SCHEDULE_LIMITS } from '../../schedule-limits.ts';
import { schedulesApi } from './schedules-api.ts';

/** How a save goes: as a new schedule or over the one the draft came from, as a copy, or over a newer version. */
type SaveMode = 'save' | 'copy' | 'overwrite';

/**
 * Saving the draft as a schedule. Signed out, a save asks for a sign-in and goes through on the
 * page that opens signed in; a version saved meanwhile elsewhere comes back as `conflict`.
 */
export function useSavePlan(
  draft: Draft | null,
  t: IslandTranslate,
  announce: (text: string) => void,
  onProblems: (problems: string[]) => void,
  myTripsPath: string,
) {
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Schedule>();

  const save = useCallback(
    async (mode: SaveMode = 'save', over?: Schedule) => {
      const current = $plannerDraft.get();
      if (!current || saving) return;
      if (!$signedIn.get()) {
        // The page reloads after a sign-in (spec section 4): the wish to save outlives it in this tab.
        sessionStorage.setItem(STORAGE_KEYS.plannerSaveAfterSignIn, '1');
        announce(t('create.save.signIn'));
        openLoginPopup();
        return;
      }
      setSaving(true);
      onProblems([]);
      try {
        const plan = planOf(current);
        let schedule: Schedule;
        if (mode === 'copy')
          schedule = await schedulesApi.create({
            ...plan,
            title: t('copyTitle', { title: plan.title }).slice(0, SCHEDULE_LIMITS.titleMax),
          });
        else if (mode === 'overwrite' && over) schedule = await schedulesApi.update(over.id, over.version, plan);
        else if (current.saved) schedule = await schedulesApi.update(current.saved.id, current.saved.version, plan);
        else schedule = await schedulesApi.create(plan);
        editDraft((d) => ({ ...d, title: schedule.title, saved: { id: schedule.id, version: schedule.version } }));
        setConflict(undefined);
        const message = t('create.save.done', { title: schedule.title });
        announce(message);
        toast({
          title: message,
          color: 'success',
          icon: 'success',
          actions: [{ label: t('create.save.open'), href: myTripsPath }],
        });
      } catch (error) {
        if (error instanceof ApiCallError && error.code === 'CONFLICT') {
          setConflict((error.data as ScheduleConflict).current);
          announce(t('create.conflict.title'));
        } else if (error instanceof ApiCallError && error.code === 'VALIDATION_ERROR') {
          onProblems(Object.values(error.fields));
        } else if (!(error instanceof ApiCallError && error.code === 'SIGN_IN_REQUIRED')) {
          onProblems([failureMessage(error, t)]);
        }
      } finally {
        setSaving(false);
      }
    },
    [saving, t, announce, onProblems, myTripsPath],
  );

  // A save asked for while signed out goes through on the page that opens signed in: a sign-in
  // ends with a reload (spec section 4), so a save started when the tokens arrive would be cut off
  // by it. The draft never left localStorage; the wish to save waited in sessionStorage.
  const [openedSignedIn] = useState(() => $signedIn.get());
  useEffect(() => {
    if (!openedSignedIn || !draft || sessionStorage.getItem(STORAGE_KEYS.plannerSaveAfterSignIn) !== '1') return;
    sessionStorage.removeItem(STORAGE_KEYS.plannerSaveAfterSignIn);
    void save();
  }, [openedSignedIn, draft, save]);

  return { save, saving, conflict, dismissConflict: () => setConflict(undefined) };
}
