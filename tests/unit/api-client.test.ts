import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiCallError, refreshSession, startSessionRefresh } from '../../src/lib/api/client.ts';
import {
  $accessToken,
  $refreshToken,
  $showPopupLogin,
  $signedIn,
  clearTokens,
  closeLoginPopup,
  setTokens,
} from '../../src/stores/auth.ts';
import { $userInfo, clearUserInfo, setUserInfo } from '../../src/stores/user-info.ts';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT-shaped token expiring `inMs` from now (the client reads `exp`, the server checks the rest). */
const jwt = (inMs: number, id = Math.random().toString(36).slice(2)) =>
  `${part({ alg: 'HS256' })}.${part({ sub: id, exp: Math.floor((Date.now() + inMs) / 1000) })}.sig`;

const USER = { id: 'u1', fullname: 'Nguyễn Văn An', phone: '+84912345678', email: null, avatarUrl: null };

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in for fetch: records each request and answers with `reply`. */
function fakeFetch(reply: (request: Sent) => { status?: number; code: string; message?: string; data?: unknown }) {
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

function page(cookie: string, lang = 'vi') {
  vi.stubGlobal('document', { cookie, documentElement: { lang } });
}

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

describe('api.post', () => {
  it('sends the envelope with langCode from the lang cookie and resolves to data', async () => {
    page('theme=dark; lang=zh', 'en');
    const sent = fakeFetch(() => ({ code: 'SUCCESS', data: { ok: 1 } }));
    await expect(api.post('/comments/create', { text: 'Đẹp quá' })).resolves.toEqual({ ok: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/apiCore/v1/comments/create');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(sent[0]?.body).toEqual({
      langCode: 'zh',
      checksum: 'nvtravel-web',
      serviceEndpointName: 'APP/WEB',
      requestId: 'nvtravel-web',
      data: { text: 'Đẹp quá' },
    });
    expect(sent[0]?.headers['nvtravel-token']).toBeUndefined();
  });

  it('falls back to the page language when there is no lang cookie', async () => {
    page('', 'zh-Hans');
    const sent = fakeFetch(() => ({ code: 'SUCCESS' }));
    await api.post('/user/login', { username: 'a', password: 'b' });
    expect((sent[0]?.body as { langCode: string }).langCode).toBe('zh');
  });

  it('sends the access token in NVTRAVEL-TOKEN when signed in', async () => {
    const token = jwt(3_600_000);
    setTokens({ accessToken: token, refreshToken: 'r1' });
    const sent = fakeFetch(() => ({ code: 'SUCCESS' }));
    await api.post('/user/getInfo', {}, { auth: true });
    expect(sent[0]?.headers['nvtravel-token']).toBe(token);
  });

  it('throws the server code, status, localized message and fields', async () => {
    fakeFetch(() => ({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Một số thông tin không hợp lệ.',
      data: { fields: [{ path: 'data.phone', message: 'Số điện thoại không hợp lệ.' }] },
    }));
    const error = await api.post('/user/register', { phone: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, message: 'Một số thông tin không hợp lệ.' });
    expect((error as ApiCallError).fields).toEqual({ phone: 'Số điện thoại không hợp lệ.' });
  });

  it('turns a network failure into a localized message', async () => {
    page('lang=vi');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.post('/user/login', {})).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      message: 'Không kết nối được tới máy chủ. Vui lòng kiểm tra kết nối và thử lại.',
    });
  });
});

describe('authenticated calls without a token', () => {
  it('send nothing, open the login popup and fail with SIGN_IN_REQUIRED', async () => {
    const sent = fakeFetch(() => ({ code: 'SUCCESS' }));
    await expect(api.post('/comments/create', { text: 'x' }, { auth: true })).rejects.toMatchObject({
      code: 'SIGN_IN_REQUIRED',
      message: 'Please sign in to continue.',
    });
    const form = new FormData();
    form.append('profile', new File(['x'], 'a.png', { type: 'image/png' }));
    await expect(api.upload('/user/updateImageProfile', form, { auth: true })).rejects.toMatchObject({
      code: 'SIGN_IN_REQUIRED',
    });
    expect(sent).toHaveLength(0);
    expect($showPopupLogin.get()).toBe(true);
  });
});

describe('TOKEN_INVALID or HTTP 401', () => {
  it('clears tokens and user info and opens the login popup once', async () => {
    setTokens({ accessToken: jwt(3_600_000), refreshToken: 'r1' });
    setUserInfo(USER);
    let opened = 0;
    const unlisten = $showPopupLogin.listen((shown) => {
      if (shown) opened += 1;
    });
    fakeFetch((request) =>
      request.url.includes('/a')
        ? { status: 401, code: 'TOKEN_INVALID', message: 'Your session has expired.' }
        : { status: 401, code: 'NOT_FOUND' },
    );
    const results = await Promise.allSettled([api.post('/a', {}, { auth: true }), api.get('/b')]);
    unlisten();
    for (const result of results)
      expect(result).toMatchObject({ status: 'rejected', reason: { code: 'TOKEN_INVALID' } });
    expect($accessToken.get()).toBeUndefined();
    expect($refreshToken.get()).toBeUndefined();
    expect($userInfo.get()).toBeUndefined();
    expect($signedIn.get()).toBe(false);
    expect(opened).toBe(1);
    // Already shown: a later failure does not open it again.
    setTokens({ accessToken: jwt(3_600_000), refreshToken: 'r2' });
    await api.post('/a').catch(() => undefined);
    expect(opened).toBe(1);
  });

  it('does not sign out when the failed token was already replaced by a refresh', async () => {
    const old = jwt(3_600_000);
    const fresh = jwt(7_200_000);
    setTokens({ accessToken: old, refreshToken: 'r1' });
    fakeFetch(() => {
      setTokens({ accessToken: fresh, refreshToken: 'r2' });
      return { status: 401, code: 'TOKEN_INVALID' };
    });
    await expect(api.post('/a', {}, { auth: true })).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect($accessToken.get()).toBe(fresh);
    expect($showPopupLogin.get()).toBe(false);
  });
});

