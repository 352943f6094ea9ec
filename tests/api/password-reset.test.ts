import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../src/server/services/sms/outbox.ts';
import { bodyOf, call, e164, freshPhone, lastCode, PASSWORD, registerUser, type Session } from './support/client.ts';
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
