import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import { decodePostDraft, EMPTY_POST_DRAFT, type PostDraft } from './moment-post-draft.ts';

/**
 * The reel being written: the photo draft's words, tags and place, and the video once uploaded
 * (the server keeps an upload a day, so a reload finds it and the reel can still be shared).
 */
export interface ReelDraft extends PostDraft {
  upload: { id: string; name: string } | null;
}

export const EMPTY_REEL_DRAFT: ReelDraft = { ...EMPTY_POST_DRAFT, upload: null };

/** In localStorage beside the photo draft; read it in the browser only. */
export const $reelDraft = persistentAtom<ReelDraft>(STORAGE_KEYS.momentsReelDraft, EMPTY_REEL_DRAFT, {
  listen: false,
  encode: JSON.stringify,
  decode: (raw) => {
    const upload = (() => {
      try {
        const value = (JSON.parse(raw) as { upload?: { id?: unknown; name?: unknown } }).upload;
        return typeof value?.id === 'string' && typeof value.name === 'string'
          ? { id: value.id, name: value.name }
          : null;
      } catch {
        return null;
      }
    })();
    return { ...decodePostDraft(raw), upload };
  },
});

export function editReelDraft(change: Partial<ReelDraft>): void {
  $reelDraft.set({ ...$reelDraft.get(), ...change });
}

export function clearReelDraft(): void {
  $reelDraft.set(EMPTY_REEL_DRAFT);
}
