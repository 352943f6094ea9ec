import type { AnswerOf, InputOf } from '#lib/api/contract/call.ts';
import type { refreshTokenCall } from '#lib/api/contract/signed-in-user.ts';
import { refreshDelay, refreshDue, tokenExpiry } from '#lib/api/refresh-timing.ts';
import { envelope, send, TOKEN_HEADER } from '#lib/api/transport.ts';
import { REFRESH_LOCK, STORAGE_KEYS } from '#lib/storage-keys.ts';
import {
  $accessToken,
  $accessTokenExpiresAt,
  $refreshToken,
  $showPopupLogin,
  clearTokens,
  openLoginPopup,
  setTokens,
} from './auth.ts';
import { forgetPushToken } from './notifications.ts';
import { forgetSavedBookings } from '#features/booking/saved-bookings.ts';
import { clearUserInfo, setUserInfo, type UserInfo } from './user-info.ts';

/**
 * The session's rules (spec sections 4, 6 and 9; decision 0009): sign-in and sign-out, the end of
 * a session the server refused, and the refresh of the access token before it expires, one refresh
 * at a time across tabs. The tokens themselves are the persisted atoms of auth.ts, so a change made
 * in another tab reaches these rules through the same stores as one made here.
 */

/**
 * What `signIn` stores of a sign-in call's answer (login, create, login/integration): the
 * contract's answer (`signInAnswer` of src/lib/api/contract/signed-in-user.ts) is one, and so is a stored
 * user that has only what this store keeps of it.
 */
export interface SignInAnswer {
  token: string;
  refreshToken: string;
  expiresAt?: number;
  user: UserInfo;
}

/**
 * The refresh call of the contract (decision 0101), the platform's since this store sends it: through
 * the transport, not through the client, as the client asks this store for the call's token, and a
 * refresh must not wait for itself. Its path, input and answer are the contract's types.
 */
type Refresh = typeof refreshTokenCall;
const REFRESH_PATH: Refresh['path'] = '/user/refreshToken';
const REFRESH_INPUT: InputOf<Refresh> = {};

/** Stores a sign-in answer: tokens and user info (the popup's finishSignIn then reloads the page or not, decision 0074). */
export function signIn(answer: SignInAnswer): void {
  setTokens({ accessToken: answer.token, refreshToken: answer.refreshToken, expiresAt: answer.expiresAt });
  setUserInfo(answer.user);
}

/** Forgets the session on this device (after /user/logout, or when it cannot be reached). */
export function signOut(): void {
  clearTokens();
  clearUserInfo();
  forgetPushToken();
  forgetSavedBookings();
}

/** Asks for a sign-in; the popup opens once even if many calls ask. */
export function requestSignIn(): void {
  if (!$showPopupLogin.get()) openLoginPopup();
}

/**
 * The server refused `sent`: sign out on this device and ask for a new sign-in. A token another
 * tab (or a refresh) has replaced meanwhile is not a reason to sign out.
 */
export function tokenRefused(sent: string | undefined): void {
  if (sent && $accessToken.get() !== sent) return;
  signOut();
  requestSignIn();
}

/** When a token expires: the expiry the API answered with it, else its own `exp` claim. */
function expiryOf(token: string, answered: number | undefined): number | undefined {
  return answered ?? tokenExpiry(token);
}

/**
 * The pair as storage holds it now: another tab's new pair may not have reached this tab's
 * stores yet. Without storage (blocked, or outside a browser) the stores are all there is.
 */
function storedSession(): { access?: string; expiresAt?: number; refresh?: string } {
  try {
    if (typeof localStorage !== 'undefined') {
      const read = (key: string) => localStorage.getItem(key) || undefined;
      const answered = read(STORAGE_KEYS.accessTokenExpiresAt);
      return {
        access: read(STORAGE_KEYS.accessToken),
        expiresAt: answered === undefined ? undefined : Number(answered),
        refresh: read(STORAGE_KEYS.refreshToken),
      };
    }
  } catch {
    // Storage blocked: fall through to the stores.
  }
  return { access: $accessToken.get(), expiresAt: $accessTokenExpiresAt.get(), refresh: $refreshToken.get() };
}

/** Runs `task` holding the cross-tab refresh lock when the browser has Web Locks. */
function withRefreshLock(task: () => Promise<void>): Promise<void> {
  const locks = webLocks();
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

const webLocks = () => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/*
 * A tab that waited for the lock may not see the other tab's new pair yet: Chromium hands
 * localStorage writes to other tabs asynchronously, and the lock can be granted first. Presenting
 * the used refresh token again would end the session (a replay). So the tab that used a refresh
 * token holds a lock named after it for a minute, and the lock manager, which every tab sees at
 * once, tells a waiting tab that its refresh token is spent.
 */
const SPENT_FOR_MS = 60_000;
/** How long a tab whose refresh token is spent waits for the new pair to reach its storage. */
const CATCH_UP_MS = 5_000;

/** A short, stable name for a refresh token (FNV-1a), so the token itself is not in a lock name. */
function spentLockName(refreshToken: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < refreshToken.length; i += 1) hash = Math.imul(hash ^ refreshToken.charCodeAt(i), 0x01000193);
  return `${REFRESH_LOCK}:spent:${(hash >>> 0).toString(36)}`;
}

