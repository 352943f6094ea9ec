import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ModerationQueuePage } from '#features/moderation/contract.ts';
import type { Notification } from '#features/notifications/contract.ts';
import { moderationReports, notifications, staffAuditLog } from '#server/db/schema/index.ts';
import { call, registerUser, send, type Session } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { quickUsers } from './support/moments.ts';
import { enrolledStaff, reportedPost, staffRequest } from './support/staff-member.ts';

const database = useTestDatabase();
const db = () => database.current().db;

const QUEUE = { method: 'GET' as const, path: '/staff/moderation/queue' };
const ACT = { method: 'POST' as const, path: '/staff/moderation/act' };

type Reader = { token?: string };

/** One account made straight in the database, with a session. */
async function someone(name: string): Promise<{ id: string; token: string }> {
  const [made] = await quickUsers(1, name);
  if (!made) throw new Error('no account made');
  return made;
}

/** Where a post can be found: the feed, search, its author's profile, its own page. */
async function findings(postId: string, authorId: string, words: string, reader: Reader) {
  const as = reader.token ? { token: reader.token } : {};
  const ids = (items: { id: string }[] | undefined) => (items ?? []).map((post) => post.id);
  const feed = await call<{ items: { id: string }[] }>('/moments/feed', { limit: 50 }, as);
  const search = await call<{ posts: { id: string }[] }>('/moments/search', { q: words }, as);
  const profile = await call<{ posts: { items: { id: string }[] } }>('/moments/user-profile', { id: authorId }, as);
  const detail = await call('/moments/posts/detail', { id: postId }, as);
  return {
    feed: ids(feed.data.items).includes(postId),
    search: ids(search.data.posts).includes(postId),
    profile: ids(profile.data.posts.items).includes(postId),
    detail: detail.code,
  };
}

/** The reader's notifications as the list renders them, in a language. */
async function noticesOf(session: Pick<Session, 'token'>, lang: 'vi' | 'en' | 'zh' = 'en'): Promise<Notification[]> {
  const url = new URL('http://localhost/apiCore/v1/notifications/list');
  url.searchParams.set('langCode', lang);
  const answer = await send<{ items: Notification[] }>(
    new Request(url, { headers: { 'nvtravel-token': session.token, 'accept-language': lang } }),
  );
  expect(answer.code).toBe('SUCCESS');
  return answer.data.items.filter((notice) => notice.kind.startsWith('moderation.'));
}

const auditOf = (itemId: string) =>
  db().select().from(staffAuditLog).where(eq(staffAuditLog.targetId, itemId)).orderBy(desc(staffAuditLog.id));

describe('the moderation queue', () => {
  it('groups open reports by item, oldest first, with reasons, reporter count, the item in context, and an overdue view', async () => {
    const moderator = await enrolledStaff(['moderator']);
    const author = await registerUser('Tác Giả Một');
    const r1 = await someone('Người báo cáo');
    const r2 = await someone('Người báo cáo');
    const r3 = await someone('Người báo cáo');
    const older = await reportedPost(author, r1, 'Tour giả mạo ở Hội An');
    await call(
      '/moments/posts/report',
      { id: older, reason: 'false-information', note: 'Lừa đảo' },
      { token: r2.token },
    );
    const newer = await reportedPost(author, r3, 'Một bài khác bị báo cáo');
    const comment = await call<{ comment: { id: string } }>(
      '/comments/create',
      { kind: 'post', slug: newer, text: 'Bình luận xúc phạm' },
      { token: author.token },
    );
    expect(
      (await call('/comments/report', { id: comment.data.comment.id, reason: 'harassment' }, { token: r1.token })).code,
    ).toBe('SUCCESS');
    // The first item's reports are two days old: past the 24-hour limit.
    await db()
      .update(moderationReports)
      .set({ createdAt: sql`now() - interval '48 hours'` })
      .where(eq(moderationReports.itemId, older));

    const queue = await staffRequest<ModerationQueuePage>(QUEUE, {}, moderator.staffToken);
    expect(queue.code).toBe('SUCCESS');
    const mine = queue.data.items.filter((entry) => [older, newer, comment.data.comment.id].includes(entry.item.id));
    expect(mine.map((entry) => entry.item.id)).toEqual([older, newer, comment.data.comment.id]);
    expect(mine[0]).toMatchObject({
      reporters: 2,
      overdue: true,
      notes: ['Lừa đảo'],
      item: {
        kind: 'post',
        state: 'visible',
        text: 'Tour giả mạo ở Hội An',
        author: { id: author.user.id, fullname: 'Tác Giả Một' },
        link: `/moments/posts/detail/${older}/`,
      },
    });
    expect(mine[0]?.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'spam', count: 1 },
        { reason: 'false-information', count: 1 },
      ]),
    );
    expect(mine[2]).toMatchObject({
      reporters: 1,
      overdue: false,
      reasons: [{ reason: 'harassment', count: 1 }],
      item: { kind: 'comment', text: 'Bình luận xúc phạm', link: `/moments/posts/detail/${newer}/` },
    });
    expect(queue.data).toMatchObject({ limitHours: 24, overdueTotal: 1 });

    const overdue = await staffRequest<ModerationQueuePage>(QUEUE, { overdue: 'true' }, moderator.staffToken);
    expect(overdue.data.items.map((entry) => entry.item.id)).toEqual([older]);
    expect(overdue.data.total).toBe(1);
  });
});

