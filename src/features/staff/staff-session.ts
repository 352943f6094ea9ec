import { atom } from 'nanostores';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/*
 * The staff session's token (decision 0075), kept in this tab's sessionStorage: a staff session
 * is short, and closing the tab forgets it. The account's own session stays in session.ts.
 */

export const $staffToken = atom<string | undefined>(undefined);

/** Reads the tab's token; call from an effect (no sessionStorage on the server). */
export function loadStaffToken(): void {
  $staffToken.set(sessionStorage.getItem(STORAGE_KEYS.staffToken) ?? undefined);
}

export function setStaffToken(token: string | undefined): void {
  if (token) sessionStorage.setItem(STORAGE_KEYS.staffToken, token);
  else sessionStorage.removeItem(STORAGE_KEYS.staffToken);
  $staffToken.set(token);
}
