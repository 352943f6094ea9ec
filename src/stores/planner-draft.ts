import { persistentAtom } from '@nanostores/persistent';
import type { Draft } from '../lib/trips/draft.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/**
 * The plan being built in /schedule-reference/create: in localStorage, so it survives a reload,
 * a sign-in and a visit to another page, and every tab sees the same draft. Read it in the browser
 * only (persistent stores have no storage on the server). null: no draft yet.
 */
export const $plannerDraft = persistentAtom<Draft | null>(STORAGE_KEYS.plannerDraft, null, {
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

/** Applies one edit (a pure function of src/lib/trips/draft.ts) to the draft. */
export function editDraft(edit: (draft: Draft) => Draft): void {
  const draft = $plannerDraft.get();
  if (draft) $plannerDraft.set(edit(draft));
}

export function replaceDraft(draft: Draft | null): void {
  $plannerDraft.set(draft);
}
