import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startServer } from '#server/app/compose.ts';
import { API_CHECKSUM, API_REQUEST_ID } from '#server/api/envelope.ts';
import { EVENTS_PER_USER } from '#features/accounts/server/api/device.ts';
import { serverConfig } from '#server/config.ts';
import { uploadBudgetKey, type UploadKind } from '#features/moments/server/upload-budget.ts';
import { bodyOf, call, e164, freshPhone, registerUser, send } from './support/client.ts';
import { addDays } from '#lib/vietnam-days.ts';
import {
  bookingOrders,
  comments,
  deviceTokens,
  events,
  idempotencyKeys,
  likes,
  momentFollows,
  notifications,
  otpChallenges,
  rateLimits,
  reviews,
  smsOutbox,
  users,
} from '#server/db/schema/index.ts';
import { bookingCall, CHECK_IN, guestBuyer, leaveFree, ROOM_PRODUCT, roomItem, unitsOf } from './support/booking.ts';
import { useTestDatabase } from './support/database.ts';
import { createPost, quickUsers } from './support/moments.ts';

// Input no route should have to reason about: each gets a clear 400 naming the field, and the
// database is left as it was (issue 18, defect 2).
const database = useTestDatabase();

const rowCounts = async () => {
  const db = database.current().db;
  const of = async (
    table:
      typeof users | typeof events | typeof deviceTokens | typeof rateLimits | typeof otpChallenges | typeof smsOutbox,
  ) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    users: await of(users),
    events: await of(events),
    devices: await of(deviceTokens),
    limits: await of(rateLimits),
    challenges: await of(otpChallenges),
    outbox: await of(smsOutbox),
  };
};

const expectRefused = (answer: { status: number; code: string; data: unknown }, path: string) => {
  expect(answer.status).toBe(400);
  expect(answer.code).toBe('VALIDATION_ERROR');
  expect(answer.data).toMatchObject({ fields: [{ path }] });
};