describe('a decision on a reported post', () => {
  it('removes the post from the feed, search, the profile and its page for every reader, audited, with notices', async () => {
    const moderator = await enrolledStaff(['moderator'], 'Kiểm Duyệt Viên');
    const author = await registerUser('Người Đăng Bài');
    const reporter = await registerUser('Người Báo Cáo');
    const other = await someone('Người đọc');
    const words = 've gia re cho chu nhat';
    const postId = await reportedPost(author, reporter, 'Vé giả rẻ cho chủ nhật');
    const readers: Reader[] = [{ token: author.token }, { token: reporter.token }, { token: other.token }, {}];
    for (const reader of readers)
      expect(await findings(postId, author.user.id, words, reader)).toEqual({
        feed: true,
        search: true,
        profile: true,
        detail: 'SUCCESS',
      });

    const decided = await staffRequest(
      ACT,
      { itemKind: 'post', itemId: postId, action: 'remove', note: 'Bán vé giả' },
      moderator.staffToken,
    );
    expect(decided).toMatchObject({ code: 'SUCCESS', data: { action: 'remove', resolved: 1 } });
    for (const reader of readers)
      expect(await findings(postId, author.user.id, words, reader)).toEqual({
        feed: false,
        search: false,
        profile: false,
        detail: 'NOT_FOUND',
      });

    const [audit] = await auditOf(postId);
    expect(audit).toMatchObject({
      action: 'moderation.decide',
      actorName: 'Kiểm Duyệt Viên',
      targetType: 'moderation_post',
      before: { state: 'visible', openReports: 1, authorId: author.user.id },
      after: { state: 'gone', outcome: 'remove', note: 'Bán vé giả' },
    });
    // Each in the language they read in.
    expect(await noticesOf(author, 'vi')).toEqual([
      expect.objectContaining({ kind: 'moderation.removed', title: 'Đã gỡ bài đăng của bạn' }),
    ]);
    expect((await noticesOf(author, 'vi'))[0]?.body).toContain('Bán vé giả');
    expect(await noticesOf(reporter, 'zh')).toEqual([
      expect.objectContaining({ kind: 'moderation.reportUpheld', title: '您的举报已被采纳' }),
    ]);
  });

  it('hides a post from everyone, its author included, and a dismissal leaves one up and tells the reporter', async () => {
    const moderator = await enrolledStaff(['moderator']);
    const author = await registerUser('Tác Giả Hai');
    const reporter = await registerUser('Người Báo Cáo Hai');
    const hidden = await reportedPost(author, reporter, 'Bài sẽ bị ẩn ở Đà Lạt');
    const kept = await reportedPost(author, reporter, 'Bài hợp lệ ở Đà Lạt');
    for (const [itemId, action] of [
      [hidden, 'hide'],
      [kept, 'dismiss'],
    ] as const)
      expect((await staffRequest(ACT, { itemKind: 'post', itemId, action }, moderator.staffToken)).code).toBe(
        'SUCCESS',
      );

    for (const reader of [{ token: author.token }, { token: reporter.token }, {}]) {
      expect(await findings(hidden, author.user.id, 'bai se bi an o da lat', reader)).toEqual({
        feed: false,
        search: false,
        profile: false,
        detail: 'NOT_FOUND',
      });
      expect((await findings(kept, author.user.id, 'bai hop le o da lat', reader)).detail).toBe('SUCCESS');
    }
    expect((await noticesOf(author)).map((notice) => notice.kind)).toEqual(['moderation.hidden']);
    expect((await noticesOf(reporter)).map((notice) => notice.kind).sort()).toEqual([
      'moderation.reportDismissed',
      'moderation.reportUpheld',
    ]);
    const queue = await staffRequest<ModerationQueuePage>(QUEUE, { pageSize: 50 }, moderator.staffToken);
    expect(queue.data.items.map((entry) => entry.item.id)).not.toContain(hidden);
    expect(queue.data.items.map((entry) => entry.item.id)).not.toContain(kept);
  });

  it('resolves concurrent decisions on one report once: one succeeds, the other is refused and changes nothing', async () => {
    const [first, second] = [await enrolledStaff(['moderator']), await enrolledStaff(['administrator'])];
    const author = await registerUser('Tác Giả Ba');
    const reporter = await someone('Người báo cáo cùng lúc');
    const postId = await reportedPost(author, reporter);
    const answers = await Promise.all([
      staffRequest(ACT, { itemKind: 'post', itemId: postId, action: 'hide' }, first.staffToken),
      staffRequest(ACT, { itemKind: 'post', itemId: postId, action: 'remove' }, second.staffToken),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual(['CONFLICT', 'SUCCESS']);
    expect(await auditOf(postId)).toHaveLength(1);
    expect(await noticesOf(author)).toHaveLength(1);
    const [report] = await db().select().from(moderationReports).where(eq(moderationReports.itemId, postId));
    const winner = answers.find((answer) => answer.code === 'SUCCESS')?.data as { action: string };
    expect(report?.outcome).toBe(winner.action);
  });

  it('replays a decision sent again with its idempotency key instead of refusing it', async () => {
    const moderator = await enrolledStaff(['moderator']);
    const author = await registerUser('Tác Giả Bốn');
    const reporter = await someone('Người báo cáo lại');
    const postId = await reportedPost(author, reporter);
    const input = { itemKind: 'post', itemId: postId, action: 'hide' };
    const key = { 'idempotency-key': `moderation-${postId}` };
    const once = await staffRequest(ACT, input, moderator.staffToken, key);
    const again = await staffRequest(ACT, input, moderator.staffToken, key);
    expect(again).toMatchObject({ code: 'SUCCESS', data: once.data });
    expect(await noticesOf(author)).toHaveLength(1);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const moderator = await enrolledStaff(['moderator']);
    const author = await registerUser('Tác Giả Năm');
    const reporter = await someone('Người báo cáo sai');
    const postId = await reportedPost(author, reporter);
    for (const input of [
      { itemKind: 'post', itemId: postId, action: 'delete-everything' },
      { itemKind: 'user', itemId: postId, action: 'hide' },
      { itemKind: 'post', itemId: 'not-a-uuid', action: 'hide' },
      { itemKind: 'post', itemId: postId, action: 'suspend', days: 10_000 },
    ])
      expect(await staffRequest(ACT, input, moderator.staffToken)).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    expect(
      await staffRequest(
        ACT,
        { itemKind: 'comment', itemId: '00000000-0000-4000-8000-000000000000', action: 'hide' },
        moderator.staffToken,
      ),
    ).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(await auditOf(postId)).toHaveLength(0);
    expect((await findings(postId, author.user.id, 'ban ve gia', {})).detail).toBe('SUCCESS');
  });
});

describe('sanctions on an author', () => {
  it('a suspension stops posting, commenting and reviewing until its end, with a localized message; a ban for good', async () => {
    const moderator = await enrolledStaff(['moderator']);
    const author = await registerUser('Tác Giả Bị Đình Chỉ');
    const reporter = await someone('Người khác');
    const host = await someone('Người khác');
    const postId = await reportedPost(author, reporter);
    const other = await call<{ post: { id: string } }>(
      '/moments/posts/create',
      { text: 'Bài của người khác' },
      {
        token: host.token,
      },
    );
    const suspended = await staffRequest(
      ACT,
      { itemKind: 'post', itemId: postId, action: 'suspend', days: 3 },
      moderator.staffToken,
    );
    expect(suspended.code).toBe('SUCCESS');
    expect((await noticesOf(author)).map((notice) => notice.kind)).toEqual(['moderation.suspended']);

    const writes = (lang: 'vi' | 'en') => [
      call('/moments/posts/create', { text: 'Thử đăng lại' }, { token: author.token, lang }),
      call(
        '/comments/create',
        { kind: 'post', slug: other.data.post.id, text: 'Thử bình luận' },
        { token: author.token, lang },
      ),
      call('/review/save', { kind: 'post', slug: other.data.post.id, rating: 1 }, { token: author.token, lang }),
    ];
    for (const answer of await Promise.all(writes('en')))
      expect(answer).toMatchObject({ status: 403, code: 'ACCOUNT_RESTRICTED', data: { kind: 'suspended' } });
    const [inVietnamese] = await Promise.all(writes('vi'));
    expect(inVietnamese?.message).toMatch(
      /^Tài khoản của bạn bị quản trị viên đình chỉ đến .*20\d\d: bạn không thể đăng bài/,
    );
    // Reading is not refused.
    expect((await call('/moments/feed', {}, { token: author.token })).code).toBe('SUCCESS');

    // Past its end, the author writes again.
    await db().execute(sql`update moderation_restrictions set until = now() - interval '1 minute'`);
    expect((await call('/moments/posts/create', { text: 'Đã hết hạn đình chỉ' }, { token: author.token })).code).toBe(
      'SUCCESS',
    );

    const again = await reportedPost(author, reporter, 'Lại vi phạm');
    expect(
      (await staffRequest(ACT, { itemKind: 'post', itemId: again, action: 'ban' }, moderator.staffToken)).data,
    ).toEqual({
      action: 'ban',
      resolved: 1,
      restrictedUntil: null,
    });
    expect(await call('/moments/posts/create', { text: 'Bị cấm' }, { token: author.token })).toMatchObject({
      code: 'ACCOUNT_RESTRICTED',
      data: { kind: 'banned', until: null },
      message: 'Your account is banned by the moderators: you can no longer post, comment or review.',
    });
  });
});

describe('reported comments and reviews', () => {
  it('a hidden comment leaves its list and its post’s count; a removed review leaves the list and the rating', async () => {
    const moderator = await enrolledStaff(['moderator']);
    const host = await someone('Người bình luận');
    const writer = await someone('Người bình luận');
    const reporter = await someone('Người bình luận');
    const post = await call<{ post: { id: string } }>(
      '/moments/posts/create',
      { text: 'Phở Hà Nội' },
      { token: host.token },
    );
    const slug = post.data.post.id;
    const comment = await call<{ comment: { id: string } }>(
      '/comments/create',
      { kind: 'post', slug, text: 'Lời lẽ thô tục' },
      { token: writer.token },
    );
    const review = await call<{ review: { id: string } }>(
      '/review/save',
      { kind: 'post', slug, rating: 1, text: 'Đánh giá spam' },
      { token: writer.token },
    );
    for (const [path, id] of [
      ['/comments/report', comment.data.comment.id],
      ['/review/report', review.data.review.id],
    ] as const)
      expect((await call(path, { id, reason: 'spam' }, { token: reporter.token })).code).toBe('SUCCESS');

    const list = async (path: string) => {
      const url = new URL(`http://localhost/apiCore/v1${path}`);
      url.searchParams.set('kind', 'post');
      url.searchParams.set('slug', slug);
      return (await send<{ items: { id: string }[]; total: number; count?: number }>(new Request(url))).data;
    };
    const detail = async () =>
      (await call<{ post: { comments: { count: number } } }>('/moments/posts/detail', { id: slug })).data.post.comments
        .count;
    expect(await detail()).toBe(1);

    for (const [itemKind, itemId, action] of [
      ['comment', comment.data.comment.id, 'hide'],
      ['review', review.data.review.id, 'remove'],
    ] as const)
      expect((await staffRequest(ACT, { itemKind, itemId, action }, moderator.staffToken)).code).toBe('SUCCESS');

    expect(await list('/comments/list')).toMatchObject({ items: [], total: 0 });
    expect(await list('/review/list')).toMatchObject({ items: [], total: 0, count: 0 });
    expect(await detail()).toBe(0);
    // A hidden comment cannot be replied to, nor reported again.
    expect(
      (
        await call(
          '/comments/create',
          { kind: 'comments', slug: comment.data.comment.id, text: 'Trả lời' },
          {
            token: reporter.token,
          },
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (await call('/comments/report', { id: comment.data.comment.id, reason: 'spam' }, { token: host.token })).code,
    ).toBe('NOT_FOUND');
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, writer.id), eq(notifications.kind, 'moderation.hidden')));
    expect(notice?.params).toMatchObject({ what_en: 'comment', what_vi: 'bình luận', excerpt: 'Lời lẽ thô tục' });
  });
});