/** Resolves once the spent-token lock is held (it is let go after SPENT_FOR_MS). */
function markSpent(locks: LockManager, refreshToken: string): Promise<void> {
  return new Promise((held) => {
    void locks.request(spentLockName(refreshToken), () => {
      held();
      return new Promise((release) => setTimeout(release, SPENT_FOR_MS));
    });
  });
}

async function isSpent(locks: LockManager, refreshToken: string): Promise<boolean> {
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === spentLockName(refreshToken));
}

/** Waits until this tab's storage holds a refresh token other than `spent` (or CATCH_UP_MS pass). */
function storageCaughtUp(spent: string): Promise<void> {
  return new Promise((done) => {
    const moved = () => localStorage.getItem(STORAGE_KEYS.refreshToken) !== spent;
    if (moved()) return done();
    const finish = () => {
      clearTimeout(timeout);
      removeEventListener('storage', check);
      done();
    };
    const check = () => moved() && finish();
    const timeout = setTimeout(finish, CATCH_UP_MS);
    addEventListener('storage', check);
  });
}

let refreshing: Promise<void> | undefined;

/**
 * Exchanges the refresh token for a new pair and stores it with the user. Single-flight: calls
 * while one refresh runs share it, and other tabs wait for the lock, then find the token already
 * fresh and skip theirs, so a refresh token is never presented twice (a reuse ends the session).
 * A refused refresh token ends the session.
 */
export function refreshSession(): Promise<void> {
  refreshing ??= withRefreshLock(async () => {
    const { access, expiresAt: answered, refresh: presented } = storedSession();
    const expiresAt = access ? expiryOf(access, answered) : undefined;
    // Another tab refreshed while this one waited for the lock.
    if (access && expiresAt !== undefined && !refreshDue(expiresAt, Date.now())) return;
    if (!presented) return;
    const locks = webLocks();
    const tracksSpent = typeof locks?.query === 'function' && typeof localStorage !== 'undefined';
    if (tracksSpent && (await isSpent(locks, presented))) return storageCaughtUp(presented);
    const headers = { 'content-type': 'application/json', accept: 'application/json', [TOKEN_HEADER]: presented };
    let answer: AnswerOf<Refresh>;
    try {
      answer = await send<AnswerOf<Refresh>>(REFRESH_PATH, {
        method: 'POST',
        headers,
        body: JSON.stringify(envelope(REFRESH_INPUT)),
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'TOKEN_INVALID') tokenRefused(access);
      throw error;
    }
    setTokens({ accessToken: answer.token, refreshToken: answer.refreshToken, expiresAt: answer.expiresAt });
    // The contract promises the user; an answer without one keeps the user this tab has.
    if (answer.user) setUserInfo(answer.user);
    if (tracksSpent) await markSpent(locks, presented);
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** The access token for a call: refreshed first when its refresh time has already passed. */
export async function callToken(): Promise<string | undefined> {
  const token = $accessToken.get();
  if (!token) return undefined;
  const expiresAt = expiryOf(token, $accessTokenExpiresAt.get());
  if (expiresAt !== undefined && refreshDue(expiresAt, Date.now())) await refreshSession().catch(() => undefined);
  return $accessToken.get();
}

let timer: ReturnType<typeof setTimeout> | undefined;
let stopSchedule: (() => void) | undefined;

/**
 * Keeps the session fresh while a page is open: each time the access token changes (here or in
 * another tab), a refresh is scheduled 60 s before it expires (1 s when under 60 s remain).
 */
export function startSessionRefresh(): () => void {
  stopSchedule ??= $accessToken.subscribe((token) => {
    clearTimeout(timer);
    const expiresAt = token ? expiryOf(token, $accessTokenExpiresAt.get()) : undefined;
    if (expiresAt === undefined) return;
    // setTimeout holds at most 2^31-1 ms; a later refresh is rescheduled when that one fires.
    const delay = Math.min(refreshDelay(expiresAt, Date.now()), 2 ** 31 - 1);
    timer = setTimeout(() => void refreshSession().catch(() => undefined), delay);
  });
  return () => {
    clearTimeout(timer);
    stopSchedule?.();
    stopSchedule = undefined;
  };
}
