import { describe, expect, it } from 'vitest';
import type { UserAnswer } from '#features/accounts/contract.ts';
import { readOutbox } from '#server/services/sms/outbox.ts';
import { call, lastCode, PASSWORD, registerUser, verifiedEmail } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

useTestDatabase();

const login = (username: string) => call('/user/login', { username, password: PASSWORD });

// Issue 18, defect 1: an e-mail counts for sign-in and provider linking only once verified.
describe('e-mail verification', () => {
  it('signs in with an e-mail only once a code sent to it was entered', async () => {
    const account = await registerUser();
    await call('/user/update', { email: 'an.nguyen@example.vn' }, { token: account.token });
    expect((await login('an.nguyen@example.vn')).code).toBe('CREDENTIALS_INVALID');

    const sent = await call('/user/getEmailOtp', {}, { token: account.token, lang: 'vi' });
    expect(sent).toMatchObject({ code: 'SUCCESS', data: { email: 'an.nguyen@example.vn' } });
    const [mail] = await readOutbox('an.nguyen@example.vn', 1);
    expect(mail?.body).toMatch(/^NV Travel: mã xác minh/);
    const wrong = (await lastCode('an.nguyen@example.vn')) === '000000' ? '111111' : '000000';
    expect((await call('/user/verifyEmailOtp', { otp: wrong }, { token: account.token })).code).toBe('OTP_INVALID');
    const verified = await call<UserAnswer>(
      '/user/verifyEmailOtp',
      { otp: await lastCode('an.nguyen@example.vn') },
      { token: account.token },
    );
    expect(verified.data.user).toMatchObject({ email: 'an.nguyen@example.vn', emailVerified: true });
    expect((await login('an.nguyen@example.vn')).code).toBe('SUCCESS');

    // A new address starts over.
    await call('/user/update', { email: 'an.moi@example.vn' }, { token: account.token });
    expect((await login('an.moi@example.vn')).code).toBe('CREDENTIALS_INVALID');
  });

  it('lets the owner verify an address someone else typed first, which the other account then loses', async () => {
    const squatter = await registerUser();
    await call('/user/update', { email: 'binh@example.vn' }, { token: squatter.token });
    const owner = await registerUser();
    await verifiedEmail(owner, 'binh@example.vn');
    const info = await call<UserAnswer>('/user/getInfo', {}, { token: squatter.token });
    expect(info.data.user.email).toBeNull();
    // The squatter cannot take it back: a verified address is unique.
    await call('/user/update', { email: 'binh@example.vn' }, { token: squatter.token });
    expect((await call('/user/getEmailOtp', {}, { token: squatter.token })).code).toBe('SUCCESS');
    const stolen = await call(
      '/user/verifyEmailOtp',
      { otp: await lastCode('binh@example.vn') },
      { token: squatter.token },
    );
    expect(stolen).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('refuses to send a code with no address, or for one already verified', async () => {
    const account = await registerUser();
    expect(await call('/user/getEmailOtp', {}, { token: account.token })).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: { fields: [{ path: 'email' }] },
    });
    await verifiedEmail(account, 'chi@example.vn');
    expect((await call('/user/getEmailOtp', {}, { token: account.token })).code).toBe('VALIDATION_ERROR');
  });
});
