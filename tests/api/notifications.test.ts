import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '#features/notifications/contract.ts';
import { serverConfig, type ServerConfig } from '#server/config.ts';
import { deviceTokens, notificationDeliveries, notifications } from '#server/db/schema/index.ts';
import { registerTargetKind } from '#features/engagement/server/targets.ts';
import { startJobs, stopJobs } from '#server/jobs/queue.ts';
import { JOBS } from '#server/app/compose.ts';
import { deliver } from '#features/notifications/server/delivery.ts';
import { notify } from '#features/notifications/server/notify.ts';
import { notifyFollow } from '#features/moments/server/follow-notification.ts';
import { announceNewGuides, type Guide } from '#features/notifications/server/sources/region-guides.ts';
import { startFcmStandIn } from '../e2e/support/fcm-stand-in.ts';
import { bookingCall, roomItem } from './support/booking.ts';
import { call, PASSWORD, registerUser, send, type Session } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

const database = useTestDatabase();
let fcm: Awaited<ReturnType<typeof startFcmStandIn>>;

beforeAll(async () => {
  fcm = await startFcmStandIn();
  const key = JSON.parse(fcm.serviceAccount) as { client_email: string; private_key: string; token_uri: string };
  serverConfig.fcm = {
    apiBase: fcm.base,
    projectId: 'nvtravel-stand-in',
    clientEmail: key.client_email,
    privateKey: key.private_key,
    privateKeyId: 'stand-in-key',
    tokenUri: key.token_uri,
  } satisfies ServerConfig['fcm'];
  registerTargetKind('places', { exists: async (slug) => slug === 'pho-co-hoi-an' });
});
afterAll(async () => {
  serverConfig.fcm = undefined;
  await fcm.close();
});

const db = () => database.current().db;
const saveToken = (session: Pick<Session, 'token'>, token: string) =>
  call('/user/saveDeviceToken', { token }, { token: session.token });
const get = <T>(path: string, session: Pick<Session, 'token'>, query = '', lang = 'en') =>
  send<T>(
    new Request(`http://localhost/apiCore/v1${path}?langCode=${lang}${query}`, {
      headers: { 'nvtravel-token': session.token },
    }),
  );
const tokensOf = async (userId: string) =>
  (await db().select().from(deviceTokens).where(eq(deviceTokens.userId, userId))).map((row) => row.token).sort();
const deliveriesOf = (notificationId: string) =>
  db().select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));
/** A second signed-in browser of the same person. */
const signInAgain = async (account: Session & { phone: string }) =>
  (await call<Session>('/user/login', { username: account.phone, password: PASSWORD })).data;
const sentTo = (token: string) => fcm.sent.filter((push) => push.token === token);

describe('device tokens', () => {
  it('saves a token, replaces it when the browser’s token changes, and removes it at sign-out', async () => {
    const account = await registerUser('Trần Thị Bình');
    expect((await saveToken(account, 'fcm-first')).code).toBe('SUCCESS');
    expect(await tokensOf(account.user.id)).toEqual(['fcm-first']);
    expect((await saveToken(account, 'fcm-refreshed')).code).toBe('SUCCESS');
    expect(await tokensOf(account.user.id)).toEqual(['fcm-refreshed']);

    const phone = await signInAgain(account);
    await saveToken(phone, 'fcm-phone');
    expect(await tokensOf(account.user.id)).toEqual(['fcm-phone', 'fcm-refreshed']);
    expect((await call('/user/logout', {}, { token: account.token })).code).toBe('SUCCESS');
    // Only the signed-out browser's token goes; the phone keeps receiving.
    expect(await tokensOf(account.user.id)).toEqual(['fcm-phone']);
  });
});

