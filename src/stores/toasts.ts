import { atom } from 'nanostores';
import { wakeIsland } from '#lib/wake-island.ts';

/** The toaster's own defaults (spec section 9). */
export const TOASTER_DEFAULTS = { duration: 5000, max: 5, removeDelay: 200, hotkey: 'F8' } as const;
/** What the app's `toast()` uses unless told otherwise. */
export const APP_TOAST_DEFAULTS = { position: 'top-center', duration: 3000 } as const;

export type ToastColor = 'primary' | 'success' | 'info' | 'warning' | 'error' | 'neutral';
export type ToastIcon = 'info' | 'success' | 'warning' | 'error' | 'refresh';

export type ToastAction = { label: string } & ({ href: string } | { onClick: () => void });

/** A toast as the spec records it: id, open, title, description, icon, avatar, color, actions, close, progress. */
export interface Toast {
  id: string;
  open: boolean;
  title?: string;
  description?: string;
  icon?: ToastIcon;
  avatar?: { src: string; alt: string };
  color: ToastColor;
  actions: ToastAction[];
  /** Whether a close button is shown. */
  close: boolean;
  /** Whether a bar shows the time left before the toast closes by itself. */
  progress: boolean;
  /** Milliseconds before it closes by itself; Infinity keeps it until closed. */
  duration: number;
}

export type ToastInput = Partial<Omit<Toast, 'id' | 'open'>> & { title: string };

export const $toasts = atom<Toast[]>([]);

/** Fired on the first toast: the Toaster island hydrates on it (`client:event`), not before. */
export const TOASTER_WAKE_EVENT = 'app:toast';

$toasts.listen((list) => {
  if (list.length > 0 && typeof dispatchEvent === 'function') wakeIsland(TOASTER_WAKE_EVENT);
});

const removals = new Map<string, ReturnType<typeof setTimeout>>();

/** Shows a toast; beyond the toaster's maximum the oldest ones are dropped. Returns its id. */
export function toast(input: ToastInput): string {
  const record: Toast = {
    color: 'primary',
    actions: [],
    close: true,
    progress: false,
    duration: APP_TOAST_DEFAULTS.duration,
    ...input,
    id: crypto.randomUUID(),
    open: true,
  };
  const kept = [...$toasts.get(), record];
  $toasts.set(kept.slice(Math.max(0, kept.length - TOASTER_DEFAULTS.max)));
  return record.id;
}

/** Closes a toast (it animates out) and removes it 200 ms later. */
export function closeToast(id: string): void {
  if (removals.has(id)) return;
  const list = $toasts.get();
  if (!list.some((t) => t.id === id)) return;
  $toasts.set(list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      $toasts.set($toasts.get().filter((t) => t.id !== id));
    }, TOASTER_DEFAULTS.removeDelay),
  );
}
