import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '#features/engagement/contract.ts';
import type { Post, PostPage } from '#features/moments/contract.ts';
import type { TranslateAnswer } from '#features/translation/contract.ts';
import type { UserAnswer } from '#features/accounts/contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { comments, momentPosts, translations } from '#server/db/schema/index.ts';
import { standInTranslationProvider } from '#server/services/translation/stand-in.ts';
import { call, send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { createPost, quickUsers } from './support/moments.ts';

useTestDatabase();

/** Machine translation of posts and comments (decision 0093), by the stand-in provider of tests. */

afterEach(() => vi.restoreAllMocks());

async function people(prefix: string) {
  const [a, b, c] = await quickUsers(3, prefix);
  if (!a || !b || !c) throw new Error('quickUsers made fewer people');
  return [a, b, c] as const;
}
const translate = (kind: 'post' | 'comment', id: string, lang: 'vi' | 'en' | 'zh', token?: string) =>
  call<TranslateAnswer & { fields?: { message: string }[] }>(
    '/translations/translate',
    { kind, id },
    { lang, ...(token ? { token } : {}) },
  );
const stored = async (where: ReturnType<typeof eq>) =>
  (await (await getDatabase()).select({ n: count() }).from(translations).where(where))[0]?.n;
const comment = async (token: string, postId: string, text: string) =>
  (await call<{ comment: Comment }>('/comments/create', { kind: 'post', slug: postId, text }, { token })).data.comment;

describe('translations', () => {
  it('translate a zh post for a vi reader once, marked as the stand-in, kept beside the original, gone with it', async () => {
    const [author, reader, second] = await people('Người dịch');
    const text = '清晨的下龙湾，安静又清新，早起很值得。';
    const { post } = (await createPost(author.token, { text })).data;
    expect(post.language).toBe('zh');
    const provider = vi.spyOn(standInTranslationProvider, 'translate');

    const first = await translate('post', post.id, 'vi', reader.token);
    expect(first.data.translation).toEqual({ text: `[zh→vi] ${text}`, from: 'zh', to: 'vi', provider: 'stand-in' });
    // A second reader (signed out here) reads the stored one: the provider was asked once.
    const again = await translate('post', post.id, 'vi');
    expect(again.data.translation.text).toBe(`[zh→vi] ${text}`);
    await translate('post', post.id, 'vi', second.token);
    expect(provider).toHaveBeenCalledTimes(1);

    // The original is unchanged, and lists carry the stored translation beside it.
    const detail = await call<{ post: Post }>('/moments/posts/detail', { id: post.id }, { lang: 'vi' });
    expect(detail.data.post).toMatchObject({ text, language: 'zh', translation: { text: `[zh→vi] ${text}` } });
    const inEnglish = await call<{ post: Post }>('/moments/posts/detail', { id: post.id }, { lang: 'en' });
    expect(inEnglish.data.post.translation).toBeNull();
    const [row] = await (await getDatabase()).select().from(momentPosts).where(eq(momentPosts.id, post.id));
    expect(row?.text).toBe(text);

    // The same words under another post are not sent again.
    const twin = (await createPost(second.token, { text })).data.post;
    expect((await translate('post', twin.id, 'vi', reader.token)).data.translation.text).toBe(`[zh→vi] ${text}`);
    expect(provider).toHaveBeenCalledTimes(1);

    await call('/moments/posts/delete', { id: post.id }, { token: author.token });
    expect(await stored(eq(translations.postId, post.id))).toBe(0);
    expect(await stored(eq(translations.postId, twin.id))).toBe(1);
  });

  it('translate a comment, again after its edit, removed with it; refuse one already in the reader’s language', async () => {
    const [author, writer, reader] = await people('Người bình luận');
    const { post } = (await createPost(author.token, { text: 'Hoàng hôn ở Mũi Né hôm nay đẹp quá.' })).data;
    const written = await comment(writer.token, post.id, '太美了！下个月一定要去。');
    expect(written).toMatchObject({ language: 'zh', translation: null });

    expect((await translate('comment', written.id, 'en', reader.token)).data.translation).toMatchObject({
      text: '[zh→en] 太美了！下个月一定要去。',
      from: 'zh',
      to: 'en',
    });
    const listed = await send<{ items: Comment[] }>(
      new Request(`http://localhost/apiCore/v1/comments/list?kind=post&slug=${post.id}&langCode=en`),
    );
    expect(listed.data.items[0]?.translation?.text).toBe('[zh→en] 太美了！下个月一定要去。');

    await call(
      '/comments/update',
      { id: written.id, text: 'Stunning, I am going there next month.' },
      { token: writer.token },
    );
    expect(await stored(eq(translations.commentId, written.id))).toBe(0);
    const edited = await translate('comment', written.id, 'vi', reader.token);
    expect(edited.data.translation).toMatchObject({
      text: '[en→vi] Stunning, I am going there next month.',
      from: 'en',
    });

    // Already in the reader's language: refused in their language, nothing stored.
    const same = await translate('comment', written.id, 'en', reader.token);
    expect(same.code).toBe('VALIDATION_ERROR');
    const sameVi = await translate('post', post.id, 'vi', reader.token);
    expect(sameVi.data.fields?.[0]?.message).toBe(
      'Văn bản này đã ở ngôn ngữ của bạn hoặc không xác định được ngôn ngữ để dịch.',
    );
    expect(await stored(eq(translations.postId, post.id))).toBe(0);

    await call('/delete/comment', { id: written.id }, { token: writer.token });
    expect(await stored(eq(translations.commentId, written.id))).toBe(0);
  });

  it('store the detected language of posts and comments as they are written: vi, en, zh', async () => {
    const [author, writer] = await people('Người viết');
    const samples = {
      vi: 'Ai đi Sa Pa nhớ đến trước 7 giờ sáng để tránh đông nhé!',
      en: 'Tip for Hội An: arrive before 7 am and you have it almost to yourself.',
      zh: '去会安古镇建议早上七点前到，人少好拍照。',
    } as const;
    for (const [language, text] of Object.entries(samples)) {
      // Written from a page in another language: the text decides, not the page.
      const { post } = (await createPost(author.token, { text }, undefined)).data;
      expect(post.language, text).toBe(language);
      const written = await comment(writer.token, post.id, text);
      const [row] = await (
        await getDatabase()
      )
        .select({ language: comments.language })
        .from(comments)
        .where(eq(comments.id, written.id));
      expect(row?.language, text).toBe(language);
    }
    // Where nothing can be told (an emoji), a comment has no language and offers no translation.
    const { post } = (await createPost(author.token, { text: samples.vi })).data;
    expect((await comment(writer.token, post.id, '😍😍')).language).toBeNull();
    // A language the author gives wins over detection.
    expect((await createPost(author.token, { text: samples.vi, language: 'en' })).data.post.language).toBe('en');
  });

  it('keep "always translate" on the account, and see stored translations in the feed', async () => {
    const [author, reader] = await people('Người đọc');
    const { post } = (await createPost(author.token, { text: '在下龙湾坐船，太美了' })).data;
    const answer = await call<UserAnswer>('/user/update', { alwaysTranslate: true }, { token: reader.token });
    expect(answer.data.user.alwaysTranslate).toBe(true);
    expect((await call<UserAnswer>('/user/getInfo', {}, { token: reader.token })).data.user.alwaysTranslate).toBe(true);

    await translate('post', post.id, 'en', reader.token);
    const feed = await call<PostPage>('/moments/feed', { limit: 20 }, { token: reader.token, lang: 'en' });
    expect(feed.data.items.find((item) => item.id === post.id)?.translation).toMatchObject({
      text: '[zh→en] 在下龙湾坐船，太美了',
      provider: 'stand-in',
    });
  });

  it('answer NOT_FOUND for a post the reader may not see, and SERVICE_UNAVAILABLE when the provider fails', async () => {
    const [author, reader] = await people('Người chặn');
    const { post } = (await createPost(author.token, { text: '今天的日落太美了，原图直出。' })).data;
    vi.spyOn(standInTranslationProvider, 'translate').mockRejectedValueOnce(new Error('quota'));
    expect((await translate('post', post.id, 'vi', reader.token)).code).toBe('SERVICE_UNAVAILABLE');
    expect(await stored(eq(translations.postId, post.id))).toBe(0);

    await call('/moments/block', { userId: author.id }, { token: reader.token });
    expect((await translate('post', post.id, 'vi', reader.token)).code).toBe('NOT_FOUND');
  });
});
