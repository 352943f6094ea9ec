import { readLangCookie } from '../i18n/lang-cookie.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '../i18n/locales.ts';

/**
 * The wire format of /apiCore/v1 (spec sections 3 to 7, DESIGN.md "The API contract"): the
 * envelope POSTs carry, the token header, and the one answer shape turned into data or an
 * ApiCallError. It knows nothing of sessions: the session store and the client build on it.
 */

export const API_BASE = '/apiCore/v1';
export const TOKEN_HEADER = 'NVTRAVEL-TOKEN';
/** A signed-out buyer's proof of a verified phone number on booking calls (decision 0030). */
export const GUEST_HEADER = 'NVTRAVEL-GUEST';
/** A staff session's token on the staff area's calls (decision 0075). */
export const STAFF_TOKEN_HEADER = 'nvtravel-staff-token';
/** The configured constants of the envelope; the server's defaults unless the build sets them. */
const CHECKSUM = import.meta.env.PUBLIC_API_CHECKSUM ?? 'nvtravel-web';
const REQUEST_ID = import.meta.env.PUBLIC_API_REQUEST_ID ?? 'nvtravel-web';

/**
 * A call that did not answer SUCCESS. `message` is the server's, already in the request's
 * language; it is empty when the failure happened here (no network, no session, a nameless file),
 * and the island that shows it words it from `code` (src/lib/api/failure-message.ts).
 */
export class ApiCallError extends Error {
  code: string;
  status: number;
  /** The answer's `data`: for VALIDATION_ERROR and CONFLICT, `{ fields: [{ path, message }] }`. */
  data: unknown;

  constructor(code: string, status: number, message = '', data: unknown = null) {
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

export interface Answer {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

/**
 * One request: resolves to the answer's `data` on SUCCESS, else throws an ApiCallError with the
 * server's code and message (TOKEN_INVALID for any 401; NETWORK_ERROR when nothing answered).
 */
export async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch {
    throw new ApiCallError('NETWORK_ERROR', 0);
  }
  let body: Answer | undefined;
  try {
    body = (await response.json()) as Answer;
  } catch {
    body = undefined;
  }
  return settle<T>(response, body);
}

/**
 * `send` through XMLHttpRequest, whose upload reports progress (fetch cannot): `onProgress` gets
 * the share of the body sent, 0 to 1. The answer is read as `send` reads it.
 */
export function sendWithProgress<T>(
  path: string,
  init: { method: string; headers: Record<string, string>; body: XMLHttpRequestBodyInit },
  onProgress: (sent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method, `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: Answer | undefined;
      try {
        body = JSON.parse(request.responseText) as Answer;
      } catch {
        body = undefined;
      }
      try {
        resolve(settle<T>({ ok: request.status >= 200 && request.status < 300, status: request.status }, body));
      } catch (error) {
        reject(error);
      }
    });
    for (const failure of ['error', 'abort', 'timeout'])
      request.addEventListener(failure, () => reject(new ApiCallError('NETWORK_ERROR', 0)));
    request.send(init.body);
  });
}

/**
 * An answer turned into its `data` on SUCCESS, else an ApiCallError (TOKEN_INVALID for any 401):
 * the one reading of answers, for `send` and for uploads that report their progress (XHR).
 */
export function settle<T>(response: { ok: boolean; status: number }, body: Answer | undefined): T {
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const message = typeof body?.message === 'string' ? body.message : '';
  if (response.ok && code === 'SUCCESS') return body?.data as T;
  if (response.status === 401 || code === 'TOKEN_INVALID')
    throw new ApiCallError('TOKEN_INVALID', 401, message, body?.data ?? null);
  throw new ApiCallError(
    code ?? (response.status >= 500 ? 'INTERNAL_ERROR' : 'NETWORK_ERROR'),
    response.status,
    message,
    body?.data ?? null,
  );
}

/**
 * A fresh Idempotency-Key: 128 random bits in hex. getRandomValues, unlike randomUUID, also works on
 * a page served over plain http (a LAN address during development).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