describe('hostile input', () => {
  it('refuses a NUL byte in the sign-in name without touching the rate limits', async () => {
    const before = await rowCounts();
    expectRefused(await call('/user/login', { username: 'an\u0000@example.com', password: 'x' }), 'data.username');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses NUL bytes and lone surrogates in signed-in writes, storing nothing', async () => {
    const account = await registerUser();
    const before = await rowCounts();
    const event = (fields: Record<string, unknown>) =>
      call('/user/event', { request: { platform: 'WEB', name: 'place.view', ...fields } }, { token: account.token });
    expectRefused(await event({ page: '/places/\u0000' }), 'data.request.page');
    expectRefused(await event({ props: { from: 'a\ud800' } }), 'data.request.props.from');
    expectRefused(await event({ props: { ['k\u0000']: 1 } }), 'data.request.props.k\u0000');
    expectRefused(await call('/user/saveDeviceToken', { token: 'fcm\u0000' }, { token: account.token }), 'data.token');
    expectRefused(await call('/user/saveDeviceToken', { token: '\udc00fcm' }, { token: account.token }), 'data.token');
    expect(await rowCounts()).toEqual(before);
    // A surrogate pair (an emoji) is ordinary text.
    expect((await event({ props: { mood: '😀' } })).code).toBe('SUCCESS');
  });

  it('refuses a body nested 20,000 deep with a 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const body = `{"langCode":"vi","checksum":"${API_CHECKSUM}","serviceEndpointName":"APP/WEB","requestId":"${API_REQUEST_ID}","data":{"username":${deep},"password":"x"}}`;
    const answer = await send(
      new Request('http://localhost/apiCore/v1/user/login', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Một số thông tin chưa hợp lệ.');
    expect(answer.data).toMatchObject({ fields: [{ message: 'Lồng nhau quá sâu (tối đa 32 cấp).' }] });
  });

  it('stores an avatar whose name has two dots in a row under a safe name', async () => {
    const account = await registerUser();
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const data = new FormData();
    data.append('profile', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'IMG..2024.png');
    const answer = await send<{ user: { avatarUrl: string } }>(
      new Request(`http://localhost/apiCore/v1/user/updateImageProfile?id=${account.user.id}`, {
        method: 'POST',
        headers: { 'nvtravel-token': account.token },
        body: data,
      }),
    );
    expect(answer.code).toBe('SUCCESS');
    expect(answer.data.user.avatarUrl).toMatch(/^\/uploads\/avatars\/img\.2024-[a-z0-9]{10}\.webp$/);
  });
});

describe('abuse of ordinary calls', () => {
  it('refuses names that hide their direction or width (spoofing)', async () => {
    const account = await registerUser();
    for (const fullname of ['Admin\u202Enimda', 'Lan\u200BAnh', 'Mi\uFEFFnh', 'Hoa\u2066x\u2069']) {
      expectRefused(await call('/user/update', { fullname }, { token: account.token }), 'data.fullname');
    }
    expect((await call('/user/update', { fullname: 'Nguyễn Thị Lan 阮氏兰' }, { token: account.token })).code).toBe(
      'SUCCESS',
    );
  });

  it('rate limits analytics events per user', async () => {
    const account = await registerUser();
    const event = { request: { platform: 'WEB', name: 'place.view' } };
    const answers = await Promise.all(
      Array.from({ length: EVENTS_PER_USER.max + 1 }, () => call('/user/event', event, { token: account.token })),
    );
    expect(answers.filter((a) => a.code === 'SUCCESS')).toHaveLength(EVENTS_PER_USER.max);
    expect(answers.filter((a) => a.code === 'RATE_LIMITED')).toHaveLength(1);
  });

  it.each([
    {
      kind: 'image' as UploadKind,
      path: '/moments/uploads/create?langCode=zh',
      type: 'multipart/form-data; boundary=x',
      message: '每 10 分钟最多可上传 60 张照片。请 10 分钟后再试。',
    },
    {
      kind: 'video' as UploadKind,
      path: '/moments/reels/upload?langCode=en',
      type: 'video/mp4',
      message: 'You can upload 10 videos every 60 min. Please try again in 60 min.',
    },
  ])('refuses an upload ($kind) over its budget without reading its body, saying so', async (upload) => {
    const account = await registerUser();
    await database
      .current()
      .db.insert(rateLimits)
      .values({
        key: uploadBudgetKey(upload.kind, account.user.id),
        windowStart: new Date(),
        count: serverConfig.uploads[upload.kind].max,
      });
    let pulled = false;
    // highWaterMark 0: nothing is pulled until someone reads.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new Uint8Array(1024));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const answer = await send(
      new Request(`http://localhost/apiCore/v1${upload.path}`, {
        method: 'POST',
        headers: { 'content-type': upload.type, 'nvtravel-token': account.token },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(answer.code).toBe('RATE_LIMITED');
    expect(answer.data).toMatchObject({ fields: [{ message: upload.message }] });
    expect(pulled).toBe(false);
  });

  it('refuses a code past its number’s budget in the caller’s language, sending and storing nothing', async () => {
    const phone = freshPhone();
    await database
      .current()
      .db.insert(rateLimits)
      .values({
        key: `outbound:code:to:${e164(phone)}`,
        windowStart: new Date(),
        count: serverConfig.outbound.codes.perRecipient,
      });
    const before = await rowCounts();
    for (const path of ['/user/register', '/user/getPasswordOtp', '/booking/guest/getOtp']) {
      const answer = await call(path, { phone }, { lang: 'vi' });
      expect(answer).toMatchObject({
        status: 429,
        code: 'MESSAGE_LIMIT',
        message: expect.stringMatching(/quá nhiều mã/),
      });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a blocked person probing the blocker’s ids as for ids that do not exist, and stores nothing', async () => {
    const [blocker, blocked] = await quickUsers(2, 'Dò tìm');
    if (!blocker || !blocked) throw new Error('users');
    const post = (await createPost(blocker.token, { text: 'Không cho xem' })).data.post.id;
    const comment = await call<{ comment: { id: string } }>(
      '/comments/create',
      { kind: 'post', slug: post, text: 'Chủ bài viết' },
      { token: blocker.token },
    );
    await call('/moments/block', { userId: blocked.id }, { token: blocker.token });
    const db = database.current().db;
    const counts = async () => {
      const of = async (
        table: typeof likes | typeof comments | typeof reviews | typeof momentFollows | typeof notifications,
      ) => (await db.select({ n: count() }).from(table))[0]?.n;
      const keys = (await db.select({ n: count() }).from(idempotencyKeys))[0]?.n;
      return [
        await of(likes),
        await of(comments),
        await of(reviews),
        await of(momentFollows),
        await of(notifications),
        keys,
      ];
    };
    const ids = { user: blocker.id, post, comment: comment.data.comment.id };
    const probes = (id: typeof ids) => {
      const as = { token: blocked.token, lang: 'vi' as const };
      const once = { ...as, headers: { 'idempotency-key': crypto.randomUUID() } };
      const get = (path: string, query: string) =>
        send(
          new Request(`http://localhost/apiCore/v1${path}?langCode=vi&${query}`, {
            headers: { 'nvtravel-token': blocked.token },
          }),
        );
      return [
        call('/moments/posts/detail', { id: id.post }, as),
        call('/moments/user-profile', { id: id.user }, as),
        call('/moments/follow', { userId: id.user }, as),
        call('/like/add', { kind: 'post', slug: id.post }, as),
        call('/like/add', { kind: 'comments', slug: id.comment }, as),
        call('/comments/create', { kind: 'post', slug: id.post, text: 'Mở ra!' }, once),
        call('/comments/create', { kind: 'comments', slug: id.comment, text: 'Mở ra!' }, once),
        call('/review/save', { kind: 'post', slug: id.post, rating: 1 }, as),
        get('/comments/list', `kind=post&slug=${id.post}`),
        get('/engagement/summary', `kind=comments&slug=${id.comment}`),
      ];
    };
    const before = await counts();
    const answers = await Promise.all(probes(ids));
    const nothing = await Promise.all(
      probes({ user: crypto.randomUUID(), post: crypto.randomUUID(), comment: crypto.randomUUID() }),
    );
    expect(answers.map(bodyOf)).toEqual(nothing.map(bodyOf));
    expect(answers.every((answer) => answer.code === 'NOT_FOUND' && answer.message === 'Không tìm thấy.')).toBe(true);
    expect(await counts()).toEqual(before);
  });
});

describe('hoarding (issue 33, defect 8)', () => {
  it('a burst of a hundred holds of a month by one buyer takes nine rooms a night, and leaves the rest for sale', async () => {
    // Inventory for the month from a week ahead.
    serverConfig.booking.saleDays = 40;
    await startServer();
    const db = database.current().db;
    const month = { ...roomItem(3), checkOut: addDays(CHECK_IN, 30) };
    for (let night = 0; night < 30; night += 1) await leaveFree(db, ROOM_PRODUCT, addDays(CHECK_IN, night), 12);
    const buyer = await guestBuyer();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => bookingCall('/booking/hold', { item: month }, buyer.headers)),
    );
    const codes = answers.reduce<Record<string, number>>(
      (all, { code }) => ({ ...all, [code]: (all[code] ?? 0) + 1 }),
      {},
    );
    const { holdsPerHour } = serverConfig.booking.buyerLimits;
    expect(codes).toEqual({ SUCCESS: 3, HOLD_UNITS_LIMIT: holdsPerHour - 3, RATE_LIMITED: 100 - holdsPerHour });
    const orders = await db.select({ n: count() }).from(bookingOrders).where(eq(bookingOrders.phone, buyer.phone));
    expect(orders[0]?.n).toBe(3);
    // The rest of the hotel is still for sale, every night.
    expect(await unitsOf(db, ROOM_PRODUCT, addDays(CHECK_IN, 29))).toMatchObject({ held: 9 });
    const other = await bookingCall('/booking/hold', { item: month }, (await guestBuyer()).headers);
    expect(other.code).toBe('SUCCESS');
  });
});
