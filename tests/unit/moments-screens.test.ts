import { describe, expect, it } from 'vitest';
import { MOMENT_LIMITS } from '#features/moments/contract.ts';
import { ApiCallError } from '#lib/api/transport.ts';
import { firstLine, toCardItem } from '#features/moments/card.ts';
import type { Post } from '#features/moments/contract.ts';
import { checkPictures, parseTags } from '#features/moments/compose.ts';
import { feedSnapshot, SNAPSHOT_TTL_MS } from '#features/moments/feed-snapshot.ts';
import { $likes, seedLikes, toggleLike } from '#features/engagement/likes.ts';
import { $follows, toggleFollow } from '#features/moments/moments-social.ts';
import { $toasts } from '#stores/toasts.ts';

/** sessionStorage as a Map. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const page = { items: [], nextCursor: 'c2' };

describe('a post’s card (issue 37)', () => {
  // A post of the fields given, so that a field added to the post later needs no edit here.
  const postOf = (fields: Partial<Post> & Record<string, unknown>) => fields as Post;
  const post = postOf({
    id: '6f1c1c1e-0000-4000-a000-000000000001',
    kind: 'photo',
    text: 'Phố cổ về đêm',
    tags: ['hoi-an'],
    language: 'vi',
    demo: true,
    status: 'ready',
    translation: null,
    place: { slug: 'hoi-an', name: 'Hội An', url: '/places/hoi-an/' },
    author: { id: 'a1', fullname: 'Lan', avatarUrl: null },
    media: [],
    likes: { count: 3, liked: true },
    comments: { count: 1 },
    mine: false,
    following: false,
    createdAt: '2026-11-30T10:00:00.000Z',
    url: '/moments/p/6f1c1c1e-0000-4000-a000-000000000001/',
  });

  it('carries the post’s own fields, a field added to the post among them, and leaves out what only its page reads', () => {
    const card = toCardItem(postOf({ ...post, visitedOn: '2026-11-29' }), true);
    expect(card).toMatchObject({ id: post.id, kind: 'photo', text: post.text, demo: true, url: post.url });
    expect(card).toHaveProperty('visitedOn', '2026-11-29');
    for (const pageOnly of ['media', 'translation', 'tags', 'mine', 'following', 'createdAt', 'likes'])
      expect(card).not.toHaveProperty(pageOnly);
    expect(card).toMatchObject({ place: { name: 'Hội An' }, likeCount: 3, liked: true, commentCount: 1 });
  });

  it('says nothing of the reader’s like when the list was read without a session', () => {
    expect(toCardItem(post, false)).not.toHaveProperty('liked');
  });
});

describe('the feed snapshot (decision 0051)', () => {
  it('comes back on a back or forward navigation only, for the same viewer, while fresh', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const snapshot = feedSnapshot('/en/moments/', storage, () => now);
    snapshot.write('u1', page, 1234);
    expect(snapshot.read('u1', 'back_forward')).toEqual({ page, scrollY: 1234 });
    expect(snapshot.read('u1', 'navigate')).toBeNull();
    expect(snapshot.read('u1', 'reload')).toBeNull();
    expect(snapshot.read('u2', 'back_forward')).toBeNull();
    expect(snapshot.read(null, 'back_forward')).toBeNull();
    expect(feedSnapshot('/en/moments/recommend/', storage, () => now).read('u1', 'back_forward')).toBeNull();
    now += SNAPSHOT_TTL_MS + 1;
    expect(snapshot.read('u1', 'back_forward')).toBeNull();
  });

  it('ignores a broken entry', () => {
    const storage = memoryStorage();
    storage.setItem('app:moments:feed:/moments/', '{not json');
    expect(feedSnapshot('/moments/', storage).read(null, 'back_forward')).toBeNull();
  });
});

describe('the composer’s rules', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes JPEG, PNG, WebP and HEIC (by name when the type is missing) and names what it leaves out', () => {
    const { accepted, refused } = checkPictures(
      [],
      [
        file('a.jpg', 'image/jpeg'),
        file('b.heic', ''),
        file('clip.mp4', 'video/mp4'),
        file('huge.png', 'image/png', MOMENT_LIMITS.imageMaxBytes + 1),
        file('lie.gif', 'image/gif'),
      ],
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.heic']);
    expect(refused).toEqual([
      { name: 'clip.mp4', reason: 'type' },
      { name: 'huge.png', reason: 'size' },
      { name: 'lie.gif', reason: 'type' },
    ]);
  });

  it('stops at ten pictures', () => {
    const nine = Array.from({ length: 9 }, (_, n) => file(`${n}.webp`, 'image/webp'));
    const { accepted, refused } = checkPictures(nine, [file('x.webp', 'image/webp'), file('y.webp', 'image/webp')]);
    expect(accepted.map((f) => f.name)).toEqual(['x.webp']);
    expect(refused).toEqual([{ name: 'y.webp', reason: 'count' }]);
  });

  it('reads tags as typed, as the server stores them, without repeats', () => {
    expect(parseTags('#Hội-An  #food, food，#ẩm thực、 #')).toEqual(['hội-an', 'food', 'ẩm', 'thực']);
  });

  it('titles a post with its first line, cut at a word', () => {
    expect(firstLine('\n  Lanterns at dusk\nsecond line')).toBe('Lanterns at dusk');
    expect(firstLine(`${'word '.repeat(30)}end`, 40)).toBe('word word word word word word word word…');
  });
});

describe('optimistic likes and follows', () => {
  it('moves at once, keeps the server’s answer, and rolls back with a toast on a refusal', async () => {
    seedLikes({ 'post:p1': { count: 3, liked: false } });
    let settle: (value: { count: number; liked: boolean }) => void = () => undefined;
    const liked = toggleLike('post:p1', { count: 3, liked: false }, () => new Promise((r) => (settle = r)), 'x', true);
    expect($likes.get()['post:p1']).toEqual({ count: 4, liked: true });
    settle({ count: 5, liked: true });
    await liked;
    expect($likes.get()['post:p1']).toEqual({ count: 5, liked: true });

    await toggleLike(
      'post:p1',
      { count: 5, liked: true },
      () => Promise.reject(new ApiCallError('FORBIDDEN', 403, 'Not allowed.')),
      'x',
      true,
    );
    expect($likes.get()['post:p1']).toEqual({ count: 5, liked: true });
    expect($toasts.get().at(-1)?.title).toBe('Not allowed.');
  });

  it('changes nothing and toasts nothing when signed out (the login popup opened instead)', async () => {
    const toasts = $toasts.get().length;
    await toggleFollow(
      'u9',
      { following: false, followers: 7 },
      () => Promise.reject(new ApiCallError('SIGN_IN_REQUIRED', 401)),
      'x',
      false,
    );
    expect($follows.get().u9).toEqual({ following: false, followers: 7 });
    expect($toasts.get()).toHaveLength(toasts);
  });
});
