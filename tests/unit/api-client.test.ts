import { describe, expect, it, vi } from 'vitest';
import type { z } from 'astro/zod';
import { api, ApiCallError, type CallOptions } from '#lib/api/client.ts';
import type { bookingCalls } from '#features/booking/contract.ts';
import type { Call } from '#lib/api/contract/call.ts';
import type { userCalls } from '#features/accounts/contract.ts';
import { $accessToken, $refreshToken, $showPopupLogin, $signedIn, setTokens } from '#stores/auth.ts';
import { $userInfo, setUserInfo } from '#stores/user-info.ts';
import { fakeFetch, jwt, page, startSignedOut, USER } from './support/fake-api.ts';

startSignedOut();

type AvatarUpload = (typeof userCalls)['updateImageProfile'];

/**
 * A call at `path` of any input and answer: these tests are about what the client sends and how it
 * reads answers, whatever a contract's schemas say.
 */
type Loose<Method extends Call['method'], Path extends string> = Call<z.ZodType, z.ZodType> & {
  method: Method;
  path: Path;
};
const post = <Path extends string>(path: Path, data?: unknown, options?: CallOptions) =>
  api.call<Loose<'POST', Path>>(`POST ${path}`, data, options);
const get = <Path extends string>(path: Path, params?: object) => api.call<Loose<'GET', Path>>(`GET ${path}`, params);

describe('api.call', () => {
  it('sends a GET call its input as the query, and a POST call its input in the envelope, at the route’s path', async () => {
    page('lang=en', 'en');
    const sent = fakeFetch(() => ({ code: 'SUCCESS', data: { methods: ['payLater'] } }));
    await expect(api.call<(typeof bookingCalls)['paymentMethods']>('GET /booking/paymentMethods', {})).resolves.toEqual(
      { methods: ['payLater'] },
    );
    await api.call<(typeof bookingCalls)['searchTickets']>('GET /tickets/search', { date: '2027-01-10', quantity: 2 });
    await api.call<(typeof bookingCalls)['guestOtp']>('POST /booking/guest/getOtp', { phone: '0912345678' });
    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/apiCore/v1/booking/paymentMethods?langCode=en'],
      ['GET', '/apiCore/v1/tickets/search?date=2027-01-10&quantity=2&langCode=en'],
      ['POST', '/apiCore/v1/booking/guest/getOtp'],
    ]);
    expect((sent[2]?.body as { data: unknown }).data).toEqual({ phone: '0912345678' });
  });
});

describe('api.call: a POST', () => {
  it('sends the envelope with langCode from the lang cookie and resolves to data', async () => {
    page('theme=dark; lang=zh', 'en');
    const sent = fakeFetch(() => ({ code: 'SUCCESS', data: { ok: 1 } }));
    await expect(post('/comments/create', { text: 'Đẹp quá' })).resolves.toEqual({ ok: 1 });
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
    await post('/user/login', { username: 'a', password: 'b' });
    expect((sent[0]?.body as { langCode: string }).langCode).toBe('zh');
  });

  it('sends the access token in NVTRAVEL-TOKEN when signed in', async () => {
    const token = jwt(3_600_000);
    setTokens({ accessToken: token, refreshToken: 'r1' });
    const sent = fakeFetch(() => ({ code: 'SUCCESS' }));
    await post('/user/getInfo', {}, { auth: true });
    expect(sent[0]?.headers['nvtravel-token']).toBe(token);
  });

  it('throws the server code, status, localized message and fields', async () => {
    fakeFetch(() => ({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Một số thông tin không hợp lệ.',
      data: { fields: [{ path: 'data.phone', message: 'Số điện thoại không hợp lệ.' }] },
    }));
    const error = await post('/user/register', { phone: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, message: 'Một số thông tin không hợp lệ.' });
    expect((error as ApiCallError).fields).toEqual({ phone: 'Số điện thoại không hợp lệ.' });
  });

  it('turns a network failure into NETWORK_ERROR, worded by the island that shows it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(post('/user/login', {})).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: '' });
  });
});