describe('api.get', () => {
  it('sends its parameters as the query, skipping undefined ones, with the token when present', async () => {
    const token = jwt(3_600_000);
    setTokens({ accessToken: token, refreshToken: 'r1' });
    const sent = fakeFetch(() => ({ code: 'SUCCESS', data: [1] }));
    await expect(api.get('/comments/list', { slug: 'hoi-an', page: 2, mine: true, skip: undefined })).resolves.toEqual([
      1,
    ]);
    const url = new URL(sent[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/apiCore/v1/comments/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({ slug: 'hoi-an', page: '2', mine: 'true', langCode: 'en' });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.headers['nvtravel-token']).toBe(token);
  });
});

describe('api.upload', () => {
  it('aborts on a file without a name', async () => {
    setTokens({ accessToken: jwt(3_600_000), refreshToken: 'r1' });
    const sent = fakeFetch(() => ({ code: 'SUCCESS' }));
    const form = new FormData();
    form.append('profile', new File(['x'], '', { type: 'image/png' }));
    await expect(api.upload('/user/updateImageProfile', form, { auth: true })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The file to upload needs a name.',
    });
    expect(sent).toHaveLength(0);
  });

  it('sends the form with the query and the token in both headers', async () => {
    const token = jwt(3_600_000);
    setTokens({ accessToken: token, refreshToken: 'r1' });
    const sent = fakeFetch(() => ({ code: 'SUCCESS', data: { user: USER } }));
    const form = new FormData();
    form.append('profile', new File(['x'], 'a.png', { type: 'image/png' }));
    await api.upload('/user/updateImageProfile', form, { params: { id: 'u1' }, auth: true });
    expect(sent[0]?.url).toBe('/apiCore/v1/user/updateImageProfile?id=u1&langCode=en');
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers['nvtravel-token']).toBe(token);
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });
});

describe('token refresh', () => {
  it('refreshes an expired token first, once for concurrent calls, with the refresh token in NVTRAVEL-TOKEN', async () => {
    setTokens({ accessToken: jwt(-1000), refreshToken: 'r1' });
    const fresh = jwt(7_200_000);
    const sent = fakeFetch((request) =>
      request.url.endsWith('/user/refreshToken')
        ? { code: 'SUCCESS', data: { token: fresh, refreshToken: 'r2', user: USER } }
        : { code: 'SUCCESS' },
    );
    await Promise.all([api.post('/a', {}, { auth: true }), api.post('/b', {}, { auth: true }), refreshSession()]);
    const refreshes = sent.filter((r) => r.url.endsWith('/user/refreshToken'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers['nvtravel-token']).toBe('r1');
    expect(refreshes[0]?.body).toMatchObject({ checksum: 'nvtravel-web', data: {} });
    for (const call of sent.filter((r) => !r.url.endsWith('/user/refreshToken')))
      expect(call.headers['nvtravel-token']).toBe(fresh);
    expect($accessToken.get()).toBe(fresh);
    expect($refreshToken.get()).toBe('r2');
    expect($userInfo.get()).toEqual(USER);
  });

  it('skips a refresh that another tab already did while this one waited', async () => {
    setTokens({ accessToken: jwt(3_600_000), refreshToken: 'r1' });
    const sent = fakeFetch(() => ({ code: 'SUCCESS' }));
    await refreshSession();
    expect(sent).toHaveLength(0);
  });

  it('a refused refresh token ends the session', async () => {
    setTokens({ accessToken: jwt(10_000), refreshToken: 'reused' });
    setUserInfo(USER);
    fakeFetch(() => ({ status: 401, code: 'TOKEN_INVALID' }));
    await expect(refreshSession()).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect($accessToken.get()).toBeUndefined();
    expect($userInfo.get()).toBeUndefined();
    expect($showPopupLogin.get()).toBe(true);
  });

  it('is scheduled 60 s before expiry, and after 1 s when under 60 s remain', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const issued: string[] = [];
    const sent = fakeFetch(() => {
      issued.push(jwt(7_200_000));
      return { code: 'SUCCESS', data: { token: issued.at(-1), refreshToken: 'r2', user: USER } };
    });
    setTokens({ accessToken: jwt(7_200_000), refreshToken: 'r1' });
    const stop = startSessionRefresh();
    await vi.advanceTimersByTimeAsync(7_200_000 - 61_000);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveLength(1);
    expect($accessToken.get()).toBe(issued[0]);
    // The new token's own refresh is two hours away.
    await vi.advanceTimersByTimeAsync(7_000_000);
    expect(sent).toHaveLength(1);

    setTokens({ accessToken: jwt(30_000), refreshToken: 'r3' });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers['nvtravel-token']).toBe('r3');
    stop();
  });
});
