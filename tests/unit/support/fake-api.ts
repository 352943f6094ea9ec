import { afterEach, beforeEach, vi } from 'vitest';
import { clearTokens, closeLoginPopup } from '#stores/auth.ts';
import { clearUserInfo } from '#stores/user-info.ts';

/** Stand-ins for the browser and the API that the client and session tests share. */

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT-shaped token expiring `inMs` from now (the client reads `exp`, the server checks the rest). */
export const jwt = (inMs: number, id = Math.random().toString(36).slice(2)) =>
  `${part({ alg: 'HS256' })}.${part({ sub: id, exp: Math.floor((Date.now() + inMs) / 1000) })}.sig`;

export const USER = { id: 'u1', fullname: 'Nguyễn Văn An', phone: '+84912345678', email: null, avatarUrl: null };

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in for fetch: records each request and answers with `reply`. */
export function fakeFetch(
  reply: (request: Sent) => { status?: number; code: string; message?: string; data?: unknown },
) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = { url, method: init.method ?? 'GET', headers, body };
    sent.push(request);
    await Promise.resolve();
    const { status = 200, code, message = `message of ${code}`, data = null } = reply(request);
    return new Response(JSON.stringify({ code, message, data }), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

export function page(cookie: string, lang = 'vi') {
  vi.stubGlobal('document', { cookie, documentElement: { lang } });
}

/** Each test starts signed out, popup closed, on an English page, and leaves no stubs or fake clocks. */
export function startSignedOut(): void {
  beforeEach(() => {
    clearTokens();
    clearUserInfo();
    closeLoginPopup();
    page('lang=en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
