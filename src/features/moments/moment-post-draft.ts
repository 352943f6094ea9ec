import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/** The photo post being written: its words, tags as typed and place; the pictures are in IndexedDB. */
export interface PostDraft {
  text: string;
  tags: string;
  place: { slug: string; name: string } | null;
  /** How many pictures were chosen: when IndexedDB lost them, the composer says so. */
  pictures: number;
}

export const EMPTY_POST_DRAFT: PostDraft = { text: '', tags: '', place: null, pictures: 0 };

/**
 * Kept in localStorage, so a reload, a sign-in or a visit elsewhere finds the draft as it was
 * (src/features/moments/draft-files.ts keeps its pictures). Read it in the browser only.
 */
export const $postDraft = persistentAtom<PostDraft>(STORAGE_KEYS.momentsPostDraft, EMPTY_POST_DRAFT, {
  listen: false,
  encode: JSON.stringify,
  decode: (raw) => decodePostDraft(raw),
});

/** A stored draft read back; anything unreadable is an empty draft. The reel draft shares it. */
export function decodePostDraft(raw: string): PostDraft {
  try {
    const value = JSON.parse(raw) as Partial<PostDraft>;
    return {
      text: typeof value.text === 'string' ? value.text : '',
      tags: typeof value.tags === 'string' ? value.tags : '',
      place:
        value.place && typeof value.place.slug === 'string' && typeof value.place.name === 'string'
          ? { slug: value.place.slug, name: value.place.name }
          : null,
      pictures: Number.isInteger(value.pictures) ? Number(value.pictures) : 0,
    };
  } catch {
    return EMPTY_POST_DRAFT;
  }
}

export function editPostDraft(change: Partial<PostDraft>): void {
  $postDraft.set({ ...$postDraft.get(), ...change });
}

export function clearPostDraft(): void {
  $postDraft.set(EMPTY_POST_DRAFT);
}
