import { callToken, requestSignIn, tokenRefused } from '#stores/session.ts';
import type { AnswerOf, Call, CallRoute, InputOf } from './contract/call.ts';
import {
  ApiCallError,
  currentLanguage,
  envelope,
  GUEST_HEADER,
  send,
  sendWithProgress,
  STAFF_TOKEN_HEADER,
  TOKEN_HEADER,
} from './transport.ts';

/**
 * The one browser client of /apiCore/v1: GET, POST in the envelope and multipart uploads, with
 * the session's access token in NVTRAVEL-TOKEN (or a staff session's in NVTRAVEL-STAFF-TOKEN).
 * What a token means (refresh, sign-out, sign-in) is the session stores' business
 * (src/stores/session.ts, src/features/staff/staff-session.ts); this module only carries calls.
 */

export { ApiCallError } from './transport.ts';
export type { SignInAnswer } from '#stores/session.ts';

/** The path of a call's route, `POST /booking/hold` → `/booking/hold`. */
const pathOf = (route: string): string => route.slice(route.indexOf(' ') + 1);

/**
 * A staff call's session (decision 0075): its token goes in NVTRAVEL-STAFF-TOKEN instead of the
 * account's, and a refused one is `refused` (the staff session ends; the account's stays).
 */
export interface StaffCallSession {
  token: string | undefined;
  refused: () => void;
}

/** What a call may add to its request: a session, a retry key, a guest's proof, the login popup. */
export interface CallOptions {
  auth?: boolean;
  idempotencyKey?: string;
  guestToken?: string;
  signInPopup?: boolean;
  staff?: StaffCallSession;
}

/** A query from an input's fields: each one's text, `undefined` left out. */
function query(params: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined) search.set(key, String(value as string | number | boolean));
  if (!search.has('langCode')) search.set('langCode', currentLanguage());
  return `?${search}`;
}

/**
 * With `auth` and no token, nothing is sent: the login popup opens (spec section 5), unless the
 * screen offers its own ways in (`signInPopup: false`, decision 0074).
 */
function requireToken(
  token: string | undefined,
  auth: boolean | undefined,
  guestToken?: string,
  signInPopup = true,
): void {
  if (!auth || token || guestToken) return;
  if (signInPopup) requestSignIn();
  throw new ApiCallError('SIGN_IN_REQUIRED', 401);
}

/**
 * Sends with `token`; a refused token is reported to the session before the failure goes on: the
 * staff session's on a staff call, else the account's.
 */
async function sendWith<T>(
  path: string,
  init: RequestInit,
  token: string | undefined,
  transport: (path: string, init: RequestInit) => Promise<T> = send,
  staff?: StaffCallSession,
): Promise<T> {
  try {
    return await transport(path, init);
  } catch (error) {
    if (error instanceof ApiCallError && error.code === 'TOKEN_INVALID') {
      if (staff) staff.refused();
      else tokenRefused(token);
    }
    throw error;
  }
}

/**
 * A call's token and the headers that carry it. A staff call carries the staff session's token
 * alone (the account's is neither sent nor refreshed); any other call the account's, when there is
 * one, else a guest's proof where the call takes one.
 */
async function credentials(
  options: CallOptions,
): Promise<{ token: string | undefined; headers: Record<string, string> }> {
  if (options.staff) return { token: undefined, headers: { [STAFF_TOKEN_HEADER]: options.staff.token ?? '' } };
  const token = await callToken();
  requireToken(token, options.auth, options.guestToken, options.signInPopup);
  if (token) return { token, headers: { [TOKEN_HEADER]: token } };
  return { token, headers: options.guestToken ? { [GUEST_HEADER]: options.guestToken } : {} };
}

/**
 * GET with `params` as the query; the token goes along when there is one. Resolves to `data`.
 * `auth: true` needs a session (SIGN_IN_REQUIRED and the login popup without one, nothing sent).
 */
async function get<T>(path: string, params: object | undefined, options: CallOptions): Promise<T> {
  const { token, headers } = await credentials({ ...options, guestToken: undefined, signInPopup: undefined });
  return sendWith<T>(
    `${path}${query(params)}`,
    { method: 'GET', headers: { accept: 'application/json', ...headers } },
    token,
    send,
    options.staff,
  );
}