describe('authenticated calls without a token', () => {
  it('send nothing, open the login popup and fail with SIGN_IN_REQUIRED', async () => {
    const sent = fakeFetch(() => ({ code: 'SUCCESS' }));
    await expect(post('/comments/create', { text: 'x' }, { auth: true })).rejects.toMatchObject({
      code: 'SIGN_IN_REQUIRED',
    });
    const form = new FormData();
    form.append('profile', new File(['x'], 'a.png', { type: 'image/png' }));
    await expect(api.upload<AvatarUpload>('POST /user/updateImageProfile', form, { auth: true })).rejects.toMatchObject(
      {
        code: 'SIGN_IN_REQUIRED',
      },
    );
    expect(sent).toHaveLength(0);
    expect($showPopupLogin.get()).toBe(true);
  });

  it('leave the popup closed when the screen offers its own ways in (an order link opened by a guest)', async () => {
    const sent = fakeFetch(() => ({ code: 'SUCCESS' }));
    await expect(
      post('/booking/order', { orderId: 'o1' }, { auth: true, guestToken: undefined, signInPopup: false }),
    ).rejects.toMatchObject({ code: 'SIGN_IN_REQUIRED' });
    expect(sent).toHaveLength(0);
    expect($showPopupLogin.get()).toBe(false);
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
    const results = await Promise.allSettled([post('/a', {}, { auth: true }), get('/b')]);
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
    await post('/a').catch(() => undefined);
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
    await expect(post('/a', {}, { auth: true })).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect($accessToken.get()).toBe(fresh);
    expect($showPopupLogin.get()).toBe(false);
  });
});

describe('api.call: a GET', () => {
  it('sends its parameters as the query, skipping undefined ones, with the token when present', async () => {
    const token = jwt(3_600_000);
    setTokens({ accessToken: token, refreshToken: 'r1' });
    const sent = fakeFetch(() => ({ code: 'SUCCESS', data: [1] }));
    await expect(get('/comments/list', { slug: 'hoi-an', page: 2, mine: true, skip: undefined })).resolves.toEqual([1]);
    const url = new URL(sent[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/apiCore/v1/comments/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({ slug: 'hoi-an', page: '2', mine: 'true', langCode: 'en' });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.headers['nvtravel-token']).toBe(token);
  });
});

describe('a staff call', () => {
  it('carries the staff token alone, and a refused one ends the staff session, not the account’s', async () => {
    const token = jwt(3_600_000);
    setTokens({ accessToken: token, refreshToken: 'r1' });
    let refused = 0;
    const staff = { token: 'staff-1', refused: () => (refused += 1) };
    const sent = fakeFetch((request) =>
      request.url.includes('/staff/me') ? { status: 401, code: 'TOKEN_INVALID' } : { code: 'SUCCESS', data: null },
    );
    await post('/staff/signOut', {}, { staff, idempotencyKey: 'k1' });
    expect(sent[0]?.headers['nvtravel-staff-token']).toBe('staff-1');
    expect(sent[0]?.headers['nvtravel-token']).toBeUndefined();
    expect(sent[0]?.headers['idempotency-key']).toBe('k1');
    expect((sent[0]?.body as { data: unknown }).data).toEqual({});
    await expect(api.call<Loose<'GET', '/staff/me'>>('GET /staff/me', {}, { staff })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
    expect(sent[1]?.headers['nvtravel-staff-token']).toBe('staff-1');
    expect(sent[1]?.headers['nvtravel-token']).toBeUndefined();
    expect(refused).toBe(1);
    expect($accessToken.get()).toBe(token);
    expect($showPopupLogin.get()).toBe(false);
  });
});

describe('api.upload', () => {
  it('aborts on a file without a name', async () => {
    setTokens({ accessToken: jwt(3_600_000), refreshToken: 'r1' });
    const sent = fakeFetch(() => ({ code: 'SUCCESS' }));
    const form = new FormData();
    form.append('profile', new File(['x'], '', { type: 'image/png' }));
    await expect(api.upload<AvatarUpload>('POST /user/updateImageProfile', form, { auth: true })).rejects.toMatchObject(
      {
        code: 'FILE_NAME_MISSING',
      },
    );
    expect(sent).toHaveLength(0);
  });

  it('sends the form with the query and the token in both headers', async () => {
    const token = jwt(3_600_000);
    setTokens({ accessToken: token, refreshToken: 'r1' });
    const sent = fakeFetch(() => ({ code: 'SUCCESS', data: { user: USER } }));
    const form = new FormData();
    form.append('profile', new File(['x'], 'a.png', { type: 'image/png' }));
    await api.upload<AvatarUpload>('POST /user/updateImageProfile', form, { params: { id: 'u1' }, auth: true });
    expect(sent[0]?.url).toBe('/apiCore/v1/user/updateImageProfile?id=u1&langCode=en');
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers['nvtravel-token']).toBe(token);
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });
});