describe('notify and deliver', () => {
  it('stores an event once and pushes it once to every live device, in the reader’s language', async () => {
    const account = await registerUser('Lê Văn Cường');
    const phone = await signInAgain(account);
    await saveToken(account, 'fcm-laptop-1');
    await saveToken(phone, 'fcm-phone-1');
    await call('/user/update', { language: 'zh' }, { token: account.token });

    const ids = await db().transaction(async (tx) => [
      await notify(tx, account.user.id, 'follow', { name: 'Mai' }, { dedupeKey: 'follow:mai' }),
      await notify(tx, account.user.id, 'follow', { name: 'Mai' }, { dedupeKey: 'follow:mai' }),
    ]);
    const [id, again] = ids;
    expect(id).toBeTruthy();
    expect(again).toBeNull();
    if (!id) return;
    expect((await deliveriesOf(id)).map((row) => row.token).sort()).toEqual(['fcm-laptop-1', 'fcm-phone-1']);

    for (const token of ['fcm-laptop-1', 'fcm-phone-1']) {
      expect(await deliver(id, token)).toBe('sent');
      // A job that runs twice sends nothing more.
      expect(await deliver(id, token)).toBe('skipped');
      expect(sentTo(token)).toEqual([
        { token, data: { title: '新关注者', body: 'Mai 关注了您。', link: '', tag: id } },
      ]);
    }
  });

  it('prunes tokens FCM calls unregistered or invalid, and pushes nothing to a signed-out browser', async () => {
    const account = await registerUser('Phạm Thị Dung');
    const second = await signInAgain(account);
    const third = await signInAgain(account);
    await saveToken(account, 'dead-token-1');
    await saveToken(second, 'bad-token-1');
    await saveToken(third, 'fcm-signed-out-1');
    const id = await db().transaction((tx) => notify(tx, account.user.id, 'follow', { name: 'Hà' }));
    if (!id) throw new Error('not stored');
    await call('/user/logout', {}, { token: third.token });
    expect(await deliver(id, 'dead-token-1')).toBe('pruned');
    expect(await deliver(id, 'bad-token-1')).toBe('pruned');
    expect(await deliver(id, 'fcm-signed-out-1')).toBe('skipped');
    expect(await tokensOf(account.user.id)).toEqual([]);
    expect(sentTo('fcm-signed-out-1')).toEqual([]);
  });

  it('retries a failed send through the durable queue', async () => {
    const account = await registerUser('Võ Minh Em');
    await saveToken(account, 'fcm-retry-1');
    await startJobs(database.current(), JOBS);
    try {
      fcm.failNext(1);
      const id = await db().transaction((tx) => notify(tx, account.user.id, 'follow', { name: 'Lan' }));
      if (!id) throw new Error('not stored');
      await expect.poll(async () => (await deliveriesOf(id))[0]?.sentAt, { timeout: 30_000 }).toBeInstanceOf(Date);
      expect((await deliveriesOf(id))[0]?.attempts).toBe(2);
      expect(sentTo('fcm-retry-1')).toHaveLength(1);
    } finally {
      await stopJobs();
    }
  });
});

describe('preferences', () => {
  it('a topic switched off stores and pushes nothing; the others still arrive', async () => {
    const account = await registerUser('Đỗ Văn Phúc');
    await saveToken(account, 'fcm-prefs-1');
    const saved = await call<{ topics: Record<string, boolean> }>(
      '/notifications/savePreferences',
      { topics: { follows: false } },
      { token: account.token },
    );
    expect(saved.data.topics).toEqual({ booking: true, engagement: true, follows: false, regions: true });
    expect(
      (await call('/notifications/savePreferences', { topics: { spam: true } }, { token: account.token })).code,
    ).toBe('VALIDATION_ERROR');
    const follower = await registerUser('Hồ Thị Giang');
    await db().transaction((tx) => notifyFollow(tx, { followerId: follower.user.id, followedId: account.user.id }));
    const booked = await bookingCall('/booking/hold', { item: roomItem() }, { 'nvtravel-token': account.token });
    await bookingCall(
      '/booking/confirm',
      { orderId: booked.data.order.id, payment: 'payLater' },
      { 'nvtravel-token': account.token },
    );
    const rows = await db().select().from(notifications).where(eq(notifications.userId, account.user.id));
    expect(rows.map((row) => [row.kind, row.params])).toEqual([
      ['order.confirmed', { number: booked.data.order.number }],
    ]);
  });
});