/**
 * POST `data` in the envelope; `auth: true` needs a session (SIGN_IN_REQUIRED without one). A call
 * that creates something passes `idempotencyKey` (one per user action, the same on a retry), so a
 * retry after a lost answer gets the first result instead of creating it twice. Booking calls of
 * a signed-out buyer pass the `guestToken` of a verified number: it stands in for the session.
 * A call whose screen answers SIGN_IN_REQUIRED with its own ways in (the booking screens' account
 * or phone choice) passes `signInPopup: false`, so the popup does not cover them.
 */
async function post<T>(path: string, data: unknown, options: CallOptions): Promise<T> {
  const { token, headers } = await credentials(options);
  const all: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...headers };
  if (options.idempotencyKey) all['idempotency-key'] = options.idempotencyKey;
  return sendWith<T>(
    path,
    { method: 'POST', headers: all, body: JSON.stringify(envelope(data)) },
    token,
    send,
    options.staff,
  );
}

export const api = {
  /**
   * One call of an area's contract (src/lib/api/contract/*.ts, decision 0101), named by its type and
   * its route: `api.call<typeof bookingCalls.hold>('POST /booking/hold', input, options)`. The type
   * checker holds the route, the input and the answer to the call's schemas; nothing of them is
   * loaded here. A GET sends the input as the query, a POST in the envelope.
   */
  call<C extends Call = never>(
    route: CallRoute<C>,
    input: InputOf<C>,
    options: CallOptions = {},
  ): Promise<AnswerOf<C>> {
    if (route.startsWith('GET ')) return get<AnswerOf<C>>(pathOf(route), input as object, options);
    return post<AnswerOf<C>>(pathOf(route), input, options);
  },

  /**
   * A multipart upload; `params` go in the query. A file without a name aborts the upload (spec
   * section 5). The token goes in NVTRAVEL-TOKEN and as a bearer authorization (spec section 6).
   * With `onProgress`, it goes through XMLHttpRequest and reports the share of the body sent (0 to 1).
   */
  async upload<C extends Call = never>(
    route: CallRoute<C>,
    form: FormData,
    options: { params?: InputOf<C>; auth?: boolean; onProgress?: (sent: number) => void } = {},
  ): Promise<AnswerOf<C>> {
    type T = AnswerOf<C>;
    const path = pathOf(route);
    for (const [, value] of form.entries()) {
      if (typeof value !== 'string' && !value.name.trim()) throw new ApiCallError('FILE_NAME_MISSING', 400);
    }
    const token = await callToken();
    requireToken(token, options.auth);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) {
      headers[TOKEN_HEADER] = token;
      headers.authorization = `Bearer ${token}`;
    }
    const { onProgress } = options;
    const transport = onProgress
      ? (url: string) => sendWithProgress<T>(url, { method: 'POST', headers, body: form }, onProgress)
      : send<T>;
    return sendWith<T>(
      `${path}${query(options.params as object)}`,
      { method: 'POST', headers, body: form },
      token,
      transport,
    );
  },

  /**
   * One file as the whole body (a reel's video: the server streams it to disk instead of parsing
   * a form), through XMLHttpRequest so `onProgress` gets the share sent (0 to 1). `idempotencyKey`
   * makes a retry after a lost answer get the first upload.
   */
  async uploadFile<C extends Call = never>(
    route: CallRoute<C>,
    file: File,
    options: { params?: InputOf<C>; idempotencyKey?: string; onProgress: (sent: number) => void },
  ): Promise<AnswerOf<C>> {
    type T = AnswerOf<C>;
    const path = pathOf(route);
    const token = await callToken();
    requireToken(token, true);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': file.type || 'application/octet-stream',
    };
    if (token) headers[TOKEN_HEADER] = token;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const url = `${path}${query(options.params as object)}`;
    const init = { method: 'POST', headers, body: file };
    return sendWith<T>(url, init, token, () => sendWithProgress<T>(url, init, options.onProgress));
  },
};
