import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, likes, notifications, reviews } from '#server/db/schema/index.ts';
import { registerTargetKind } from '#features/engagement/server/targets.ts';
import { bodyOf, call, registerUser, send, type Answer } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { createPost, quickUsers } from './support/moments.ts';

const database = useTestDatabase();

// Tests run without the built content layer: the content kinds resolve from a fixed list.
const CONTENT = new Set(['places:vinh-ha-long', 'news:le-hoi-den-long', 'places:pho-co-hoi-an']);
beforeAll(() => {
  for (const kind of ['places', 'news'])
    registerTargetKind(kind, { exists: async (slug) => CONTENT.has(`${kind}:${slug}`) });
});

const PLACE = { kind: 'places', slug: 'vinh-ha-long' };

const get = <T = Record<string, unknown>>(path: string, query: Record<string, string | number>, token?: string) =>
  send<T>(
    new Request(
      `http://localhost/apiCore/v1${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      {
        headers: token ? { 'nvtravel-token': token } : {},
      },
    ),
  );

interface Comment {
  id: string;
  edited: boolean;
  text: string;
  mine: boolean;
  author: { fullname: string; phone?: string };
}
type CommentPage = { items: Comment[]; total: number; page: number };

describe('comments', () => {
  it('are open to read, written by signed-in users, newest first, paginated', async () => {
    const lan = await registerUser('Lan');
    for (const text of ['Đẹp quá!', 'Nên đi thuyền kayak', 'Tháng 10 trời trong']) {
      expect((await call('/comments/create', { ...PLACE, text }, { token: lan.token })).code).toBe('SUCCESS');
    }
    const first = await get<CommentPage>('/comments/list', { ...PLACE, pageSize: 2 });
    expect(first.data).toMatchObject({ total: 3, page: 1 });
    expect(first.data.items.map((c) => c.text)).toEqual(['Tháng 10 trời trong', 'Nên đi thuyền kayak']);
    expect(first.data.items[0]).toMatchObject({ mine: false, author: { fullname: 'Lan' } });
    expect(JSON.stringify(first.data)).not.toContain(lan.user.phone ?? '+84');
    const second = await get<CommentPage>('/comments/list', { ...PLACE, pageSize: 2, page: 2 }, lan.token);
    expect(second.data.items).toMatchObject([{ text: 'Đẹp quá!', mine: true }]);
  });

  it('keeps script tags as text', async () => {
    const user = await registerUser();
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const created = await call<{ comment: Comment }>(
      '/comments/create',
      { kind: 'places', slug: 'pho-co-hoi-an', text },
      { token: user.token },
    );
    expect(created.data.comment.text).toBe(text);
    const listed = await get<CommentPage>('/comments/list', { kind: 'places', slug: 'pho-co-hoi-an' });
    expect(listed.data.items[0]?.text).toBe(text);
  });

  it('refuses empty, over-long and unknown-target comments, and signed-out writers', async () => {
    const user = await registerUser();
    const write = (data: Record<string, unknown>, token: string | undefined = user.token) =>
      call('/comments/create', { ...PLACE, ...data }, { token });
    expect((await write({ text: '   ' })).code).toBe('VALIDATION_ERROR');
    expect((await write({ text: 'x'.repeat(2001) })).code).toBe('VALIDATION_ERROR');
    expect((await write({ text: 'x'.repeat(2000) })).code).toBe('SUCCESS');
    expect((await write({ slug: 'khong-ton-tai', text: 'hi' })).code).toBe('NOT_FOUND');
    expect((await write({ kind: 'ferries', text: 'hi' })).code).toBe('VALIDATION_ERROR');
    expect((await call('/comments/create', { ...PLACE, text: 'hi' })).status).toBe(401);
  });

  it('lets a user edit and delete only their own', async () => {
    const owner = await registerUser('Chủ');
    const other = await registerUser('Khách');
    const { data } = await call<{ comment: Comment }>(
      '/comments/create',
      { ...PLACE, text: 'Bản đầu' },
      { token: owner.token },
    );
    const id = data.comment.id;
    expect((await call('/comments/update', { id, text: 'Sửa' }, { token: other.token })).code).toBe('FORBIDDEN');
    expect((await call('/delete/comment', { id }, { token: other.token })).code).toBe('FORBIDDEN');
    const edited = await call<{ comment: Comment }>(
      '/comments/update',
      { id, text: 'Bản sửa' },
      { token: owner.token },
    );
    expect(data.comment.edited).toBe(false);
    expect(edited.data.comment).toMatchObject({ text: 'Bản sửa', mine: true, edited: true });
    expect((await call('/delete/comment', { id }, { token: owner.token })).code).toBe('SUCCESS');
    expect((await call('/delete/comment', { id }, { token: owner.token })).code).toBe('NOT_FOUND');
  });
});

describe('likes', () => {
  const summary = (token?: string) =>
    get<{ count: number; liked: boolean }>('/like/summary', { kind: 'news', slug: 'le-hoi-den-long' }, token);

  it('counts one like per user, however often they like', async () => {
    const user = await registerUser();
    const like = () =>
      call<{ count: number; liked: boolean }>(
        '/like/add',
        { kind: 'news', slug: 'le-hoi-den-long' },
        { token: user.token },
      );
    const before = (await summary()).data.count;
    await like();
    expect((await like()).data).toEqual({ count: before + 1, liked: true });
    expect((await summary(user.token)).data).toEqual({ count: before + 1, liked: true });
    expect((await summary()).data).toEqual({ count: before + 1, liked: false });
    const unliked = await call('/delete/like', { kind: 'news', slug: 'le-hoi-den-long' }, { token: user.token });
    expect(unliked.data).toEqual({ count: before, liked: false });
  });

  it('counts exactly 50 from 50 users liking at once', async () => {
    const target = { kind: 'places', slug: 'pho-co-hoi-an' };
    const users = [];
    for (let i = 0; i < 50; i++) users.push(await registerUser(`Người ${i}`));
    const before = (await get<{ count: number }>('/like/summary', target)).data.count;
    const answers = await Promise.all(users.map((u) => call('/like/add', target, { token: u.token })));
    expect(answers.every((a) => a.code === 'SUCCESS')).toBe(true);
    expect((await get<{ count: number }>('/like/summary', target)).data.count).toBe(before + 50);
  }, 180_000);

  it('needs a sign-in to like', async () => {
    expect((await call('/like/add', PLACE)).status).toBe(401);
  });
});

describe('reviews', () => {
  type ReviewList = { items: { id: string; rating: number; mine: boolean }[]; average: number | null; count: number };

  it('rates 1 to 5, one review per user (saving again edits it), with average and count', async () => {
    const a = await registerUser('A');
    const b = await registerUser('B');
    const target = { kind: 'places', slug: 'pho-co-hoi-an' };
    await call('/review/save', { ...target, rating: 5, text: 'Tuyệt vời' }, { token: a.token });
    await call('/review/save', { ...target, rating: 2 }, { token: b.token });
    const edited = await call<{ summary: { average: number; count: number } }>(
      '/review/save',
      { ...target, rating: 4 },
      { token: b.token },
    );
    expect(edited.data.summary).toEqual({ average: 4.5, count: 2 });
    const list = await get<ReviewList>('/review/list', target, a.token);
    expect(list.data).toMatchObject({ average: 4.5, count: 2 });
    expect(list.data.items.filter((r) => r.mine)).toHaveLength(1);
  });

  it('refuses a rating of 0 or 6, with a clear message', async () => {
    const user = await registerUser();
    for (const rating of [0, 6, 3.5]) {
      const answer: Answer = await call('/review/save', { ...PLACE, rating }, { token: user.token, lang: 'vi' });
      expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
    const zero = await call<{ fields: { path: string; message: string }[] }>(
      '/review/save',
      { ...PLACE, rating: 0 },
      { token: user.token, lang: 'vi' },
    );
    expect(zero.data.fields).toEqual([{ path: 'data.rating', message: 'Điểm đánh giá từ 1 đến 5 sao.' }]);
  });

  it('lets a user delete only their own review', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const saved = await call<{ review: { id: string } }>(
      '/review/save',
      { ...PLACE, rating: 3 },
      { token: owner.token },
    );
    expect((await call('/delete/review', { id: saved.data.review.id }, { token: other.token })).code).toBe('FORBIDDEN');
    expect((await call('/delete/review', { id: saved.data.review.id }, { token: owner.token })).code).toBe('SUCCESS');
  });
});

describe('engagement summary', () => {
  it('answers likes, comments and rating in one call, anonymous or signed in', async () => {
    const user = await registerUser();
    const target = { kind: 'news', slug: 'le-hoi-den-long' };
    await call('/like/add', target, { token: user.token });
    await call('/comments/create', { ...target, text: 'Hay' }, { token: user.token });
    const mine = await get<{ likes: { liked: boolean }; comments: { count: number }; rating: unknown }>(
      '/engagement/summary',
      target,
      user.token,
    );
    expect(mine.data.likes.liked).toBe(true);
    expect(mine.data.comments.count).toBeGreaterThan(0);
    // An expired or broken token reads as anonymous on open routes.
    const broken = await get<{ likes: { liked: boolean } }>('/engagement/summary', target, 'garbage');
    expect(broken).toMatchObject({ code: 'SUCCESS', data: { likes: { liked: false } } });
  });
});

describe('targets that are not content entries', () => {
  it('take likes, comments and reviews once their kind has a resolver', async () => {
    const user = await registerUser();
    // Before an area registers the kind, nothing can target it.
    const ferry = { kind: 'ferries', slug: 'tau-cao-toc-cat-ba' };
    expect((await call('/like/add', ferry, { token: user.token })).code).toBe('VALIDATION_ERROR');

    // A stand-in for a future area (ferries) whose targets live in its own table.
    const ferries = new Set(['tau-cao-toc-cat-ba']);
    registerTargetKind('ferries', { exists: async (slug) => ferries.has(slug) });
    expect(await call('/like/add', ferry, { token: user.token })).toMatchObject({
      code: 'SUCCESS',
      data: { count: 1, liked: true },
    });
    expect((await call('/comments/create', { ...ferry, text: 'Tàu sạch' }, { token: user.token })).code).toBe(
      'SUCCESS',
    );
    expect((await call('/review/save', { ...ferry, rating: 5 }, { token: user.token })).code).toBe('SUCCESS');
    expect(await get('/engagement/summary', ferry)).toMatchObject({
      data: { likes: { count: 1 }, comments: { count: 1 }, rating: { average: 5, count: 1 } },
    });
    // The resolver decides which targets exist; the content kinds are untouched.
    expect((await call('/like/add', { ...ferry, slug: 'khong-co' }, { token: user.token })).code).toBe('NOT_FOUND');
    expect((await call('/like/add', PLACE, { token: user.token })).code).toBe('SUCCESS');
  });

  it('answer every call on a target its reader may not see as on one that does not exist', async () => {
    const [owner, reader] = [await registerUser('Chủ nháp'), await registerUser('Người đọc nháp')];
    // A stand-in for a kind with drafts: a draft exists for its owner only.
    registerTargetKind('drafts', { exists: async (slug, viewerId) => slug === 'nhap' && viewerId === owner.user.id });
    const draft = { kind: 'drafts', slug: 'nhap' };
    const missing = { kind: 'drafts', slug: 'khong-co' };
    expect((await call('/comments/create', { ...draft, text: 'Ghi chú' }, { token: owner.token })).code).toBe(
      'SUCCESS',
    );
    const calls = [
      (target: typeof draft, token?: string) => call('/like/add', target, { token, lang: 'zh' }),
      (target: typeof draft, token?: string) => call('/delete/like', target, { token, lang: 'vi' }),
      (target: typeof draft, token?: string) => call('/comments/create', { ...target, text: 'Hi' }, { token }),
      (target: typeof draft, token?: string) => call('/review/save', { ...target, rating: 4 }, { token }),
      (target: typeof draft, token?: string) => get('/comments/list', target, token),
      (target: typeof draft, token?: string) => get('/review/list', target, token),
      (target: typeof draft, token?: string) => get('/like/summary', target, token),
      (target: typeof draft, token?: string) => get('/engagement/summary', target, token),
    ];
    for (const one of calls) {
      for (const token of [reader.token, undefined]) {
        const answer = await one(draft, token);
        if (answer.status === 401) continue;
        expect(bodyOf(answer)).toEqual(bodyOf(await one(missing, token)));
        expect(answer.code).toBe('NOT_FOUND');
      }
    }
    expect(await get('/engagement/summary', draft, owner.token)).toMatchObject({ data: { comments: { count: 1 } } });
  });
});

describe('blocks (decision 0068)', () => {
  const post = (id: string) => ({ kind: 'post', slug: id });
  const rows = async () => {
    const db = database.current().db;
    const of = async (table: typeof likes | typeof comments | typeof reviews | typeof notifications) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    return {
      likes: await of(likes),
      comments: await of(comments),
      reviews: await of(reviews),
      told: await of(notifications),
    };
  };

  it('refuses likes, comments, replies, reviews and edits across a block both ways, as on nothing, and stores nothing', async () => {
    const [a, b] = await quickUsers(2, 'Chặn hai chiều');
    if (!a || !b) throw new Error('users');
    const aPost = (await createPost(a.token, { text: 'Bài của A' })).data.post.id;
    const bPost = (await createPost(b.token, { text: 'Bài của B' })).data.post.id;
    const comment = async (token: string, target: { kind: string; slug: string }, text: string) =>
      (await call<{ comment: Comment }>('/comments/create', { ...target, text }, { token })).data.comment.id;
    const aComment = await comment(a.token, PLACE, 'A viết về Hạ Long');
    const bComment = await comment(b.token, PLACE, 'B viết về Hạ Long');
    const bOnA = await comment(b.token, post(aPost), 'B bình luận bài A trước khi bị chặn');
    await call('/moments/block', { userId: b.id }, { token: a.token });

    const before = await rows();
    const messages = { vi: 'Không tìm thấy.', en: 'Not found.', zh: '未找到。' } as const;
    for (const [actor, targets] of [
      [b, [post(aPost), { kind: 'comments', slug: aComment }]],
      [a, [post(bPost), { kind: 'comments', slug: bComment }]],
    ] as const) {
      for (const target of targets) {
        const missing = { ...target, slug: crypto.randomUUID() };
        for (const lang of ['vi', 'en', 'zh'] as const) {
          const as = { token: actor.token, lang };
          for (const write of [
            (on: typeof target) => call('/like/add', on, as),
            (on: typeof target) => call('/delete/like', on, as),
            (on: typeof target) => call('/comments/create', { ...on, text: 'Vẫn muốn nói' }, as),
            (on: typeof target) => call('/review/save', { ...on, rating: 1 }, as),
          ]) {
            const answer = await write(target);
            expect(answer).toMatchObject({ status: 404, code: 'NOT_FOUND', message: messages[lang] });
            // Exactly what a target that does not exist answers: the block is not announced.
            expect(bodyOf(answer)).toEqual(bodyOf(await write(missing)));
          }
        }
      }
    }
    // B's comment written before the block cannot be changed while it is hidden.
    const edit = await call('/comments/update', { id: bOnA, text: 'Sửa lại cho gắt hơn' }, { token: b.token });
    expect(edit).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await rows()).toEqual(before);
    const [kept] = await database.current().db.select().from(comments).where(eq(comments.id, bOnA));
    expect(kept?.text).toBe('B bình luận bài A trước khi bị chặn');

    // Unblocked, both may engage again.
    await call('/moments/unblock', { userId: b.id }, { token: a.token });
    expect((await call('/like/add', post(aPost), { token: b.token })).code).toBe('SUCCESS');
    expect((await call('/like/add', { kind: 'comments', slug: bComment }, { token: a.token })).code).toBe('SUCCESS');
  });

  it('hides from everyone what someone the author blocked left under their post, out of every count, until unblocked', async () => {
    const [author, troll, friend] = await quickUsers(3, 'Dưới bài');
    if (!author || !troll || !friend) throw new Error('users');
    const target = post((await createPost(author.token, { text: 'Hoàng hôn Mũi Né' })).data.post.id);
    const say = async (token: string, on: { kind: string; slug: string }, text: string) =>
      (await call<{ comment: Comment }>('/comments/create', { ...on, text }, { token })).data.comment.id;
    const trollFirst = await say(troll.token, target, 'Xấu quá');
    await say(troll.token, target, 'Thật sự rất xấu');
    const friendSays = await say(friend.token, target, 'Đẹp quá!');
    await say(troll.token, { kind: 'comments', slug: friendSays }, 'Đẹp gì mà đẹp');
    await call('/like/add', target, { token: troll.token });
    await call('/like/add', target, { token: friend.token });

    /** What a reader (signed out without a token) sees under the post. */
    const under = async (token?: string) => {
      const list = await get<CommentPage>('/comments/list', target, token);
      const replies = await get<CommentPage>('/comments/list', { kind: 'comments', slug: friendSays }, token);
      const summary = await get<{ likes: { count: number }; comments: { count: number } }>(
        '/engagement/summary',
        target,
        token,
      );
      const detail = await call<{ post: { likes: { count: number }; comments: { count: number } } }>(
        '/moments/posts/detail',
        { id: target.slug },
        token ? { token } : {},
      );
      return {
        comments: list.data.items.map((c) => c.text),
        total: list.data.total,
        replies: replies.data.items.map((c) => c.text),
        likes: summary.data.likes.count,
        counted: summary.data.comments.count,
        post: { likes: detail.data.post.likes.count, comments: detail.data.post.comments.count },
      };
    };
    const everything = {
      comments: ['Đẹp quá!', 'Thật sự rất xấu', 'Xấu quá'],
      total: 3,
      replies: ['Đẹp gì mà đẹp'],
      likes: 2,
      counted: 3,
      post: { likes: 2, comments: 3 },
    };
    expect(await under()).toEqual(everything);

    await call('/moments/block', { userId: troll.id }, { token: author.token });
    const hidden = {
      comments: ['Đẹp quá!'],
      total: 1,
      replies: [],
      likes: 1,
      counted: 1,
      post: { likes: 1, comments: 1 },
    };
    for (const reader of [undefined, friend.token, author.token]) expect(await under(reader)).toEqual(hidden);
    // A hidden comment is no target either: nobody can like or answer it.
    expect((await call('/like/add', { kind: 'comments', slug: trollFirst }, { token: friend.token })).code).toBe(
      'NOT_FOUND',
    );
    // Its writer may still take it back; it was counted out already, so the counts stay.
    expect((await call('/delete/comment', { id: trollFirst }, { token: troll.token })).code).toBe('SUCCESS');
    expect(await under()).toEqual(hidden);

    await call('/moments/unblock', { userId: troll.id }, { token: author.token });
    expect(await under()).toEqual({
      ...everything,
      comments: ['Đẹp quá!', 'Thật sự rất xấu'],
      total: 2,
      counted: 2,
      post: { likes: 2, comments: 2 },
    });
  });

  it('keeps a post’s counts equal to what it shows while others like and comment as a block begins and ends', async () => {
    const [author, troll, ...fans] = await quickUsers(22, 'Đông người');
    if (!author || !troll) throw new Error('users');
    const target = post((await createPost(author.token, { text: 'Phố đi bộ Nguyễn Huệ' })).data.post.id);
    await call('/like/add', target, { token: troll.token });
    await call('/comments/create', { ...target, text: 'Chen lấn quá' }, { token: troll.token });
    const counts = async () => {
      const summary = await get<{ likes: { count: number }; comments: { count: number } }>(
        '/engagement/summary',
        target,
      );
      const detail = await call<{ post: { likes: { count: number }; comments: { count: number } } }>(
        '/moments/posts/detail',
        { id: target.slug },
      );
      return {
        shown: { likes: summary.data.likes.count, comments: summary.data.comments.count },
        stored: { likes: detail.data.post.likes.count, comments: detail.data.post.comments.count },
      };
    };
    const everyone = (work: (fan: { token: string }) => Promise<unknown>) => fans.map((fan) => work(fan));
    const answers = await Promise.all([
      ...everyone((fan) => call('/like/add', target, { token: fan.token })),
      ...everyone((fan) => call('/comments/create', { ...target, text: 'Vui ghê' }, { token: fan.token })),
      call('/moments/block', { userId: troll.id }, { token: author.token }),
    ]);
    expect(answers.every((answer) => (answer as { code: string }).code === 'SUCCESS')).toBe(true);
    expect(await counts()).toEqual({ shown: { likes: 20, comments: 20 }, stored: { likes: 20, comments: 20 } });
    await Promise.all([
      ...everyone((fan) => call('/delete/like', target, { token: fan.token })),
      call('/moments/unblock', { userId: troll.id }, { token: author.token }),
    ]);
    expect(await counts()).toEqual({ shown: { likes: 1, comments: 21 }, stored: { likes: 1, comments: 21 } });
  });

  it('keeps both people’s words on other targets apart from each other only', async () => {
    const [a, b] = await quickUsers(2, 'Hai người');
    if (!a || !b) throw new Error('users');
    const target = { kind: 'news', slug: 'le-hoi-den-long' };
    await call('/comments/create', { ...target, text: 'A: đèn lồng đẹp' }, { token: a.token });
    await call('/comments/create', { ...target, text: 'B: đèn lồng đông người' }, { token: b.token });
    await call('/review/save', { ...target, rating: 5 }, { token: a.token });
    await call('/review/save', { ...target, rating: 1 }, { token: b.token });
    await call('/moments/block', { userId: a.id }, { token: b.token });
    const texts = async (token?: string) =>
      (await get<CommentPage>('/comments/list', { ...target, pageSize: 50 }, token)).data.items
        .map((c) => c.text)
        .filter((text) => /^[AB]: /.test(text));
    const reviewers = async (token?: string) =>
      (
        await get<{ items: { author: { fullname: string } }[]; total: number }>(
          '/review/list',
          { ...target, pageSize: 50 },
          token,
        )
      ).data.items
        .map((r) => r.author.fullname)
        .filter((name) => name.startsWith('Hai người'));
    expect(await texts(a.token)).toEqual(['A: đèn lồng đẹp']);
    expect(await texts(b.token)).toEqual(['B: đèn lồng đông người']);
    expect(await texts()).toEqual(['B: đèn lồng đông người', 'A: đèn lồng đẹp']);
    expect(await reviewers(a.token)).toEqual(['Hai người 1']);
    expect(await reviewers(b.token)).toEqual(['Hai người 2']);
    expect((await reviewers()).sort()).toEqual(['Hai người 1', 'Hai người 2']);
  });
});
