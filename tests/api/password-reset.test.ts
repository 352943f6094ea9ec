import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_RULES } from '#server/auth/otp.ts';
import { serverConfig } from '#server/config.ts';
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

useTestDatabase();

const NEW_PASSWORD = 'sapa-mist-77';

describe('forgotten password', () => {
  it('resets with a code, signs in, and ends every other session', async () => {
    const account = await registerUser();
    const sent = await call('/user/getPasswordOtp', { phone: account.phone });
    expect(sent).toMatchObject({ code: 'SUCCESS', data: { phone: e164(account.phone) } });
    const verified = await call<{ ticket: string }>('/user/verifyResetPasswordOtp', {
      phone: account.phone,
      otp: await lastCode(e164(account.phone)),
    });
    const reset = await call<Session>('/user/resetPassword', { ticket: verified.data.ticket, password: NEW_PASSWORD });
    expect(reset).toMatchObject({ code: 'SUCCESS', data: { user: { id: account.user.id } } });
    expect((await call('/user/getInfo', {}, { token: account.token })).code).toBe('TOKEN_INVALID');
    expect((await call('/user/getInfo', {}, { token: reset.data.token })).code).toBe('SUCCESS');
    expect((await call('/user/login', { username: account.phone, password: PASSWORD })).code).toBe(
      'CREDENTIALS_INVALID',
    );
    expect((await call('/user/login', { username: account.phone, password: NEW_PASSWORD })).code).toBe('SUCCESS');
  });

  it('answers an unknown number exactly like a known one, and sends nothing', async () => {
    const known = await registerUser();
    const unknownPhone = freshPhone();
    const a = await call('/user/getPasswordOtp', { phone: known.phone });
    const b = await call('/user/getPasswordOtp', { phone: unknownPhone });
    expect({ ...bodyOf(b), data: { ...b.data, phone: 'x' } }).toEqual({
      ...bodyOf(a),
      data: { ...a.data, phone: 'x' },
    });
    expect(await readOutbox(e164(unknownPhone))).toEqual([]);
    // Asking again, and guessing a code, answer alike too.
    for (const path of ['/user/resendOtpForResetPassword', '/user/verifyResetPasswordOtp']) {
      const [forKnown, forUnknown] = await Promise.all(
        [known.phone, unknownPhone].map(async (phone) => {
          const { data, ...answer } = bodyOf(await call<{ retryAfterMs?: number }>(path, { phone, otp: '000000' }));
          // The wait is counted from each request's own send, milliseconds apart.
          return { ...answer, data: { ...data, retryAfterMs: Math.round((data.retryAfterMs ?? 0) / 1000) } };
        }),
      );
      expect(forUnknown, path).toEqual(forKnown);
    }
  });

  it('keeps the resend cooldown and refuses a wrong code', async () => {
    const account = await registerUser();
    await call('/user/getPasswordOtp', { phone: account.phone });
    expect((await call('/user/resendOtpForResetPassword', { phone: account.phone })).code).toBe('OTP_RESEND_TOO_SOON');
    const right = await lastCode(e164(account.phone));
    const wrong = right === '123456' ? '654321' : '123456';
    expect(await call('/user/verifyResetPasswordOtp', { phone: account.phone, otp: wrong })).toMatchObject({
      code: 'OTP_INVALID',
      data: { attemptsLeft: 4 },
    });
  });

  it('does not accept a registration ticket for a reset', async () => {
    const phone = freshPhone();
    await call('/user/register', { phone });
    const { data } = await call<{ ticket: string }>('/user/verifyRegisterOtp', {
      phone,
      otp: await lastCode(e164(phone)),
    });
    expect((await call('/user/resetPassword', { ticket: data.ticket, password: NEW_PASSWORD })).code).toBe(
      'OTP_EXPIRED',
    );
  });
});

describe('the owner’s reset codes when others ask for the number (issue 33, defect 9)', () => {
  afterEach(() => vi.useRealTimers());
  /** Asks for a reset code, then lets the resend cooldown pass (the clock is faked). */
  const ask = async (phone: string, options: CallOptions = {}) => {
    const answer = await call('/user/getPasswordOtp', { phone }, options);
    vi.setSystemTime(Date.now() + OTP_RULES.resendAfterMs + 1);
    return answer.code;
  };

  it('a requester spending its budget for the number locks out neither another requester nor the owner', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = freshPhone();
    const sent = await call('/user/register', { phone });
    expect(sent.code).toBe('SUCCESS');
    const verified = await call<{ ticket: string }>('/user/verifyRegisterOtp', {
      phone,
      otp: await lastCode(e164(phone)),
    });
    // The device that signed up keeps the proof that it received a code at the number.
    const owner = { headers: { cookie: cookieOf(verified) } };
    await call('/user/create', { ticket: verified.data.ticket, fullname: 'Vũ Thị Lan', password: PASSWORD });
    vi.setSystemTime(Date.now() + OTP_RULES.resendAfterMs + 1);

    const { perRequesterAndRecipient, perRecipient } = serverConfig.outbound.codes;
    const pest = { address: '198.51.100.77' };
    for (let i = 0; i < perRequesterAndRecipient; i++) expect(await ask(phone, pest)).toBe('SUCCESS');
    expect(await ask(phone, pest)).toBe('MESSAGE_LIMIT');
    expect(await ask(phone, { address: '198.51.100.78' })).toBe('SUCCESS');
    // Many addresses together spend the number's budget; the owner's device still gets its code.
    for (let i = perRequesterAndRecipient + 2; i < perRecipient; i++) expect(await ask(phone)).toBe('SUCCESS');
    expect(await ask(phone)).toBe('MESSAGE_LIMIT');
    expect(await ask(phone, owner)).toBe('SUCCESS');
    const reset = await call<{ ticket: string }>(
      '/user/verifyResetPasswordOtp',
      { phone, otp: await lastCode(e164(phone)) },
      owner,
    );
    expect(reset.code).toBe('SUCCESS');
    expect((await call('/user/resetPassword', { ticket: reset.data.ticket, password: NEW_PASSWORD }, owner)).code).toBe(
      'SUCCESS',
    );
  });
});