describe('sources', () => {
  it('a reply or a like on your comment reaches you; your own does not', async () => {
    const writer = await registerUser('Bùi Văn Hải');
    const reader = await registerUser('Ngô Thị Hoa');
    const comment = await call<{ comment: { id: string } }>(
      '/comments/create',
      { kind: 'places', slug: 'pho-co-hoi-an', text: 'Đèn lồng đẹp nhất vào tối 14 âm lịch.' },
      { token: writer.token },
    );
    const target = { kind: 'comments', slug: comment.data.comment.id };
    await call('/comments/create', { ...target, text: 'Cảm ơn, tôi sẽ đi đúng hôm đó!' }, { token: reader.token });
    await call('/like/add', target, { token: reader.token });
    await call('/delete/like', target, { token: reader.token });
    await call('/like/add', target, { token: reader.token });
    await call('/like/add', target, { token: writer.token });
    await call('/comments/create', { ...target, text: 'Tự trả lời.' }, { token: writer.token });

    const page = await get<NotificationPage>('/notifications/list', writer, '', 'vi');
    expect(page.data.items.map((item) => [item.kind, item.body, item.link])).toEqual([
      ['like', 'Ngô Thị Hoa đã thích nội dung bạn viết.', '/places/pho-co-hoi-an/'],
      ['comment.reply', 'Ngô Thị Hoa đã trả lời: “Cảm ơn, tôi sẽ đi đúng hôm đó!”', '/places/pho-co-hoi-an/'],
    ]);
    expect(page.data.unread).toBe(2);
  });

  it('a follow and a like or comment on a moment post reach the person followed and the post’s author', async () => {
    const author = await registerUser('Trịnh Văn Long');
    const fan = await registerUser('Đỗ Thị Mai');
    const post = await call<{ post: { id: string } }>(
      '/moments/posts/create',
      { text: 'Bình minh ở Hạ Long.' },
      { token: author.token },
    );
    await call('/moments/follow', { userId: author.user.id }, { token: fan.token });
    await call('/moments/unfollow', { userId: author.user.id }, { token: fan.token });
    await call('/moments/follow', { userId: author.user.id }, { token: fan.token });
    const target = { kind: 'post', slug: post.data.post.id };
    await call('/like/add', target, { token: fan.token });
    await call('/comments/create', { ...target, text: 'Đẹp quá!' }, { token: fan.token });

    const page = await get<NotificationPage>('/notifications/list', author, '', 'en');
    // Links are given in the reader's language.
    const postLink = `/en/moments/posts/detail/${post.data.post.id}/`;
    expect(page.data.items.map((item) => [item.kind, item.link])).toEqual([
      ['comment.reply', postLink],
      ['like', postLink],
      ['follow', `/en/moments/user-profile/${fan.user.id}/`],
    ]);
  });

  it('nothing caused by someone blocked either way reaches the reader, until the block ends', async () => {
    const author = await registerUser('Phan Thị Yến');
    const pest = await registerUser('Kiều Văn Phiền');
    const post = await call<{ post: { id: string } }>(
      '/moments/posts/create',
      { text: 'Chợ nổi Cái Răng lúc năm giờ sáng.' },
      { token: author.token },
    );
    const comment = await call<{ comment: { id: string } }>(
      '/comments/create',
      { kind: 'places', slug: 'pho-co-hoi-an', text: 'Đi sớm cho đỡ nắng.' },
      { token: author.token },
    );
    const pestComment = await call<{ comment: { id: string } }>(
      '/comments/create',
      { kind: 'places', slug: 'pho-co-hoi-an', text: 'Đi trưa mới vui.' },
      { token: pest.token },
    );
    await call('/moments/block', { userId: pest.user.id }, { token: author.token });
    const reach = (actor: Session, other: Session, targets: { kind: string; slug: string }[]) =>
      Promise.all([
        call('/moments/follow', { userId: other.user.id }, { token: actor.token }),
        ...targets.flatMap((target) => [
          call('/like/add', target, { token: actor.token }),
          call('/comments/create', { ...target, text: 'Nghe này!' }, { token: actor.token }),
        ]),
      ]);
    await reach(pest, author, [
      { kind: 'post', slug: post.data.post.id },
      { kind: 'comments', slug: comment.data.comment.id },
    ]);
    await reach(author, pest, [{ kind: 'comments', slug: pestComment.data.comment.id }]);
    // Whatever source lets an event through, notify itself drops one caused by the other.
    await db().transaction(async (tx) => {
      expect(await notify(tx, author.user.id, 'like', { name: 'x' }, { actorId: pest.user.id })).toBeNull();
      expect(await notify(tx, pest.user.id, 'like', { name: 'x' }, { actorId: author.user.id })).toBeNull();
      await notifyFollow(tx, { followerId: pest.user.id, followedId: author.user.id });
    });
    for (const reader of [author, pest])
      expect((await get<NotificationPage>('/notifications/list', reader)).data.items).toEqual([]);

    await call('/moments/unblock', { userId: pest.user.id }, { token: author.token });
    await call('/like/add', { kind: 'post', slug: post.data.post.id }, { token: pest.token });
    const page = await get<NotificationPage>('/notifications/list', author);
    expect(page.data.items.map((item) => item.kind)).toEqual(['like']);
  });

  it('a new guide reaches its region’s followers, after a first pass that only records the catalogue', async () => {
    const follower = await registerUser('Lý Văn Khoa');
    const other = await registerUser('Mạc Thị Lan');
    await call('/notifications/followRegion', { region: 'thua-thien-hue' }, { token: follower.token });
    await call('/notifications/followRegion', { region: 'ha-noi' }, { token: other.token });
    const guide = (slug: string, region: string): Guide => ({
      key: `news/${slug}`,
      region,
      link: `/news/${slug}/`,
      titles: { vi: `Tin ${slug}`, en: `News ${slug}`, zh: `新闻 ${slug}` },
      regionNames: { vi: 'Huế', en: 'Hue', zh: '顺化' },
    });
    const catalogue = [guide('old-hue', 'thua-thien-hue')];
    expect(await db().transaction((tx) => announceNewGuides(tx, catalogue))).toBe(0);
    const next = [...catalogue, guide('festival-hue', 'thua-thien-hue')];
    expect(await db().transaction((tx) => announceNewGuides(tx, next))).toBe(1);
    expect(await db().transaction((tx) => announceNewGuides(tx, next))).toBe(0);

    const page = await get<NotificationPage>('/notifications/list', follower, '', 'en');
    expect(page.data.items.map((item) => [item.title, item.body, item.link])).toEqual([
      ['New in Hue', 'A new guide for a region you follow: News festival-hue', '/en/news/festival-hue/'],
    ]);
    expect((await get<NotificationPage>('/notifications/list', other)).data.items).toEqual([]);
  });
});

