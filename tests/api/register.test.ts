import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_RULES } from '../../src/server/auth/otp.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { readOutbox } from '../../src/server/services/sms/outbox.ts';
import { bodyOf, call, e164, freshPhone, lastCode, PASSWORD, registerUser, type Session } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

const database = useTestDatabase();

afterEach(() => vi.useRealTimers());

async function accountsWith(phone: string) {
  return database
    .current()
    .db.select()
    .from(users)
    .where(eq(users.phone, e164(phone)));
}

describe('registration with a one-time code', () => {
  it('registers: code by SMS, verify, create, signed in', async () => {
    const phone = freshPhone();
    const sent = await call('/user/register', { phone });
    expect(sent).toMatchObject({
      status: 200,
      code: 'SUCCESS',
      data: { phone: e164(phone), expiresInMs: OTP_RULES.ttlMs, resendAfterMs: OTP_RULES.resendAfterMs },
    });
    const code = await lastCode(e164(phone));
    const verified = await call<{ ticket: string }>('/user/verifyRegisterOtp', { phone, otp: code });
    expect(verified.code).toBe('SUCCESS');
    const created = await call<Session>('/user/create', {
      ticket: verified.data.ticket,
      fullname: 'Trần Thị Mai',
      password: PASSWORD,
      email: 'Mai@Example.com',
    });
    expect(created).toMatchObject({
      code: 'SUCCESS',
      data: { user: { fullname: 'Trần Thị Mai', phone: e164(phone), email: 'mai@example.com', hasPassword: true } },
    });
    expect(created.data.token.split('.')).toHaveLength(3);
    expect(created.data.refreshToken.length).toBeGreaterThan(30);
    const [stored] = await accountsWith(phone);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain(PASSWORD);
  });

  it('sends the code in the language of the request', async () => {
    const phone = freshPhone();
    await call('/user/register', { phone }, { lang: 'vi' });
    const { readOutbox } = await import('../../src/server/services/sms/outbox.ts');
    const [message] = await readOutbox(e164(phone), 1);
    expect(message?.body).toMatch(/^NV Travel: \d{6} là mã xác minh của bạn/);
  });

  it('refuses a number that is not a mobile number, in the request language', async () => {
    const answer = await call('/user/register', { phone: '12345' }, { lang: 'vi' });
    expect(answer).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Một số thông tin chưa hợp lệ.',
      data: { fields: [{ path: 'data.phone', message: 'Số điện thoại di động không hợp lệ.' }] },
    });
  });

  it('refuses missing and malformed fields', async () => {
    expect(await call('/user/register', {})).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await call('/user/register', { phone: 912345678 })).toMatchObject({ status: 400 });
    const wrongShape = await call('/user/verifyRegisterOtp', { phone: freshPhone(), otp: '12ab' });
    expect(wrongShape.data).toEqual({ fields: [{ path: 'data.otp', message: 'The verification code has 6 digits.' }] });
  });

  it('refuses a bad envelope and a bad checksum before doing anything', async () => {
    const phone = freshPhone();
    const request = (checksum: string) =>
      new Request('http://localhost/apiCore/v1/user/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          langCode: 'en',
          checksum,
          serviceEndpointName: 'APP/WEB',
          requestId: 'x',
          data: { phone },
        }),
      });
    const { send } = await import('./support/client.ts');
    const answer = await send<{ fields: { path: string }[] }>(request('wrong'));
    expect(answer.status).toBe(400);
    expect(answer.data.fields.map((f) => f.path)).toEqual(['checksum', 'requestId']);
    const { readOutbox } = await import('../../src/server/services/sms/outbox.ts');
    expect(await readOutbox(e164(phone))).toEqual([]);
  });

  it('asks to wait before sending another code, then sends one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = freshPhone();
    await call('/user/register', { phone });
    const first = await lastCode(e164(phone));
    const tooSoon = await call<{ retryAfterMs: number }>('/user/resendOtp', { phone });
    expect(tooSoon).toMatchObject({ status: 429, code: 'OTP_RESEND_TOO_SOON' });
    expect(tooSoon.data.retryAfterMs).toBeGreaterThan(55_000);
    vi.setSystemTime(Date.now() + OTP_RULES.resendAfterMs + 1);
    expect((await call('/user/resendOtp', { phone })).code).toBe('SUCCESS');
    const second = await lastCode(e164(phone));
    // The old code no longer works once a new one is sent (unless they happen to be equal).
    if (first !== second)
      expect((await call('/user/verifyRegisterOtp', { phone, otp: first })).code).toBe('OTP_INVALID');
    expect((await call('/user/verifyRegisterOtp', { phone, otp: second })).code).toBe('SUCCESS');
  });

  it('refuses a wrong code with the attempts left, then closes after too many', async () => {
    const phone = freshPhone();
    await call('/user/register', { phone });
    const right = await lastCode(e164(phone));
    const wrong = right === '000000' ? '111111' : '000000';
    for (let left = OTP_RULES.maxAttempts - 1; left > 0; left--) {
      expect(await call('/user/verifyRegisterOtp', { phone, otp: wrong })).toMatchObject({
        status: 400,
        code: 'OTP_INVALID',
        data: { attemptsLeft: left },
      });
    }
    expect(await call('/user/verifyRegisterOtp', { phone, otp: wrong })).toMatchObject({
      status: 429,
      code: 'OTP_ATTEMPTS_EXCEEDED',
    });
    // Even the right code is refused now: guessing cannot continue.
    expect((await call('/user/verifyRegisterOtp', { phone, otp: right })).code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('refuses an expired code', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = freshPhone();
    await call('/user/register', { phone });
    const code = await lastCode(e164(phone));
    vi.setSystemTime(Date.now() + OTP_RULES.ttlMs + 1);
    expect(await call('/user/verifyRegisterOtp', { phone, otp: code })).toMatchObject({
      status: 400,
      code: 'OTP_EXPIRED',
    });
  });

  it('uses a ticket once, and refuses a weak password without spending it', async () => {
    const phone = freshPhone();
    await call('/user/register', { phone });
    const { data } = await call<{ ticket: string }>('/user/verifyRegisterOtp', {
      phone,
      otp: await lastCode(e164(phone)),
    });
    const weak = await call('/user/create', { ticket: data.ticket, fullname: 'An', password: 'password' });
    expect(weak).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: { fields: [{ path: 'data.password', message: expect.stringContaining('8 to 128') }] },
    });
    expect((await call('/user/create', { ticket: data.ticket, fullname: 'An', password: PASSWORD })).code).toBe(
      'SUCCESS',
    );
    expect((await call('/user/create', { ticket: data.ticket, fullname: 'An', password: PASSWORD })).code).toBe(
      'OTP_EXPIRED',
    );
  });

  it('answers a registered number like a new one, and tells its owner instead of sending a code', async () => {
    const { phone } = await registerUser();
    const taken = await call('/user/register', { phone });
    const fresh = await call('/user/register', { phone: freshPhone() });
    expect({ ...bodyOf(taken), data: { ...taken.data, phone: 'x' } }).toEqual({
      ...bodyOf(fresh),
      data: { ...fresh.data, phone: 'x' },
    });
    const [notice] = await readOutbox(e164(phone), 1);
    expect(notice?.body).toMatch(/already has an account/);
    expect(notice?.body).not.toMatch(/\d{6}/);
    expect(await call('/user/verifyRegisterOtp', { phone, otp: '123456' })).toMatchObject({
      code: 'OTP_INVALID',
      data: { attemptsLeft: OTP_RULES.maxAttempts - 1 },
    });
  });

  it('rate limits codes per number', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = freshPhone();
    for (let i = 0; i < OTP_RULES.perDestination.max; i++) {
      expect((await call('/user/register', { phone })).code).toBe('SUCCESS');
      vi.setSystemTime(Date.now() + OTP_RULES.resendAfterMs + 1);
    }
    expect(await call('/user/register', { phone })).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('rate limits codes per client address', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < OTP_RULES.perAddress.max; i++)
      expect((await call('/user/register', { phone: freshPhone() }, { address })).code).toBe('SUCCESS');
    expect((await call('/user/register', { phone: freshPhone() }, { address })).code).toBe('RATE_LIMITED');
  });

  it('creates exactly one account from 50 simultaneous registrations of one number', async () => {
    const phone = freshPhone();
    const sends = await Promise.all(Array.from({ length: 50 }, () => call('/user/register', { phone })));
    expect(sends.filter((s) => s.code === 'SUCCESS')).toHaveLength(1);
    expect(new Set(sends.map((s) => s.code))).toEqual(new Set(['SUCCESS', 'OTP_RESEND_TOO_SOON']));
    const { data } = await call<{ ticket: string }>('/user/verifyRegisterOtp', {
      phone,
      otp: await lastCode(e164(phone)),
    });
    const creates = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('/user/create', { ticket: data.ticket, fullname: `Khách ${i}`, password: PASSWORD }),
      ),
    );
    expect(creates.filter((c) => c.code === 'SUCCESS')).toHaveLength(1);
    expect(await accountsWith(phone)).toHaveLength(1);
    // Room for 50 password hashes on a busy shared machine: a deadline, not a speed assertion.
  }, 120_000);
});
