import { describe, expect, it, vi } from 'vitest';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '#features/accounts/contract.ts';
import { $accessToken, $accessTokenExpiresAt, $refreshToken, $showPopupLogin, setTokens } from '#stores/auth.ts';
import { refreshSession, signIn, signOut, startSessionRefresh } from '#stores/session.ts';
import { $userInfo, setUserInfo } from '#stores/user-info.ts';
import { fakeFetch, jwt, startSignedOut, USER } from './support/fake-api.ts';

startSignedOut();

describe('token refresh', () => {
  it('refreshes an expired token first, once for concurrent calls, with the refresh token in NVTRAVEL-TOKEN', async () => {
    setTokens({ accessToken: jwt(-1000), refreshToken: 'r1' });
    const fresh = jwt(7_200_000);
    const sent = fakeFetch((request) =>
      request.url.endsWith('/user/refreshToken')
        ? { code: 'SUCCESS', data: { token: fresh, refreshToken: 'r2', user: USER } }
        : { code: 'SUCCESS' },
    );
    type Call = (typeof userCalls)['getInfo'];
    await Promise.all([
      api.call<Call>('POST /user/getInfo', {}, { auth: true }),
      api.call<Call>('POST /user/getInfo', {}, { auth: true }),
      refreshSession(),
    ]);
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

  it('skips a refresh when storage already holds a fresh pair that has not reached this tab', async () => {
    setTokens({ accessToken: jwt(-1000), refreshToken: 'r1' });
    const fresh = jwt(7_200_000);
    // Another tab wrote its new pair; its storage event has not arrived here yet.
    const written: Record<string, string> = { 'app:auth:accessToken': fresh, 'app:auth:refreshToken': 'r2' };
    vi.stubGlobal('localStorage', { getItem: (key: string) => written[key] ?? null });
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

describe('the expiry the API answers (setTokens used to drop it)', () => {
  it('schedules the refresh from expiresAt when the token carries no readable exp', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const sent = fakeFetch(() => ({ code: 'SUCCESS', data: { token: 'opaque-2', refreshToken: 'r2' } }));
    setTokens({ accessToken: 'opaque-1', refreshToken: 'r1', expiresAt: Date.now() + 600_000 });
    const stop = startSessionRefresh();
    await vi.advanceTimersByTimeAsync(600_000 - 61_000);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['nvtravel-token']).toBe('r1');
    stop();
  });

  it("prefers the answered expiry to the token's own exp, and forgets it on sign-out", () => {
    const expiresAt = Date.now() + 30_000;
    setTokens({ accessToken: jwt(7_200_000), refreshToken: 'r1', expiresAt });
    expect($accessTokenExpiresAt.get()).toBe(expiresAt);
    signOut();
    expect($accessTokenExpiresAt.get()).toBeUndefined();
  });
});

describe('sign-in and sign-out', () => {
  it('a sign-in stores the pair with its expiry and the user; a sign-out forgets them', () => {
    const token = jwt(7_200_000);
    signIn({ token, refreshToken: 'r1', expiresAt: 1_900_000_000_000, user: USER });
    expect($accessToken.get()).toBe(token);
    expect($refreshToken.get()).toBe('r1');
    expect($accessTokenExpiresAt.get()).toBe(1_900_000_000_000);
    expect($userInfo.get()).toEqual(USER);
    signOut();
    expect($accessToken.get()).toBeUndefined();
    expect($refreshToken.get()).toBeUndefined();
    expect($userInfo.get()).toBeUndefined();
    expect($showPopupLogin.get()).toBe(false);
  });
});
