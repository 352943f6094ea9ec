import en from '../../../locales/en/api-client.json';
import vi from '../../../locales/vi/api-client.json';
import zh from '../../../locales/zh/api-client.json';
import { readLangCookie } from '../i18n/lang-cookie.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '../i18n/locales.ts';
import {
  $accessToken,
  $refreshToken,
  $showPopupLogin,
  clearTokens,
  openLoginPopup,
  setTokens,
} from '../../stores/auth.ts';
import { clearUserInfo, setUserInfo, type UserInfo } from '../../stores/user-info.ts';
import { refreshDelay, refreshDue, tokenExpiry } from './refresh-timing.ts';

/**
 * The one browser client of /apiCore/v1 (spec sections 3 to 7, DESIGN.md "The API contract").
 * POSTs carry the envelope with the language of the `lang` cookie, the access token goes in
 * NVTRAVEL-TOKEN, a TOKEN_INVALID or 401 answer signs the visitor out and opens the login popup,
 * and the access token is refreshed before it expires, one refresh at a time across tabs.
 */

export const API_BASE = '/apiCore/v1';
export const TOKEN_HEADER = 'NVTRAVEL-TOKEN';
/** The configured constants of the envelope; the server's defaults unless the build sets them. */
const CHECKSUM = import.meta.env.PUBLIC_API_CHECKSUM ?? 'nvtravel-web';
const REQUEST_ID = import.meta.env.PUBLIC_API_REQUEST_ID ?? 'nvtravel-web';
/** The Web Locks name that serialises refreshes between tabs (decision 0009). */
export const REFRESH_LOCK = 'app:auth:refresh';

const MESSAGES: Record<Locale, typeof en> = { vi, en, zh };
type MessageKey = keyof typeof en;

/** A call that did not answer SUCCESS: `message` is the server's (localized) or a localized local one. */
export class ApiCallError extends Error {
  code: string;
  status: number;
  /** The answer's `data`: for VALIDATION_ERROR and CONFLICT, `{ fields: [{ path, message }] }`. */
  data: unknown;

  constructor(code: string, status: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiCallError';
    this.code = code;
    this.status = status;
    this.data = data;
  }

  /** The messages of the fields at fault, by field name without the `data.` prefix. */
  get fields(): Record<string, string> {
    const list = (this.data as { fields?: unknown } | null)?.fields;
    const fields: Record<string, string> = {};
    if (!Array.isArray(list)) return fields;
    for (const item of list as { path?: unknown; message?: unknown }[]) {
      if (typeof item?.path === 'string' && typeof item.message === 'string')
        fields[item.path.replace(/^data\./, '')] ??= item.message;
    }
    return fields;
  }
}

/** The language of the calls: the `lang` cookie (spec section 7), else the page's, else Vietnamese. */
export function currentLanguage(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const fromCookie = readLangCookie(document.cookie);
  if (fromCookie) return fromCookie;
  const pageLang = document.documentElement?.lang;
  return LOCALES.find((l) => LOCALE_TAGS[l].lang === pageLang) ?? DEFAULT_LOCALE;
}

const localMessage = (key: MessageKey): string => MESSAGES[currentLanguage()][key];

/** The envelope every POST body carries. */
export function envelope(data: unknown) {
  return {
    langCode: currentLanguage(),
    checksum: CHECKSUM,
    serviceEndpointName: 'APP/WEB' as const,
    requestId: REQUEST_ID,
    data: data ?? {},
  };
}

/** Signs out on this device and asks for a new sign-in; the popup opens once even if many calls fail. */
function sessionEnded(): void {
  clearTokens();
  clearUserInfo();
  if (!$showPopupLogin.get()) openLoginPopup();
}

function signInRequired(): never {
  if (!$showPopupLogin.get()) openLoginPopup();
  throw new ApiCallError('SIGN_IN_REQUIRED', 401, localMessage('signIn.required'));
}

interface Answer {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

async function send<T>(path: string, init: RequestInit, sentToken: string | undefined): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch {
    throw new ApiCallError('NETWORK_ERROR', 0, localMessage('network.error'));
  }
  let body: Answer | undefined;
  try {
    body = (await response.json()) as Answer;
  } catch {
    body = undefined;
  }
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
  if (response.ok && code === 'SUCCESS') return body?.data as T;
  if (response.status === 401 || code === 'TOKEN_INVALID') {
    // A token another tab has just replaced is not a reason to sign out.
    if (!sentToken || $accessToken.get() === sentToken) sessionEnded();
    throw new ApiCallError('TOKEN_INVALID', 401, message ?? localMessage('session.expired'), body?.data ?? null);
  }
  throw new ApiCallError(
    code ?? (response.status >= 500 ? 'INTERNAL_ERROR' : 'NETWORK_ERROR'),
    response.status,
    message ?? localMessage('network.error'),
    body?.data ?? null,
  );
}

