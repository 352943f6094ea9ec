import { atom, computed } from 'nanostores';

/** After the app mounts, the app-wide loading flag stays up this long so the overlay never blinks. */
export const APP_LOADING_CLEAR_MS = 500;

/**
 * App-wide flag: true while the app starts. Only pages that are empty until the app runs (an
 * island-driven shell) start with it raised; content pages are readable before any script and
 * start with it down. See docs/decisions/0004-loading-overlay.md.
 */
export const $appLoading = atom(false);
/** Page flag: true from the moment a navigation starts until the next page shows. */
export const $pageLoading = atom(false);

export type OverlayState = 'hidden' | 'app' | 'page';

/** What the overlay shows: the full overlay with logo for the app flag, a dimmed one for the page flag. */
export const $overlay = computed([$appLoading, $pageLoading], (app, page): OverlayState =>
  app ? 'app' : page ? 'page' : 'hidden',
);

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** Call once when the app has mounted: the app-wide flag clears 500 ms later. */
export function markAppMounted(): void {
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => $appLoading.set(false), APP_LOADING_CLEAR_MS);
}

export function startPageLoading(): void {
  $pageLoading.set(true);
}

export function stopPageLoading(): void {
  $pageLoading.set(false);
}
