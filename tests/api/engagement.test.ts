import { beforeAll, describe, expect, it } from 'vitest';
import { registerTargetKind } from '../../src/server/engagement/targets.ts';
import { bodyOf, call, registerUser, send, type Answer } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

useTestDatabase();

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
    expect((await write({ kind: 'hotels', text: 'hi' })).code).toBe('VALIDATION_ERROR');
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
    const hotel = { kind: 'hotels', slug: 'khach-san-song-han' };
    expect((await call('/like/add', hotel, { token: user.token })).code).toBe('VALIDATION_ERROR');

    // A stand-in for a future area (hotels, moment posts) whose targets live in its own table.
    const hotels = new Set(['khach-san-song-han']);
    registerTargetKind('hotels', { exists: async (slug) => hotels.has(slug) });
    expect(await call('/like/add', hotel, { token: user.token })).toMatchObject({
      code: 'SUCCESS',
      data: { count: 1, liked: true },
    });
    expect((await call('/comments/create', { ...hotel, text: 'Phòng sạch' }, { token: user.token })).code).toBe(
      'SUCCESS',
    );
    expect((await call('/review/save', { ...hotel, rating: 5 }, { token: user.token })).code).toBe('SUCCESS');
    expect(await get('/engagement/summary', hotel)).toMatchObject({
      data: { likes: { count: 1 }, comments: { count: 1 }, rating: { average: 5, count: 1 } },
    });
    // The resolver decides which targets exist; the content kinds are untouched.
    expect((await call('/like/add', { ...hotel, slug: 'khong-co' }, { token: user.token })).code).toBe('NOT_FOUND');
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