describe('the list', () => {
  it('pages by cursor, counts unread, marks one and all read, and never shows another reader’s', async () => {
    const reader = await registerUser('Trịnh Văn Minh');
    const stranger = await registerUser('Kiều Thị Ngọc');
    for (let n = 1; n <= 5; n += 1)
      await db().transaction((tx) => notify(tx, reader.user.id, 'follow', { name: `Bạn ${n}` }));

    const first = await get<NotificationPage>('/notifications/list', reader, '&pageSize=2');
    expect(first.data.items.map((item) => item.body)).toEqual([
      'Bạn 5 started following you.',
      'Bạn 4 started following you.',
    ]);
    expect(first.data.unread).toBe(5);
    const second = await get<NotificationPage>(
      '/notifications/list',
      reader,
      `&pageSize=2&cursor=${first.data.nextCursor}`,
    );
    const third = await get<NotificationPage>(
      '/notifications/list',
      reader,
      `&pageSize=2&cursor=${second.data.nextCursor}`,
    );
    expect([...second.data.items, ...third.data.items].map((item) => item.body)).toEqual([
      'Bạn 3 started following you.',
      'Bạn 2 started following you.',
      'Bạn 1 started following you.',
    ]);
    expect(third.data.nextCursor).toBeNull();

    const one = first.data.items[0]?.id;
    expect((await call('/notifications/markRead', { id: one }, { token: stranger.token })).data).toEqual({ unread: 0 });
    expect((await call('/notifications/markRead', { id: one }, { token: reader.token })).data).toEqual({ unread: 4 });
    expect((await get<{ unread: number }>('/notifications/unreadCount', reader)).data).toEqual({ unread: 4 });
    await call('/notifications/markAllRead', {}, { token: reader.token });
    expect((await get<{ unread: number }>('/notifications/unreadCount', reader)).data).toEqual({ unread: 0 });
    expect((await get('/notifications/list', reader, '&cursor=not-an-id')).code).toBe('VALIDATION_ERROR');
    expect((await get('/notifications/unreadCount', { token: '' })).status).toBe(401);
    const [row] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, stranger.user.id)));
    expect(row).toBeUndefined();
  });

  it('hands the browser its push settings only when they are configured', async () => {
    const answer = await send<{ push: unknown }>(new Request('http://localhost/apiCore/v1/notifications/pushConfig'));
    expect(answer.data).toEqual({ push: null });
  });
});
