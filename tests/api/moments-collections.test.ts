import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CollectionsAnswer, Post, PostPage } from '#features/moments/contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { momentSaves } from '#server/db/schema/index.ts';
import { call } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { createPost, quickUsers } from './support/moments.ts';

useTestDatabase();

/** Saved collections (decision 0082): private, removed with their posts, behind blocks. */

/** Three people with a session each (tests name the ones they use). */
async function people(prefix: string) {
  const [a, b, c] = await quickUsers(3, prefix);
  if (!a || !b || !c) throw new Error('quickUsers made fewer people');
  return [a, b, c] as const;
}
/** The value, or a failed test. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

const post = async (token: string, text: string) => (await createPost(token, { text })).data.post;
const collections = (token: string, postId?: string) =>
  call<CollectionsAnswer>('/moments/collections', postId ? { postId } : {}, { token });
const save = (token: string, postId: string, collection?: string, lang: 'vi' | 'en' | 'zh' = 'en') =>
  call<CollectionsAnswer & { fields?: { message: string }[] }>(
    '/moments/saves/add',
    collection === undefined ? { postId } : { postId, collection },
    { token, lang },
  );
const postsOf = (token: string, collectionId: string) =>
  call<PostPage>('/moments/collections/posts', { collectionId }, { token });
const savesOf = async (postId: string) =>
  (await (await getDatabase()).select({ n: count() }).from(momentSaves).where(eq(momentSaves.postId, postId)))[0]?.n;

describe('saved collections', () => {
  it('save into the default collection and a named one, once each, seen by their owner only', async () => {
    const [author, reader, other] = await people('Người lưu');
    const rice = await post(author.token, 'Ruộng bậc thang Mù Cang Chải');
    const lantern = await post(author.token, 'Đèn lồng Hội An');

    const first = await save(reader.token, rice.id);
    expect(first.data.items).toMatchObject([{ name: 'Saved', default: true, posts: 1, holds: true }]);
    expect((await save(reader.token, rice.id)).data.items).toMatchObject([{ posts: 1 }]);
    await save(reader.token, rice.id, '  Mùa lúa chín ');
    await save(reader.token, lantern.id, 'Mùa lúa chín');
    const mine = await collections(reader.token, lantern.id);
    expect(mine.data.items.map(({ name, posts, holds }) => ({ name, posts, holds }))).toEqual([
      { name: 'Saved', posts: 1, holds: false },
      { name: 'Mùa lúa chín', posts: 2, holds: true },
    ]);
    // The default collection is named in the reader's language.
    expect(
      (await call<CollectionsAnswer>('/moments/collections', {}, { token: reader.token, lang: 'zh' })).data.items[0]
        ?.name,
    ).toBe('收藏');

    const named = present(mine.data.items[1]);
    expect((await postsOf(reader.token, named.id)).data.items.map((p) => p.text)).toEqual([
      'Đèn lồng Hội An',
      'Ruộng bậc thang Mù Cang Chải',
    ]);
    // Nobody else reads it, nor learns how many saved a post.
    expect((await postsOf(other.token, named.id)).status).toBe(404);
    expect((await collections(other.token)).data.items).toEqual([]);
    const detail = await call<{ post: Post }>('/moments/posts/detail', { id: rice.id }, { token: author.token });
    expect(JSON.stringify(detail.data.post)).not.toMatch(/save/i);
    expect((await call('/moments/saves/add', { postId: rice.id })).status).toBe(401);

    // Out of one collection, then out of all.
    await call('/moments/saves/remove', { postId: rice.id, collectionId: named.id }, { token: reader.token });
    expect((await collections(reader.token, rice.id)).data.items.map((c) => c.holds)).toEqual([true, false]);
    await call('/moments/saves/remove', { postId: rice.id }, { token: reader.token });
    expect((await collections(reader.token, rice.id)).data.items.map((c) => c.holds)).toEqual([false, false]);
  });

  it('refuses a name that is too long in the caller’s language, and a post that does not exist', async () => {
    const [author, reader] = await people('Người đặt tên');
    const rice = await post(author.token, 'Sa Pa mùa lúa');
    const long = await save(reader.token, rice.id, 'x'.repeat(61), 'vi');
    expect(long.code).toBe('VALIDATION_ERROR');
    expect(long.data.fields?.[0]?.message).toBe('Tên bộ sưu tập tối đa 60 ký tự.');
    expect((await save(reader.token, crypto.randomUUID())).status).toBe(404);
  });

  it('lose a post when it is deleted', async () => {
    const [author, reader] = await people('Người xoá');
    const gone = await post(author.token, 'Sắp xoá');
    await save(reader.token, gone.id);
    expect(await savesOf(gone.id)).toBe(1);
    await call('/moments/posts/delete', { id: gone.id }, { token: author.token });
    expect(await savesOf(gone.id)).toBe(0);
    const saved = present((await collections(reader.token)).data.items[0]);
    expect(saved.posts).toBe(0);
    expect((await postsOf(reader.token, saved.id)).data.items).toEqual([]);
  });

  it('follow blocks both ways: no saving across one, and saved posts leave the list while it lasts', async () => {
    const [author, reader] = await people('Người chặn');
    const kept = await post(author.token, 'Phố cổ về đêm');
    const later = await post(author.token, 'Bình minh');
    await save(reader.token, kept.id);

    await call('/moments/block', { userId: reader.id }, { token: author.token });
    expect((await save(reader.token, later.id)).status).toBe(404);
    const saved = present((await collections(reader.token)).data.items[0]);
    expect(saved.posts).toBe(0);
    expect((await postsOf(reader.token, saved.id)).data.items).toEqual([]);

    await call('/moments/unblock', { userId: reader.id }, { token: author.token });
    expect((await postsOf(reader.token, saved.id)).data.items.map((p) => p.id)).toEqual([kept.id]);
  });
});
