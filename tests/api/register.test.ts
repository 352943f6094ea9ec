import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_RULES } from '#server/auth/otp.ts';
import { serverConfig } from '#server/config.ts';
import { users } from '#server/db/schema/index.ts';
import { readOutbox } from '#server/services/sms/outbox.ts';
import {
  bodyOf,
  call,
  cookieOf,
  e164,
  freshPhone,
  lastCode,
  PASSWORD,
  registerUser,
  type CallOptions,
  type Session,
} from './support/client.ts';
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
    const { readOutbox } = await import('#server/services/sms/outbox.ts');
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
    const { readOutbox } = await import('#server/services/sms/outbox.ts');
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

  it('stops codes to one number from many requesters at the number’s overall budget', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = freshPhone();
    // Every call comes from an address of its own.
    for (let i = 0; i < serverConfig.outbound.codes.perRecipient; i++) {
      expect((await call('/user/register', { phone })).code).toBe('SUCCESS');
      vi.setSystemTime(Date.now() + OTP_RULES.resendAfterMs + 1);
    }
    expect(await call('/user/register', { phone })).toMatchObject({ status: 429, code: 'MESSAGE_LIMIT' });
  });

  it('rate limits codes per client address', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < serverConfig.outbound.codes.perRequester; i++)
      expect((await call('/user/register', { phone: freshPhone() }, { address })).code).toBe('SUCCESS');
    expect((await call('/user/register', { phone: freshPhone() }, { address })).code).toBe('MESSAGE_LIMIT');
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

describe('code budgets per number and per requester (issue 33, defect 9)', () => {
  const OUTBOUND = structuredClone(serverConfig.outbound);
  afterEach(() => {
    serverConfig.outbound = structuredClone(OUTBOUND);
  });
  const codes = () => serverConfig.outbound.codes;
  /** Asks for a sign-up code, then lets the resend cooldown pass (the clock is faked). */
  const ask = async (phone: string, options: CallOptions = {}) => {
    const answer = await call<{ retryAfterMs?: number }>('/user/register', { phone }, options);
    vi.setSystemTime(Date.now() + OTP_RULES.resendAfterMs + 1);
    return answer;
  };
  const sentTo = async (phone: string) => (await readOutbox(e164(phone), 100)).length;

  it('one requester past its budget for a number is refused in its language, changing nothing; another requester still gets a code', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = freshPhone();
    const address = '203.0.113.20';
    for (let i = 0; i < codes().perRequesterAndRecipient; i++)
      expect((await ask(phone, { address })).code).toBe('SUCCESS');
    const code = await lastCode(e164(phone));
    const refusals = {
      vi: 'Đã có quá nhiều mã gửi tới số điện thoại hoặc địa chỉ email này, hoặc được yêu cầu từ kết nối của bạn. Vui lòng thử lại sau.',
      en: 'Too many codes have been sent to this number or address, or asked for from your connection. Please try again later.',
      zh: '发送到此号码或邮箱、或从您的网络请求的验证码过多，请稍后再试。',
    };
    for (const [lang, message] of Object.entries(refusals)) {
      const refused = await ask(phone, { address, lang: lang as CallOptions['lang'] });
      expect(refused).toMatchObject({ status: 429, code: 'MESSAGE_LIMIT', message });
      expect(refused.data.retryAfterMs).toBeGreaterThan(0);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // Nothing was sent and the code last sent still holds.
    expect(await sentTo(phone)).toBe(codes().perRequesterAndRecipient);
    expect(await lastCode(e164(phone))).toBe(code);
    expect((await ask(phone, { address: '203.0.113.21' })).code).toBe('SUCCESS');
    expect(await sentTo(phone)).toBe(codes().perRequesterAndRecipient + 1);
  });

  it('counts an IPv6 requester by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    serverConfig.outbound.codes.perRequester = 2;
    const network = ['2001:db8:7:1::1', '2001:DB8:7:1:ffff:ffff:ffff:fffe', '2001:db8:7:1::3'];
    const answers = [];
    for (const address of network)
      answers.push((await call('/user/register', { phone: freshPhone() }, { address })).code);
    expect(answers).toEqual(['SUCCESS', 'SUCCESS', 'MESSAGE_LIMIT']);
    expect((await call('/user/register', { phone: freshPhone() }, { address: '2001:db8:7:2::1' })).code).toBe(
      'SUCCESS',
    );
    const mapped = [];
    for (const address of ['203.0.113.40', '::ffff:203.0.113.40', '::ffff:cb00:7128'])
      mapped.push((await call('/user/register', { phone: freshPhone() }, { address })).code);
    expect(mapped).toEqual(['SUCCESS', 'SUCCESS', 'MESSAGE_LIMIT']);
  });

  it('sends exactly one requester’s budget when it asks for twelve numbers at once', async () => {
    serverConfig.outbound.codes.perRequester = 5;
    const phones = Array.from({ length: 12 }, () => freshPhone());
    const answers = await Promise.all(
      phones.map((phone) => call('/user/register', { phone }, { address: '203.0.113.50' })),
    );
    expect(answers.filter((answer) => answer.code === 'SUCCESS')).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 'MESSAGE_LIMIT')).toHaveLength(7);
    let sent = 0;
    for (const phone of phones) sent += await sentTo(phone);
    expect(sent).toBe(5);
  });

  it('keeps a separate budget for a device that verified the number, which strangers cannot spend', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = freshPhone();
    // The owner verified the number on this device earlier (and left before creating the account).
    await ask(phone);
    const verified = await call('/user/verifyRegisterOtp', { phone, otp: await lastCode(e164(phone)) });
    const owner = { headers: { cookie: cookieOf(verified) } };
    // Strangers, from as many addresses as they like, spend the number's budget.
    for (let i = 0; i < codes().perRecipient - 1; i++) expect((await ask(phone)).code).toBe('SUCCESS');
    expect((await ask(phone)).code).toBe('MESSAGE_LIMIT');
    // The owner's device still gets codes, from any address, and only the owner's budget counts them.
    for (let i = 0; i < codes().forOwner; i++) expect((await ask(phone, owner)).code).toBe('SUCCESS');
    expect((await ask(phone, owner)).code).toBe('MESSAGE_LIMIT');
    const code = await lastCode(e164(phone));
    expect((await call('/user/verifyRegisterOtp', { phone, otp: code }, owner)).code).toBe('SUCCESS');
    // The proof names this number only, and a forged one counts for nothing.
    const other = freshPhone();
    for (let i = 0; i < codes().perRecipient; i++) await ask(other);
    expect((await ask(other, owner)).code).toBe('MESSAGE_LIMIT');
    const forged = `nvt_owner=${owner.headers.cookie.split('=')[1]?.slice(0, -4)}AAAA`;
    expect((await ask(phone, { headers: { cookie: forged } })).code).toBe('MESSAGE_LIMIT');
  });
});
