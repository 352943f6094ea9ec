import { persistentAtom } from '@nanostores/persistent';
import type { Draft } from './draft.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/**
 * The plan being built in /schedule-reference/create: in localStorage, so it survives a reload,
 * a sign-in and a visit to another page. Read it in the browser only (persistent stores have no
 * storage on the server). null: no draft yet.
 *
 * Tabs do not follow each other's edits (`listen: false`): a tab that opens another schedule must
 * not swap the plan under the visitor's cursor in the first, and two tabs editing one schedule are
 * told about each other by the version check when they save (decision 0027). The last tab to
 * change the draft is the one a reload shows.
 */
export const $plannerDraft = persistentAtom<Draft | null>(STORAGE_KEYS.plannerDraft, null, {
  listen: false,
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const value = JSON.parse(raw) as Draft | null;
      return value && typeof value === 'object' && Array.isArray(value.days) ? value : null;
    } catch {
      return null;
    }
  },
});

/** Applies one edit (a pure function of src/features/trips/draft.ts) to the draft. */
export function editDraft(edit: (draft: Draft) => Draft): void {
  const draft = $plannerDraft.get();
  if (draft) $plannerDraft.set(edit(draft));
}

export function replaceDraft(draft: Draft | null): void {
  $plannerDraft.set(draft);
}
