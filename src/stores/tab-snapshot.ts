import type { MapStore } from 'nanostores';
import { $userInfo } from './user-info.ts';

interface Snapshot<T> {
  viewer: string | null;
  value: T;
}

const viewer = (): string | null => $userInfo.get()?.id ?? null;

/**
 * Keeps a store of what the viewer did (likes, follows) in this tab's sessionStorage, for the
 * signed-in viewer it belongs to, so the page the visitor goes back to, restored from the
 * back-forward cache or from the feed's own snapshot, shows what was done on the page after it.
 * Another person signing in empties it: what the previous one did is not theirs.
 */
export function keepInTab<T extends object>(store: MapStore<T>, key: string, empty: T): void {
  if (typeof window === 'undefined') return;
  const read = () => {
    try {
      const raw = sessionStorage.getItem(key);
      const snapshot = raw ? (JSON.parse(raw) as Snapshot<T>) : null;
      if (!snapshot || snapshot.viewer !== viewer()) return;
      store.set({ ...store.get(), ...snapshot.value });
    } catch {
      // Storage off or a broken entry: the islands read the server's values instead.
    }
  };
  read();
  store.listen((value) => {
    try {
      sessionStorage.setItem(key, JSON.stringify({ viewer: viewer(), value } satisfies Snapshot<T>));
    } catch {
      // Full or refused storage only costs the state after a back navigation.
    }
  });
  // A page restored from the back-forward cache missed what later pages wrote.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) read();
  });
  $userInfo.listen(() => store.set(empty));
}
