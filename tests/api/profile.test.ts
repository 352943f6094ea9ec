import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '#features/accounts/server/api/avatar.ts';
import { deviceTokens, events } from '#server/db/schema/index.ts';
import { readOutbox } from '#server/services/sms/outbox.ts';
import { localUploads } from '#server/services/storage/index.ts';
import { call, e164, freshPhone, lastCode, registerUser, send, type Session } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

const database = useTestDatabase();

type UserAnswer = { user: Session['user'] & { language: string; colorMode: string } };

const photo = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 120 } } })
    .png()
    .toBuffer();

function upload(userId: string, token: string | undefined, body: BodyInit, contentType?: string) {
  const headers: Record<string, string> = {};
  if (token) Object.assign(headers, { 'nvtravel-token': token, authorization: `Bearer ${token}` });
  if (contentType) headers['content-type'] = contentType;
  return send<UserAnswer & { fields?: { path: string; message: string }[] }>(
    new Request(`http://localhost/apiCore/v1/user/updateImageProfile?id=${userId}&langCode=en`, {
      method: 'POST',
      headers,
      body,
    }),
  );
}

const form = (file: Blob, name: string) => {
  const data = new FormData();
  data.append('profile', file, name);
  return data;
};

describe('profile', () => {
  it('updates only the fields sent, a new e-mail unverified', async () => {
    const account = await registerUser('Võ Thị Sáu');
    const changed = await call<UserAnswer>(
      '/user/update',
      { fullname: 'Võ Thị Sáu Mới', language: 'zh', colorMode: 'dark' },
      { token: account.token },
    );
    expect(changed.data.user).toMatchObject({
      fullname: 'Võ Thị Sáu Mới',
      language: 'zh',
      colorMode: 'dark',
      phone: e164(account.phone),
    });
    expect(
      (await call<UserAnswer>('/user/update', { email: 'SAU@example.vn' }, { token: account.token })).data.user,
    ).toMatchObject({ email: 'sau@example.vn', emailVerified: false });
    expect((await call('/user/update', { colorMode: 'sepia' }, { token: account.token })).status).toBe(400);
    expect((await call('/user/update', { fullname: '<script>' }, { token: account.token })).status).toBe(400);
    expect((await call('/user/update', { fullname: 'X' })).status).toBe(401);
  });

  it('stores an uploaded avatar re-encoded under a safe, unique name and serves it', async () => {
    const account = await registerUser();
    const answer = await upload(
      account.user.id,
      account.token,
      form(new Blob([new Uint8Array(await photo())], { type: 'image/png' }), 'Ảnh đại diện Hạ Long.PNG'),
    );
    expect(answer.code).toBe('SUCCESS');
    const url = answer.data.user.avatarUrl ?? '';
    expect(url).toMatch(/^\/uploads\/avatars\/anh-dai-dien-ha-long-[a-z0-9]{10}\.webp$/);
    const stored = await localUploads().read(url.replace('/uploads/', ''));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const info = await call<UserAnswer>('/user/getInfo', {}, { token: account.token });
    expect(info.data.user.avatarUrl).toBe(url);
  });

  it('checks the type from the bytes, not the name or the declared type', async () => {
    const account = await registerUser();
    const fake = new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' });
    expect(await upload(account.user.id, account.token, form(fake, 'cat.png'))).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses an oversized upload', async () => {
    const account = await registerUser();
    const big = new Blob([new Uint8Array(AVATAR_MAX_BYTES + 1)], { type: 'image/png' });
    expect(await upload(account.user.id, account.token, form(big, 'big.png'))).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('aborts an upload whose file has no name', async () => {
    const account = await registerUser();
    const boundary = 'nvtboundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile"; filename=""\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await photo(10, 10),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await upload(account.user.id, account.token, body, `multipart/form-data; boundary=${boundary}`);
    expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(answer.data.fields).toEqual([{ path: 'profile', message: 'The uploaded file needs a name.' }]);
    const info = await call<UserAnswer>('/user/getInfo', {}, { token: account.token });
    expect(info.data.user.avatarUrl).toBeNull();
  });

  it('refuses uploads for another user, without a token, and without multipart', async () => {
    const account = await registerUser();
    const other = await registerUser();
    const image = () => form(new Blob([new Uint8Array(10)]), 'a.png');
    expect((await upload(other.user.id, account.token, image())).code).toBe('FORBIDDEN');
    expect((await upload(account.user.id, undefined, image())).status).toBe(401);
    expect((await upload(account.user.id, account.token, '{}', 'application/json')).status).toBe(415);
  });

  it('links a mobile number with a one-time code', async () => {
    const account = await registerUser();
    const phone = freshPhone();
    expect((await call('/user/getOtpToLinkMobile', { phone }, { token: account.token })).code).toBe('SUCCESS');
    const code = await lastCode(e164(phone));
    const intruder = await registerUser();
    // Someone else's session cannot use the code sent for this account.
    expect((await call('/user/verifyOtpToLinkMobile', { phone, otp: code }, { token: intruder.token })).code).toBe(
      'OTP_INVALID',
    );
    const verified = await call<{ ticket: string }>(
      '/user/verifyOtpToLinkMobile',
      { phone, otp: code },
      { token: account.token },
    );
    const linked = await call<UserAnswer>(
      '/user/linkMobile',
      { ticket: verified.data.ticket },
      { token: account.token },
    );
    expect(linked.data.user.phone).toBe(e164(phone));
    // The number now belongs to this account: another account is answered as for any number, but
    // no code is sent (its owner is told), so it cannot link it.
    expect((await call('/user/getOtpToLinkMobile', { phone }, { token: intruder.token })).code).toBe('SUCCESS');
    expect((await readOutbox(e164(phone), 1))[0]?.body).toMatch(/already has an account/);
    expect((await call('/user/verifyOtpToLinkMobile', { phone, otp: code }, { token: intruder.token })).code).toBe(
      'OTP_INVALID',
    );
    expect((await call('/user/resendOtpForLinkMobile', { phone })).status).toBe(401);
  });

  it('saves device tokens for signed-in users only', async () => {
    const account = await registerUser();
    expect((await call('/user/saveDeviceToken', { token: 'fcm-abc' })).status).toBe(401);
    expect((await call('/user/saveDeviceToken', { token: 'fcm-abc' }, { token: account.token })).code).toBe('SUCCESS');
    expect((await call('/user/saveDeviceToken', { token: 'fcm-abc' }, { token: account.token })).code).toBe('SUCCESS');
    const rows = await database.current().db.select().from(deviceTokens).where(eq(deviceTokens.token, 'fcm-abc'));
    expect(rows).toMatchObject([{ userId: account.user.id, platform: 'WEB' }]);
  });

  it('stores analytics events with platform WEB', async () => {
    const account = await registerUser();
    const request = { platform: 'WEB', name: 'place.view', page: '/places/vinh-ha-long/', props: { from: 'search' } };
    expect((await call('/user/event', { request }, { token: account.token })).code).toBe('SUCCESS');
    const [stored] = await database.current().db.select().from(events).orderBy(desc(events.id)).limit(1);
    expect(stored).toMatchObject({
      userId: account.user.id,
      name: 'place.view',
      platform: 'WEB',
      props: { from: 'search' },
    });
    expect(
      (await call('/user/event', { request: { ...request, platform: 'IOS' } }, { token: account.token })).status,
    ).toBe(400);
    const huge = { ...request, props: { blob: 'x'.repeat(5000) } };
    expect((await call('/user/event', { request: huge }, { token: account.token })).status).toBe(413);
  });
});
