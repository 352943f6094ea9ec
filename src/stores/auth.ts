import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/**
 * Whether the login popup is requested. Persistent as the spec's auth store is, so a popup that
 * was open when the visitor navigated opens again on the next page.
 */
export const $showPopupLogin = persistentAtom<boolean>(STORAGE_KEYS.showPopupLogin, false, {
  encode: JSON.stringify,
  decode: (raw) => raw === 'true',
});

/** Fired while the popup is requested: the LoginPopup island hydrates on it (`client:event`). */
export const LOGIN_POPUP_WAKE_EVENT = 'app:login-popup';

export function openLoginPopup(): void {
  $showPopupLogin.set(true);
}

export function closeLoginPopup(): void {
  $showPopupLogin.set(false);
}

export interface SearchHistoryEntry {
  id: string;
  text: string;
}

/** Recent search texts, newest first; kept in the browser with the rest of the auth store. */
export const $historyTextSearches = persistentAtom<SearchHistoryEntry[]>(STORAGE_KEYS.historyTextSearches, [], {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value)
        ? value.filter((e): e is SearchHistoryEntry => typeof e?.id === 'string' && typeof e?.text === 'string')
        : [];
    } catch {
      return [];
    }
  },
});

/** How many searches the history keeps; older ones drop off. */
export const SEARCH_HISTORY_LIMIT = 20;

/** Adds a search: the text is trimmed; empty text and a text already in the history are ignored. */
export function addSearchHistory(text: string): void {
  const trimmed = text.trim();
  const history = $historyTextSearches.get();
  if (!trimmed || history.some((entry) => entry.text === trimmed)) return;
  $historyTextSearches.set([{ id: crypto.randomUUID(), text: trimmed }, ...history].slice(0, SEARCH_HISTORY_LIMIT));
}

/** Removes one search by id; the id 'all' clears the history. */
export function removeSearchHistory(id: string): void {
  $historyTextSearches.set(id === 'all' ? [] : $historyTextSearches.get().filter((entry) => entry.id !== id));
}

/** A string kept as is; the key disappears from storage when cleared. */
const tokenStore = (key: string) =>
  persistentAtom<string | undefined>(key, undefined, {
    encode: (value) => value || undefined,
    decode: (raw) => raw || undefined,
  });

/** The access token (a JWT) sent in NVTRAVEL-TOKEN. Kept in localStorage, so every tab shares it. */
export const $accessToken = tokenStore(STORAGE_KEYS.accessToken);
/** The refresh token: used once by /user/refreshToken, which answers a new pair. */
export const $refreshToken = tokenStore(STORAGE_KEYS.refreshToken);
/** When the access token expires (epoch ms) as the API answered it; absent, the token's `exp` tells. */
export const $accessTokenExpiresAt = persistentAtom<number | undefined>(STORAGE_KEYS.accessTokenExpiresAt, undefined, {
  encode: (value) => (value === undefined ? undefined : String(value)),
  decode: (raw) => (Number.isFinite(Number(raw)) && raw !== '' ? Number(raw) : undefined),
});

/** Signed in = holding an access token (spec section 6: no other roles). */
export const $signedIn = computed($accessToken, (token) => Boolean(token));

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds; read from the token's `exp` when absent. */
  expiresAt?: number;
}

/** Stores a new pair. The access token goes last: what reacts to it (here or in another tab) finds its expiry. */
export function setTokens({ accessToken, refreshToken, expiresAt }: TokenPair): void {
  $refreshToken.set(refreshToken);
  $accessTokenExpiresAt.set(expiresAt);
  $accessToken.set(accessToken);
}

export function clearTokens(): void {
  $accessToken.set(undefined);
  $accessTokenExpiresAt.set(undefined);
  $refreshToken.set(undefined);
}
