import { STORAGE_KEYS } from './storage-keys.ts';

/** A path reloads itself after a failed chunk load at most once in this window. */
export const RELOAD_GUARD_MS = 10_000;

const keyFor = (path: string) => `${STORAGE_KEYS.chunkReloadPrefix}${path}`;

/**
 * Decides whether a failed chunk load on `path` may reload the page, and records the reload.
 * The timestamp lives in sessionStorage so it survives the reload it guards; a second failure on
 * the same path within 10 s is left to the error handling instead of looping.
 */
export function claimReload(path: string, now: number, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const last = Number(storage.getItem(keyFor(path)));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(keyFor(path), String(now));
  return true;
}

/** Whether an error or rejection is a failed load of a code chunk (as opposed to a bug). */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}
