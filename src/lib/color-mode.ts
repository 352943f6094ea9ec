import { STORAGE_KEYS } from './storage-keys.ts';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type Theme = 'light' | 'dark';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/**
 * The theme to paint. A page may force light or dark (never system); otherwise the visitor's
 * choice wins, and `system` (or nothing stored) follows the operating system.
 */
export function resolveTheme(choice: unknown, systemPrefersDark: boolean, forced?: Theme): Theme {
  if (forced) return forced;
  if (choice === 'light' || choice === 'dark') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}

/**
 * Runs inline in <head> before anything paints (serialized with its helper, so it must not
 * reference anything outside its arguments): applies the stored choice, marks <html class="js">
 * so controls that need JavaScript show up, and marks <html data-signed-in> when a session is
 * stored, so the header shows the right control from the first frame. (A script in the middle of
 * the header would let the browser paint the header half-parsed, then move it.)
 */
export function paintFirstFrame(
  resolve: typeof resolveTheme,
  key: string,
  forced: Theme | null,
  sessionKey: string,
): void {
  const root = document.documentElement;
  let choice: string | null = null;
  try {
    choice = localStorage.getItem(key);
    if (localStorage.getItem(sessionKey)) root.dataset.signedIn = '';
  } catch {
    // Storage blocked (private mode, policy): follow the system, signed out.
  }
  root.dataset.theme = resolve(choice, matchMedia('(prefers-color-scheme: dark)').matches, forced ?? undefined);
  root.classList.add('js');
}

/** The inline script for a page, with an optional forced theme. */
export function firstFrameScript(forced?: Theme): string {
  return `(${paintFirstFrame.toString()})(${resolveTheme.toString()},${JSON.stringify(STORAGE_KEYS.colorMode)},${JSON.stringify(forced ?? null)},${JSON.stringify(STORAGE_KEYS.accessToken)});`;
}
