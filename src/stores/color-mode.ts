import { persistentAtom } from '@nanostores/persistent';
import { isColorMode, resolveTheme, type ColorMode, type Theme } from '#lib/color-mode.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/**
 * The visitor's colour choice, kept in localStorage (`STORAGE_KEYS.colorMode`). Read it only in the
 * browser: on the server the persistent store has no storage and would be shared by requests.
 */
export const $colorMode = persistentAtom<ColorMode>(STORAGE_KEYS.colorMode, 'system', {
  encode: (mode) => mode,
  decode: (raw) => (isColorMode(raw) ? raw : 'system'),
});

export function setColorMode(mode: ColorMode): void {
  $colorMode.set(mode);
}

/** Paints the theme on `<html>`; a page's forced theme (`data-forced-theme`) always wins. */
export function applyTheme(root: HTMLElement, mode: ColorMode, systemPrefersDark: boolean): Theme {
  const forced = root.dataset.forcedTheme;
  const theme = resolveTheme(mode, systemPrefersDark, forced === 'light' || forced === 'dark' ? forced : undefined);
  root.dataset.theme = theme;
  return theme;
}