/** The access token to send: refreshed first when its refresh time has already passed. */
async function accessToken(): Promise<string | undefined> {
  const token = $accessToken.get();
  if (!token) return undefined;
  const expiresAt = tokenExpiry(token);
  if (expiresAt !== undefined && refreshDue(expiresAt, Date.now())) await refreshSession().catch(() => undefined);
  return $accessToken.get();
}

type Params = Record<string, string | number | boolean | undefined>;

function query(params: Params | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) search.set(key, String(value));
  if (!search.has('langCode')) search.set('langCode', currentLanguage());
  return `?${search}`;
}

export const api = {
  /** GET with `params` as the query; the token goes along when there is one. Resolves to `data`. */
  async get<T>(path: string, params?: Params): Promise<T> {
    const token = await accessToken();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers[TOKEN_HEADER] = token;
    return send<T>(`${path}${query(params)}`, { method: 'GET', headers }, token);
  },

  /**
   * POST `data` in the envelope. With `auth: true` and no access token, nothing is sent: the login
   * popup opens and the call fails with SIGN_IN_REQUIRED (spec section 5).
   */
  async post<T>(path: string, data?: unknown, options: { auth?: boolean } = {}): Promise<T> {
    const token = await accessToken();
    if (options.auth && !token) signInRequired();
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers[TOKEN_HEADER] = token;
    return send<T>(path, { method: 'POST', headers, body: JSON.stringify(envelope(data)) }, token);
  },

  /**
   * A multipart upload; `params` go in the query. A file without a name aborts the upload (spec
   * section 5). The token goes in NVTRAVEL-TOKEN and as a bearer authorization (spec section 6).
   */
  async upload<T>(path: string, form: FormData, options: { params?: Record<string, string>; auth?: boolean } = {}) {
    for (const [, value] of form.entries()) {
      if (typeof value !== 'string' && !value.name.trim())
        throw new ApiCallError('VALIDATION_ERROR', 400, localMessage('upload.fileName'));
    }
    const token = await accessToken();
    if (options.auth && !token) signInRequired();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) {
      headers[TOKEN_HEADER] = token;
      headers.authorization = `Bearer ${token}`;
    }
    return send<T>(`${path}${query(options.params)}`, { method: 'POST', headers, body: form }, token);
  },
};

interface RefreshAnswer {
  token: string;
  refreshToken: string;
  expiresAt?: number;
  user?: UserInfo;
}

let refreshing: Promise<void> | undefined;

function stored(key: string): string | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : (localStorage.getItem(key) ?? undefined);
  } catch {
    return undefined;
  }
}

/** Runs `task` holding the cross-tab refresh lock when the browser has Web Locks. */
function withRefreshLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * Exchanges the refresh token for a new pair and stores it with the user. Single-flight: calls
 * while one refresh runs share it, and other tabs wait for the lock, then find the token already
 * fresh and skip theirs, so a refresh token is never presented twice (a reuse ends the session).
 */
export function refreshSession(): Promise<void> {
  refreshing ??= withRefreshLock(async () => {
    // Read storage itself: another tab's new pair may not have reached this tab's stores yet.
    const access = stored('app:auth:accessToken') ?? $accessToken.get();
    const expiresAt = access ? tokenExpiry(access) : undefined;
    // Another tab refreshed while this one waited for the lock.
    if (access && expiresAt !== undefined && !refreshDue(expiresAt, Date.now())) return;
    const presented = stored('app:auth:refreshToken') ?? $refreshToken.get();
    if (!presented) return;
    const headers = { 'content-type': 'application/json', accept: 'application/json', [TOKEN_HEADER]: presented };
    const answer = await send<RefreshAnswer>(
      '/user/refreshToken',
      { method: 'POST', headers, body: JSON.stringify(envelope({})) },
      access,
    );
    setTokens({ accessToken: answer.token, refreshToken: answer.refreshToken, expiresAt: answer.expiresAt });
    if (answer.user) setUserInfo(answer.user);
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
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
    const expiresAt = token ? tokenExpiry(token) : undefined;
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

/** The answer of every sign-in call (login, create, login/integration). */
export interface SignInAnswer {
  token: string;
  refreshToken: string;
  expiresAt?: number;
  user: UserInfo;
}

/** Stores a sign-in answer: tokens and user info (the caller then reloads the page, spec section 4). */
export function storeSignIn(answer: SignInAnswer): void {
  setTokens({ accessToken: answer.token, refreshToken: answer.refreshToken, expiresAt: answer.expiresAt });
  setUserInfo(answer.user);
}

/** Forgets the session on this device (after /user/logout, or when it cannot be reached). */
export function forgetSession(): void {
  clearTokens();
  clearUserInfo();
}
