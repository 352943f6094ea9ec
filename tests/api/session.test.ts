import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_MS } from '#server/auth/tokens.ts';
import { bodyOf, call, PASSWORD, registerUser, verifiedEmail, type Session } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

useTestDatabase();

afterEach(() => vi.useRealTimers());

const refresh = (refreshToken: string) => call<Session>('/user/refreshToken', {}, { token: refreshToken });

describe('sign-in and sessions', () => {
  it('signs in with the phone number in any common form, and with the e-mail', async () => {
    const account = await registerUser('Lê Minh');
    await verifiedEmail(account, 'minh@example.vn');
    for (const username of [account.phone, `+84${account.phone.slice(1)}`, 'MINH@example.vn']) {
      const answer = await call<Session>('/user/login', { username, password: PASSWORD });
      expect(answer, username).toMatchObject({ code: 'SUCCESS', data: { user: { id: account.user.id } } });
    }
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const account = await registerUser();
    const wrong = await call('/user/login', { username: account.phone, password: 'wrong-password-1' }, { lang: 'vi' });
    const unknown = await call('/user/login', { username: '0999999999', password: 'wrong-password-1' }, { lang: 'vi' });
    expect(bodyOf(wrong)).toEqual({
      status: 400,
      code: 'CREDENTIALS_INVALID',
      message: 'Số điện thoại, email hoặc mật khẩu không đúng.',
      data: null,
    });
    expect(bodyOf(unknown)).toEqual(bodyOf(wrong));
  });

  it('limits guesses at one account from one address, and forgets them after a success', async () => {
    const account = await registerUser();
    const from = { address: 'guesser-1' };
    for (let i = 0; i < 9; i++) await call('/user/login', { username: account.phone, password: 'nope-1234' }, from);
    expect((await call('/user/login', { username: account.phone, password: PASSWORD }, from)).code).toBe('SUCCESS');
    for (let i = 0; i < 10; i++) await call('/user/login', { username: account.phone, password: 'nope-1234' }, from);
    const limited = await call<{ retryAfterMs: number }>(
      '/user/login',
      { username: account.phone, password: PASSWORD },
      from,
    );
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(limited.data.retryAfterMs).toBeGreaterThan(0);
    expect(limited.headers.get('retry-after')).toBe(String(Math.ceil(limited.data.retryAfterMs / 1000)));
  });

  it('does not lock the owner out: guesses elsewhere leave their own sign-in alone', async () => {
    const account = await registerUser();
    await verifiedEmail(account, 'owner@example.vn');
    const attacker = { address: 'attacker-1' };
    // Guesses at the phone and at the e-mail count on the one account's counter.
    for (let i = 0; i < 10; i++) {
      const username = i % 2 ? account.phone : 'owner@example.vn';
      expect((await call('/user/login', { username, password: 'nope-1234' }, attacker)).code).toBe(
        'CREDENTIALS_INVALID',
      );
    }
    expect((await call('/user/login', { username: 'owner@example.vn', password: PASSWORD }, attacker)).code).toBe(
      'RATE_LIMITED',
    );
    const owner = await call('/user/login', { username: account.phone, password: PASSWORD }, { address: 'owner-1' });
    expect(owner).toMatchObject({ code: 'SUCCESS', data: { user: { id: account.user.id } } });
  });

  it('answers getInfo for the token holder only', async () => {
    const account = await registerUser('Phạm Hoa');
    const info = await call<{ user: Session['user'] }>('/user/getInfo', {}, { token: account.token });
    expect(info).toMatchObject({ code: 'SUCCESS', data: { user: { id: account.user.id, fullname: 'Phạm Hoa' } } });
    expect(JSON.stringify(info.data)).not.toContain('argon2');
    for (const token of [undefined, 'garbage', `${account.token.slice(0, -2)}xx`]) {
      expect(await call('/user/getInfo', {}, { token })).toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
    }
  });

  it('accepts a bearer token as well (uploads send both headers)', async () => {
    const account = await registerUser();
    const answer = await call('/user/getInfo', {}, { headers: { authorization: `Bearer ${account.token}` } });
    expect(answer.code).toBe('SUCCESS');
  });

  it('expires access tokens after 7,200,000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const account = await registerUser();
    expect(account.expiresAt - Date.now()).toBeGreaterThan(ACCESS_TOKEN_TTL_MS - 1000);
    expect(account.expiresAt - Date.now()).toBeLessThanOrEqual(ACCESS_TOKEN_TTL_MS);
    const [, payload = ''] = account.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number; iat: number };
    expect((claims.exp - claims.iat) * 1000).toBe(ACCESS_TOKEN_TTL_MS);
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_MS - 5000);
    expect((await call('/user/getInfo', {}, { token: account.token })).code).toBe('SUCCESS');
    vi.setSystemTime(Date.now() + 10_000);
    expect(await call('/user/getInfo', {}, { token: account.token })).toMatchObject({
      status: 401,
      code: 'TOKEN_INVALID',
    });
  });

  it('rotates the refresh token on every use and answers a new pair with the user', async () => {
    const account = await registerUser();
    const first = await refresh(account.refreshToken);
    expect(first).toMatchObject({ code: 'SUCCESS', data: { user: { id: account.user.id } } });
    expect(first.data.refreshToken).not.toBe(account.refreshToken);
    const second = await refresh(first.data.refreshToken);
    expect(second.code).toBe('SUCCESS');
    expect((await call('/user/getInfo', {}, { token: second.data.token })).code).toBe('SUCCESS');
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const account = await registerUser();
    const rotated = await refresh(account.refreshToken);
    expect(await refresh(account.refreshToken)).toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
    // The thief's replay also ends the legitimate holder's newer tokens.
    expect((await refresh(rotated.data.refreshToken)).code).toBe('TOKEN_INVALID');
    expect((await call('/user/getInfo', {}, { token: rotated.data.token })).code).toBe('TOKEN_INVALID');
    // Other sessions of the same user are untouched.
    const other = await call<Session>('/user/login', { username: account.phone, password: PASSWORD });
    expect((await call('/user/getInfo', {}, { token: other.data.token })).code).toBe('SUCCESS');
  });

  it('yields exactly one new token pair from 50 simultaneous uses of one refresh token', async () => {
    const account = await registerUser();
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(account.refreshToken)));
    expect(answers.filter((a) => a.code === 'SUCCESS')).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'TOKEN_INVALID')).toHaveLength(49);
  }, 120_000);

  it('refuses a refresh without a token or with an access token', async () => {
    const account = await registerUser();
    expect((await call('/user/refreshToken', {})).code).toBe('TOKEN_INVALID');
    expect((await refresh(account.token)).code).toBe('TOKEN_INVALID');
  });

  it('logs out: the access and refresh tokens of that session stop working', async () => {
    const account = await registerUser();
    expect(await call('/user/logout', {}, { token: account.token })).toMatchObject({ code: 'SUCCESS', data: null });
    expect((await call('/user/getInfo', {}, { token: account.token })).code).toBe('TOKEN_INVALID');
    expect((await refresh(account.refreshToken)).code).toBe('TOKEN_INVALID');
    expect((await call('/user/logout', {}, { token: account.token })).status).toBe(401);
  });
});
