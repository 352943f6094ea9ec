import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Post, PostPage, Profile, SearchAnswer, UserPage } from '#features/moments/contract.ts';
import { IMAGE_WIDTHS, MOMENT_LIMITS } from '#features/moments/contract.ts';
import { serverConfig } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import {
  comments,
  likes,
  momentFollows,
  momentMedia,
  momentPosts,
  notifications,
  users,
} from '#server/db/schema/index.ts';
import { settleVideo, sweepUnusedUploads, UNUSED_UPLOAD_TTL_MS } from '#features/moments/server/media.ts';
import { bodyOf, call, registerUser, send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { cameraPhoto, createPost, quickUsers, uploadedPhotos, uploadImage } from './support/moments.ts';
import { useCataloguePlaces } from './support/places.ts';

useTestDatabase();
useCataloguePlaces();

const stored = (url: string) => path.join(serverConfig.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
/** Every stored moments file, to show that a refused upload left none behind. */
const filesStored = () => {
  const folder = path.join(serverConfig.dataDir, 'uploads', 'moments');
  return existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String).sort() : [];
};
const formWith = (bytes: Uint8Array) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
  return form;
};
const rowsOf = async (table: typeof momentPosts | typeof momentMedia) =>
  (await (await getDatabase()).select({ n: count() }).from(table))[0]?.n ?? 0;

describe('posting a moment', () => {
  it('stores photos as WebP in several widths without EXIF, with text, tags and a place', async () => {
    const lan = await registerUser('Trần Thị Lan');
    const upload = await uploadImage(lan.token, await cameraPhoto(1800, 1200));
    expect(upload.code).toBe('SUCCESS');
    expect(upload.data.upload.variants.map((v) => v.width)).toEqual(IMAGE_WIDTHS.filter((w) => w <= 1800));
    for (const variant of upload.data.upload.variants) {
      const meta = await sharp(stored(variant.url)).metadata();
      expect(meta.format).toBe('webp');
      // No EXIF block at all: the camera and, above all, the GPS position are gone.
      expect(meta.exif).toBeUndefined();
    }
    const created = await createPost(lan.token, {
      text: 'Đèn lồng buổi tối',
      tags: ['#Đèn lồng', 'HoiAn'],
      placeSlug: 'pho-co-hoi-an',
      uploadIds: [upload.data.upload.id],
    });
    expect(created.code).toBe('SUCCESS');
    const detail = await call<{ post: Post }>('/moments/posts/detail', { id: created.data.post.id });
    expect(detail.data.post).toMatchObject({
      kind: 'photo',
      text: 'Đèn lồng buổi tối',
      tags: ['đèn-lồng', 'hoian'],
      place: { slug: 'pho-co-hoi-an', name: 'Hoi An Ancient Town' },
      author: { fullname: 'Trần Thị Lan' },
      likes: { count: 0, liked: false },
      mine: false,
    });
    expect(detail.data.post.media).toHaveLength(1);
    expect(detail.data.post.url).toBe(`/en/moments/posts/detail/${created.data.post.id}/`);
  });

  it('refuses bad input with a localized message and stores nothing', async () => {
    const user = await registerUser();
    const [photo] = await uploadedPhotos(user.token);
    const [posts, media] = [await rowsOf(momentPosts), await rowsOf(momentMedia)];

    // A text file named like a photo: the content decides.
    const lying = await uploadImage(
      user.token,
      new TextEncoder().encode('<html>not a photo</html>'),
      'holiday.jpg',
      'vi',
    );
    expect(lying).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(lying.data.fields?.[0]?.message).toContain('JPEG, PNG, WebP');
    // A GIF is an image, but not one a post takes.
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await uploadImage(user.token, gif, 'a.gif')).code).toBe('VALIDATION_ERROR');
    // Bytes that say JPEG and are not one.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await uploadImage(user.token, broken, 'broken.jpg')).code).toBe('VALIDATION_ERROR');
    const huge = await uploadImage(user.token, new Uint8Array(MOMENT_LIMITS.imageMaxBytes + 1), 'huge.jpg');
    expect(huge).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });

    const tooLong = await createPost(user.token, { text: 'x'.repeat(2001), uploadIds: [photo] });
    expect(tooLong.code).toBe('VALIDATION_ERROR');
    const empty = await createPost(user.token, { text: '   ', tags: [] }, undefined);
    expect(empty.code).toBe('VALIDATION_ERROR');
    expect(empty.data.fields?.[0]?.message).toBe('Write something or add a photo: an empty post cannot be shared.');
    const zhEmpty = await call<{ fields: { message: string }[] }>(
      '/moments/posts/create',
      { text: '' },
      { token: user.token, lang: 'zh' },
    );
    expect(zhEmpty.data.fields[0]?.message).toBe('请写点什么或添加照片：空帖子无法发布。');
    const unknownPlace = await createPost(user.token, {
      text: 'Ở đâu?',
      placeSlug: 'cho-da-bi-xoa',
      uploadIds: [photo],
    });
    expect(unknownPlace).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(unknownPlace.data.fields?.[0]).toMatchObject({ path: 'data.placeSlug' });
    const elevenPhotos = await createPost(user.token, {
      text: 'Nhiều ảnh',
      uploadIds: Array.from({ length: 11 }, () => photo),
    });
    expect(elevenPhotos.code).toBe('VALIDATION_ERROR');
    const notMine = await createPost(user.token, { text: 'Ảnh của ai?', uploadIds: [crypto.randomUUID()] });
    expect(notMine.code).toBe('VALIDATION_ERROR');

    expect(await rowsOf(momentPosts)).toBe(posts);
    expect(await rowsOf(momentMedia)).toBe(media);
  });

  it('stores nothing from an upload cut off halfway, and says so when it cannot read a HEIC photo', async () => {
    const user = await registerUser();
    const media = await rowsOf(momentMedia);
    const files = filesStored();
    const response = new Response(formWith(await cameraPhoto(1000, 800)));
    const bytes = new Uint8Array(await response.arrayBuffer());
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, bytes.length >> 1));
        controller.error(new Error('connection reset'));
      },
    });
    const cut = await send(
      new Request('http://localhost/apiCore/v1/moments/uploads/create?langCode=en', {
        method: 'POST',
        headers: { 'content-type': response.headers.get('content-type') ?? '', 'nvtravel-token': user.token },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(cut.code).toBe('VALIDATION_ERROR');
    // A HEIC container whose picture the decoder cannot read (as HEVC-coded iPhone photos).
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(4000, 9),
    ]);
    const refused = await uploadImage(user.token, heic, 'IMG_0001.HEIC');
    expect(refused.code).toBe('VALIDATION_ERROR');
    expect(refused.data.fields?.[0]?.message).toContain('Most compatible');
    expect(await rowsOf(momentMedia)).toBe(media);
    expect(filesStored()).toEqual(files);
  });

  it('keeps script in text as text', async () => {
    const user = await registerUser();
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const created = await createPost(user.token, { text, tags: ['<b>tag</b>'] });
    expect(created.data.post.text).toBe(text);
    expect(created.data.post.tags).toEqual(['btagb']);
    const detail = await call<{ post: Post }>('/moments/posts/detail', { id: created.data.post.id });
    expect(detail.data.post.text).toBe(text);
  });

  it('refuses signed-out writes with 401 and stores nothing', async () => {
    const posts = await rowsOf(momentPosts);
    expect((await createPost(undefined, { text: 'Xin chào' })).status).toBe(401);
    expect((await uploadImage(undefined, await cameraPhoto(100, 100))).status).toBe(401);
    expect((await call('/moments/follow', { userId: crypto.randomUUID() })).status).toBe(401);
    expect((await call('/moments/block', { userId: crypto.randomUUID() })).status).toBe(401);
    expect(await rowsOf(momentPosts)).toBe(posts);
  });

  it('creates one post for one idempotency key, however often it is sent', async () => {
    const user = await registerUser();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createPost(user.token, { text: 'Một lần thôi' }, headers)),
    );
    expect(new Set(answers.map((a) => a.data.post.id)).size).toBe(1);
    const db = await getDatabase();
    const [mine] = await db.select({ n: count() }).from(momentPosts).where(eq(momentPosts.authorId, user.user.id));
    expect(mine?.n).toBe(1);
  });

  it('lets only the author delete a post, and deleting removes its files', async () => {
    const a = await registerUser('An');
    const b = await registerUser('Bình');
    const ids = await uploadedPhotos(a.token, 2);
    const { data } = await createPost(a.token, { text: 'Của An', tags: ['chỉ-một-lần'], uploadIds: ids });
    const tagged = async () => (await call<SearchAnswer>('/moments/search', { q: 'chi mot lan' })).data.tags;
    expect(await tagged()).toEqual([{ tag: 'chỉ-một-lần', posts: 1 }]);
    const files = data.post.media.flatMap((m) => m.variants.map((v) => stored(v.url)));
    expect(files.every((file) => existsSync(file))).toBe(true);

    expect((await call('/moments/posts/delete', { id: data.post.id }, { token: b.token })).code).toBe('FORBIDDEN');
    expect((await call('/moments/posts/detail', { id: data.post.id })).code).toBe('SUCCESS');

    expect((await call('/moments/posts/delete', { id: data.post.id }, { token: a.token })).code).toBe('SUCCESS');
    expect((await call('/moments/posts/detail', { id: data.post.id })).code).toBe('NOT_FOUND');
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(await tagged()).toEqual([]);
    expect((await call('/moments/posts/delete', { id: data.post.id }, { token: a.token })).code).toBe('NOT_FOUND');
  });
});

describe('a reel posted while its video finishes transcoding', () => {
  /** A video upload still processing, written straight in the database (no ffmpeg needed). */
  const processingVideo = async (ownerId: string) => {
    const [row] = await (
      await getDatabase()
    )
      .insert(momentMedia)
      .values({ ownerId, kind: 'video', status: 'processing', files: [] })
      .returning({ id: momentMedia.id });
    if (!row) throw new Error('no video row');
    return row.id;
  };

  it('never leaves the post stale, whichever of the two commits first', async () => {
    const author = await registerUser();
    const outcomes = ['ready', 'failed'] as const;
    const runs = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const outcome = outcomes[i % 2] ?? 'ready';
        const mediaId = await processingVideo(author.user.id);
        const [created, settled] = await Promise.all([
          createPost(author.token, { text: `Reel ${i}`, uploadIds: [mediaId] }),
          settleVideo(mediaId, {
            status: outcome,
            ...(outcome === 'failed' ? { error: 'reels.failed.internal' } : {}),
          }),
        ]);
        expect(created.code).toBe('SUCCESS');
        expect(settled).toBe(true);
        return { id: created.data.post.id, outcome };
      }),
    );
    const db = await getDatabase();
    for (const run of runs) {
      const [post] = await db
        .select({ status: momentPosts.status })
        .from(momentPosts)
        .where(eq(momentPosts.id, run.id));
      expect(post?.status).toBe(run.outcome);
    }
    // A second settling (a job run twice) changes nothing.
    const mediaId = await processingVideo(author.user.id);
    expect(await settleVideo(mediaId, { status: 'ready' })).toBe(true);
    expect(await settleVideo(mediaId, { status: 'failed', error: 'reels.failed.internal' })).toBe(false);
  });

  it("shows a reel before it is ready to its author only, and a failure's reason in their language", async () => {
    const author = await registerUser();
    const other = await registerUser();
    const mediaId = await processingVideo(author.user.id);
    const { data } = await createPost(author.token, { text: 'Đang xử lý', uploadIds: [mediaId] });
    const detail = (token?: string, lang?: 'vi' | 'zh') =>
      call<{ post: Post }>(
        '/moments/posts/detail',
        { id: data.post.id },
        { ...(token ? { token } : {}), ...(lang ? { lang } : {}) },
      );

    expect((await detail()).code).toBe('NOT_FOUND');
    expect((await detail(other.token)).code).toBe('NOT_FOUND');
    expect((await detail(author.token)).data.post).toMatchObject({ status: 'processing', mine: true, kind: 'reel' });

    await settleVideo(mediaId, { status: 'failed', error: 'reels.failed.unreadable' });
    expect((await detail(other.token)).code).toBe('NOT_FOUND');
    const failed = await detail(author.token, 'vi');
    expect(failed.data.post.status).toBe('failed');
    expect(failed.data.post.media[0]?.error).toBe('Không giải mã được video.');
  });

  it('takes no like, comment or reply on a reel before it is ready but its author’s, and tells nobody', async () => {
    const [author, other] = await quickUsers(2, 'Reel chưa xong');
    if (!author || !other) throw new Error('users');
    const { data } = await createPost(author.token, {
      text: 'Chưa xong',
      uploadIds: [await processingVideo(author.id)],
    });
    const reel = { kind: 'post', slug: data.post.id };
    const own = await call<{ comment: { id: string } }>(
      '/comments/create',
      { ...reel, text: 'Của tôi' },
      { token: author.token },
    );
    expect(own.code).toBe('SUCCESS');
    expect((await call('/like/add', reel, { token: author.token })).code).toBe('SUCCESS');
    const reply = { kind: 'comments', slug: own.data.comment.id };

    const refusedAsMissing = async (
      target: { kind: string; slug: string },
      missing: { kind: string; slug: string },
    ) => {
      for (const lang of ['vi', 'en', 'zh'] as const) {
        const as = { token: other.token, lang };
        const answers = [
          [await call('/like/add', target, as), await call('/like/add', missing, as)],
          [await call('/delete/like', target, as), await call('/delete/like', missing, as)],
          [
            await call('/comments/create', { ...target, text: 'Thấy rồi' }, as),
            await call('/comments/create', { ...missing, text: 'Thấy rồi' }, as),
          ],
        ];
        for (const [answer, unknown] of answers) {
          expect(answer?.code).toBe('NOT_FOUND');
          expect(answer && bodyOf(answer)).toEqual(unknown && bodyOf(unknown));
        }
      }
      const list = (slug: string) =>
        send(
          new Request(`http://localhost/apiCore/v1/comments/list?kind=${target.kind}&slug=${slug}&langCode=vi`, {
            headers: { 'nvtravel-token': other.token },
          }),
        );
      expect(bodyOf(await list(target.slug))).toEqual(bodyOf(await list(missing.slug)));
    };
    await refusedAsMissing(reel, { kind: 'post', slug: crypto.randomUUID() });
    await refusedAsMissing(reply, { kind: 'comments', slug: crypto.randomUUID() });

    const db = await getDatabase();
    expect(await db.select().from(likes).where(eq(likes.userId, other.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.userId, other.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, author.id))).toEqual([]);
    const [counts] = await db
      .select({ likes: momentPosts.likeCount, comments: momentPosts.commentCount })
      .from(momentPosts)
      .where(eq(momentPosts.id, data.post.id));
    expect(counts).toEqual({ likes: 1, comments: 1 });
    const ownList = await send<{ items: unknown[] }>(
      new Request(`http://localhost/apiCore/v1/comments/list?kind=post&slug=${data.post.id}`, {
        headers: { 'nvtravel-token': author.token },
      }),
    );
    expect(ownList.data.items).toHaveLength(1);
  });
});

describe('uploads never posted', () => {
  it('are deleted with their files after a day; uploads in a post stay', async () => {
    const user = await registerUser();
    const [unused, used] = await uploadedPhotos(user.token, 2);
    await createPost(user.token, { text: 'Một ảnh', uploadIds: [used] });
    const db = await getDatabase();
    const unusedFiles =
      (
        await db
          .select()
          .from(momentMedia)
          .where(eq(momentMedia.id, unused ?? ''))
      )[0]?.files ?? [];
    expect(unusedFiles.length).toBeGreaterThan(0);
    await db
      .update(momentMedia)
      .set({ createdAt: new Date(Date.now() - 2 * UNUSED_UPLOAD_TTL_MS) })
      .where(eq(momentMedia.ownerId, user.user.id));
    expect(await sweepUnusedUploads()).toBe(1);
    const left = await db.select({ id: momentMedia.id }).from(momentMedia).where(eq(momentMedia.ownerId, user.user.id));
    expect(left.map((m) => m.id)).toEqual([used]);
    expect(unusedFiles.some((key) => existsSync(path.join(serverConfig.dataDir, 'uploads', key)))).toBe(false);
  });
});

describe('likes and comments on posts', () => {
  it('counts 100 simultaneous likes as 100', async () => {
    const author = await registerUser();
    const { data } = await createPost(author.token, { text: 'Thích không?' });
    const likers = await quickUsers(100);
    const answers = await Promise.all(
      likers.map((liker) => call('/like/add', { kind: 'post', slug: data.post.id }, { token: liker.token })),
    );
    expect(answers.every((a) => a.code === 'SUCCESS')).toBe(true);
    const detail = await call<{ post: Post }>(
      '/moments/posts/detail',
      { id: data.post.id },
      { token: likers[0]?.token },
    );
    expect(detail.data.post.likes).toEqual({ count: 100, liked: true });
    // Liking again changes nothing; taking a like back counts down.
    await call('/like/add', { kind: 'post', slug: data.post.id }, { token: likers[0]?.token });
    await call('/delete/like', { kind: 'post', slug: data.post.id }, { token: likers[1]?.token });
    const after = await call<{ post: Post }>('/moments/posts/detail', { id: data.post.id });
    expect(after.data.post.likes.count).toBe(99);
  });

  it('counts comments, and refuses likes on posts that do not exist', async () => {
    const author = await registerUser();
    const { data } = await createPost(author.token, { text: 'Bình luận đi' });
    const created = await call<{ comment: { id: string } }>(
      '/comments/create',
      { kind: 'post', slug: data.post.id, text: 'Đẹp quá' },
      { token: author.token },
    );
    expect(created.code).toBe('SUCCESS');
    const read = async () =>
      (await call<{ post: Post }>('/moments/posts/detail', { id: data.post.id })).data.post.comments;
    expect(await read()).toEqual({ count: 1 });
    await call('/delete/comment', { id: created.data.comment.id }, { token: author.token });
    expect(await read()).toEqual({ count: 0 });
    const missing = await call('/like/add', { kind: 'post', slug: crypto.randomUUID() }, { token: author.token });
    expect(missing.code).toBe('NOT_FOUND');
  });
});

describe('feed, follows and blocks', () => {
  it('puts followed people first, newest first, then popular posts; reads signed out; pages by cursor', async () => {
    const [reader, friend, stranger] = await quickUsers(3, 'Người đọc');
    if (!reader || !friend || !stranger) throw new Error('users');
    const own = (token: string, text: string, language = 'en') => createPost(token, { text, language });
    const old = await own(friend.token, 'friend old');
    const popular = await own(stranger.token, 'stranger popular');
    const fresh = await own(friend.token, 'friend new');
    const quiet = await own(stranger.token, 'stranger quiet');
    await call('/like/add', { kind: 'post', slug: popular.data.post.id }, { token: friend.token });

    const signedOut = await call<PostPage>('/moments/feed', {});
    expect(signedOut.code).toBe('SUCCESS');
    expect(signedOut.data.items.length).toBeGreaterThanOrEqual(4);

    expect((await call('/moments/follow', { userId: friend.id }, { token: reader.token })).data).toEqual({
      following: true,
      followers: 1,
    });
    const feed = await call<PostPage>('/moments/feed', { limit: 2 }, { token: reader.token });
    expect(feed.data.items.map((p) => p.text)).toEqual(['friend new', 'friend old']);
    expect(feed.data.items[0]).toMatchObject({ id: fresh.data.post.id, following: true });
    const next = await call<PostPage>(
      '/moments/feed',
      { limit: 1, cursor: feed.data.nextCursor },
      { token: reader.token },
    );
    expect(next.data.items[0]?.author.id).not.toBe(friend.id);

    // Walking the whole feed shows every post once.
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page: { data: PostPage } = await call<PostPage>(
        '/moments/feed',
        { limit: 3, cursor: cursor ?? undefined },
        { token: reader.token },
      );
      seen.push(...page.data.items.map((p) => p.id));
      cursor = page.data.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(old.data.post.id);
    // After the followed part, a liked post ranks above an equally new one nobody liked.
    expect(seen.indexOf(popular.data.post.id)).toBeLessThan(seen.indexOf(quiet.data.post.id));

    expect((await call('/moments/feed', { cursor: 'not-a-cursor' })).code).toBe('VALIDATION_ERROR');
  });

  it('makes a blocked person’s posts and comments disappear for the blocker, and the blocker’s for them', async () => {
    const [a, b] = await quickUsers(2, 'Chặn');
    if (!a || !b) throw new Error('users');
    const aPost = await createPost(a.token, { text: 'Bài của A ở Hội An', placeSlug: 'pho-co-hoi-an' });
    const bPost = await createPost(b.token, { text: 'Bài của B' });
    await call('/comments/create', { kind: 'post', slug: bPost.data.post.id, text: 'A bình luận' }, { token: a.token });
    await call('/moments/follow', { userId: a.id }, { token: b.token });

    expect((await call('/moments/block', { userId: a.id }, { token: b.token })).data).toEqual({ blocked: true });
    const feed = await call<PostPage>('/moments/feed', { limit: 50 }, { token: b.token });
    expect(feed.data.items.map((p) => p.id)).not.toContain(aPost.data.post.id);
    expect((await call('/moments/posts/detail', { id: aPost.data.post.id }, { token: b.token })).code).toBe(
      'NOT_FOUND',
    );
    const found = await call<SearchAnswer>('/moments/search', { q: 'bai cua a' }, { token: b.token });
    expect(found.data.posts.map((p) => p.id)).not.toContain(aPost.data.post.id);
    const comments = (token?: string) =>
      send<{ items: unknown[] }>(
        new Request(`http://localhost/apiCore/v1/comments/list?kind=post&slug=${bPost.data.post.id}`, {
          headers: token ? { 'nvtravel-token': token } : {},
        }),
      );
    expect((await comments(b.token)).data.items).toHaveLength(0);
    // Both ways (decision 0068): B's post is gone for A, and A's comment under it is hidden for
    // everyone until B unblocks. Before, A still read B's post and its comments.
    expect((await comments(a.token)).code).toBe('NOT_FOUND');
    expect((await comments()).data.items).toHaveLength(0);
    const profile = await call<{ profile: Profile; posts: PostPage }>(
      '/moments/user-profile',
      { id: a.id },
      { token: b.token },
    );
    expect(profile.data.profile).toMatchObject({ blocked: true, following: false });
    expect(profile.data.posts.items).toHaveLength(0);
    // Everyone else still sees A's post; the follow ended with the block.
    expect((await call('/moments/posts/detail', { id: aPost.data.post.id })).code).toBe('SUCCESS');
    expect((await call('/moments/follow', { userId: a.id }, { token: b.token })).code).toBe('VALIDATION_ERROR');
  });

  it('hides two people blocked either way from each other in every list, and unblocking brings them back', async () => {
    const [a, b, c] = await quickUsers(3, 'Lê Hoà Giải');
    if (!a || !b || !c) throw new Error('users');
    const aPost = await createPost(a.token, { text: 'Cá kho làng Vũ Đại' });
    const bPost = await createPost(b.token, { text: 'Cá kho làng Vũ Đại nữa' });
    for (const someone of [a, b]) {
      await call('/moments/follow', { userId: c.id }, { token: someone.token });
      await call('/moments/follow', { userId: someone.id }, { token: c.token });
    }
    const idsOf = (list: { id: string }[]) => list.map((item) => item.id);
    /** What `viewer` finds of `other` and of their post, through every list and by id. */
    const seen = async (viewer: { token: string }, other: { id: string }, otherPost: string) => {
      const as = { token: viewer.token };
      const search = await call<SearchAnswer>('/moments/search', { q: 'ca kho lang vu dai' }, as);
      const people = await call<SearchAnswer>('/moments/search', { q: 'le hoa giai' }, as);
      const feed = await call<PostPage>('/moments/feed', { limit: 50 }, as);
      // Recommendations rank other tests' posts too: every page of them.
      const recommended: Post[] = [];
      let cursor: string | null = null;
      do {
        const page: { data: PostPage } = await call<PostPage>(
          '/moments/recommend',
          { limit: 50, cursor: cursor ?? undefined },
          as,
        );
        recommended.push(...page.data.items);
        cursor = page.data.nextCursor;
      } while (cursor);
      const followers = await call<UserPage>('/moments/followers', { userId: c.id }, as);
      const following = await call<UserPage>('/moments/following', { userId: c.id }, as);
      return {
        post: (await call('/moments/posts/detail', { id: otherPost }, as)).code,
        searched: idsOf(search.data.posts).includes(otherPost),
        person: idsOf(people.data.users).includes(other.id),
        inFeed: idsOf(feed.data.items).includes(otherPost),
        recommended: idsOf(recommended).includes(otherPost),
        follower: idsOf(followers.data.items).includes(other.id),
        followed: idsOf(following.data.items).includes(other.id),
      };
    };
    const apart = {
      post: 'NOT_FOUND',
      searched: false,
      person: false,
      inFeed: false,
      recommended: false,
      follower: false,
      followed: false,
    };
    // The feed's popular part may hold a post or not; the followed part is checked at the end.
    const together = {
      post: 'SUCCESS',
      searched: true,
      person: true,
      recommended: true,
      follower: true,
      followed: true,
    };
    expect(await seen(a, b, bPost.data.post.id)).toMatchObject(together);

    await call('/moments/block', { userId: b.id }, { token: a.token });
    expect(await seen(a, b, bPost.data.post.id)).toEqual(apart);
    expect(await seen(b, a, aPost.data.post.id)).toEqual(apart);
    // Someone else still finds both.
    expect(await seen(c, a, aPost.data.post.id)).toMatchObject({ post: 'SUCCESS', searched: true, person: true });
    expect(await seen(c, b, bPost.data.post.id)).toMatchObject({ post: 'SUCCESS', searched: true, person: true });

    await call('/moments/unblock', { userId: b.id }, { token: a.token });
    expect(await seen(a, b, bPost.data.post.id)).toMatchObject(together);
    expect(await seen(b, a, aPost.data.post.id)).toMatchObject(together);
    // The follows the block ended stay ended; following again puts the post back in the feed.
    await call('/moments/follow', { userId: b.id }, { token: a.token });
    expect(await seen(a, b, bPost.data.post.id)).toMatchObject({ inFeed: true });
  });

  it('shows the blocked person no profile and no lists of the blocker, as for an account that does not exist', async () => {
    const [a, b] = await quickUsers(2, 'Hồ sơ chặn');
    if (!a || !b) throw new Error('users');
    await createPost(a.token, { text: 'Bài trên hồ sơ A' });
    await createPost(b.token, { text: 'Bài trên hồ sơ B' });
    await call('/moments/block', { userId: b.id }, { token: a.token });
    const nobody = crypto.randomUUID();
    const as = { token: b.token, lang: 'zh' as const };
    for (const [path, input] of [
      ['/moments/user-profile', (id: string) => ({ id })],
      ['/moments/followers', (id: string) => ({ userId: id })],
      ['/moments/following', (id: string) => ({ userId: id })],
      ['/moments/follow', (id: string) => ({ userId: id })],
    ] as const) {
      const answer = await call(path, input(a.id), as);
      expect(answer).toMatchObject({ status: 404, code: 'NOT_FOUND', message: '未找到。' });
      if (path !== '/moments/followers' && path !== '/moments/following')
        expect(bodyOf(answer)).toEqual(bodyOf(await call(path, input(nobody), as)));
    }
    // The blocker sees the profile marked blocked, to unblock from, with no posts and no people.
    const profile = await call<{ profile: Profile; posts: PostPage }>(
      '/moments/user-profile',
      { id: b.id },
      { token: a.token },
    );
    expect(profile.data.profile).toMatchObject({ blocked: true });
    expect(profile.data.posts.items).toEqual([]);
    expect((await call<UserPage>('/moments/followers', { userId: b.id }, { token: a.token })).data.items).toEqual([]);
    // Following someone you blocked says so, in the reader's language, and stores nothing.
    for (const [lang, message] of [
      ['vi', 'Bạn đã chặn người này: hãy bỏ chặn trước.'],
      ['en', 'You have blocked this person: unblock them first.'],
      ['zh', '你已屏蔽此人，请先取消屏蔽。'],
    ] as const) {
      const refused = await call('/moments/follow', { userId: b.id }, { token: a.token, lang });
      expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      expect(refused.data).toEqual({ fields: [{ path: 'data.userId', message }] });
    }
    const db = await getDatabase();
    expect(await db.select().from(momentFollows).where(eq(momentFollows.followeeId, b.id))).toEqual([]);
    expect(await db.select().from(momentFollows).where(eq(momentFollows.followeeId, a.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, a.id))).toEqual([]);
    // Blocking back tells B nothing either, and unblocking one side leaves the other's block in place.
    expect((await call('/moments/block', { userId: a.id }, { token: b.token })).data).toEqual({ blocked: true });
    await call('/moments/unblock', { userId: b.id }, { token: a.token });
    expect((await call('/moments/user-profile', { id: b.id }, { token: a.token })).code).toBe('NOT_FOUND');
    await call('/moments/unblock', { userId: a.id }, { token: b.token });
    expect((await call('/moments/user-profile', { id: b.id }, { token: a.token })).code).toBe('SUCCESS');
  });

  it('shows a profile with counts and followers, and lets a reader hide and report posts', async () => {
    const [a, b] = await quickUsers(2, 'Hồ sơ');
    if (!a || !b) throw new Error('users');
    await call('/moments/profile/update', { bio: 'Thích ăn phở' }, { token: a.token });
    const post = await createPost(a.token, { text: 'Phở sáng' });
    await call('/moments/follow', { userId: a.id }, { token: b.token });
    const profile = await call<{ profile: Profile; posts: PostPage }>(
      '/moments/user-profile',
      { id: a.id },
      { token: b.token },
    );
    expect(profile.data.profile).toMatchObject({
      bio: 'Thích ăn phở',
      counts: { posts: 1, followers: 1, following: 0 },
      following: true,
      mine: false,
    });
    expect(profile.data.posts.items.map((p) => p.id)).toEqual([post.data.post.id]);
    const followers = await call<UserPage>('/moments/followers', { userId: a.id });
    expect(followers.data.items.map((u) => u.id)).toEqual([b.id]);
    expect((await call('/moments/follow', { userId: b.id }, { token: b.token })).code).toBe('VALIDATION_ERROR');

    expect((await call('/moments/posts/hide', { id: post.data.post.id }, { token: b.token })).data).toEqual({
      hidden: true,
    });
    expect((await call('/moments/posts/detail', { id: post.data.post.id }, { token: b.token })).code).toBe('NOT_FOUND');
    await call('/moments/posts/unhide', { id: post.data.post.id }, { token: b.token });
    expect((await call('/moments/posts/detail', { id: post.data.post.id }, { token: b.token })).code).toBe('SUCCESS');
    const report = { id: post.data.post.id, reason: 'spam', note: 'Quảng cáo' };
    expect((await call('/moments/posts/report', report, { token: b.token })).code).toBe('SUCCESS');
    expect((await call('/moments/posts/report', { ...report, reason: 'nope' }, { token: b.token })).code).toBe(
      'VALIDATION_ERROR',
    );
  });
  it('takes no like or comment from a reader on a post they hid or by someone they blocked', async () => {
    const [author, reader] = await quickUsers(2, 'Không thấy');
    if (!author || !reader) throw new Error('users');
    const hidden = await createPost(author.token, { text: 'Ẩn đi' });
    const blocked = await createPost(author.token, { text: 'Chặn đi' });
    await call('/moments/posts/hide', { id: hidden.data.post.id }, { token: reader.token });
    const as = { token: reader.token };
    const hiddenPost = { kind: 'post', slug: hidden.data.post.id };
    expect((await call('/like/add', hiddenPost, as)).code).toBe('NOT_FOUND');
    expect((await call('/comments/create', { ...hiddenPost, text: 'Thấy' }, as)).code).toBe('NOT_FOUND');
    // Unhidden, it is theirs to like again.
    await call('/moments/posts/unhide', { id: hidden.data.post.id }, as);
    expect((await call('/like/add', hiddenPost, as)).code).toBe('SUCCESS');

    const { data } = await call<{ comment: { id: string } }>(
      '/comments/create',
      { kind: 'post', slug: blocked.data.post.id, text: 'Trước khi chặn' },
      { token: author.token },
    );
    await call('/moments/block', { userId: author.id }, as);
    for (const target of [
      { kind: 'post', slug: blocked.data.post.id },
      { kind: 'comments', slug: data.comment.id },
    ]) {
      expect((await call('/like/add', target, as)).code).toBe('NOT_FOUND');
      expect((await call('/comments/create', { ...target, text: 'Thấy' }, as)).code).toBe('NOT_FOUND');
    }
    const db = await getDatabase();
    const liked = await db.select({ slug: likes.targetSlug }).from(likes).where(eq(likes.userId, reader.id));
    expect(liked).toEqual([{ slug: hidden.data.post.id }]);
    expect(await db.select().from(comments).where(eq(comments.userId, reader.id))).toEqual([]);
    const told = await db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, author.id));
    expect(told).toEqual([{ kind: 'like' }]);
  });
});

describe('search', () => {
  it('finds posts, tags, people and places without diacritics and by Chinese substrings', async () => {
    const author = await registerUser('Phạm Thu Hà');
    await createPost(author.token, { text: 'Chiều trên sông Hoài', tags: ['đèn-lồng'], placeSlug: 'pho-co-hoi-an' });
    await createPost(author.token, { text: '在下龙湾坐船，太美了', language: 'zh', placeSlug: 'vinh-ha-long' });

    const byPlace = await call<SearchAnswer>('/moments/search', { q: 'pho co hoi an' });
    expect(byPlace.data.posts.map((p) => p.text)).toContain('Chiều trên sông Hoài');
    expect(byPlace.data.places[0]).toMatchObject({ slug: 'pho-co-hoi-an', name: 'Hoi An Ancient Town' });
    expect(byPlace.data.places[0]?.posts).toBeGreaterThan(0);
    // A page filled from the most popular posts is the same as the full search's first.
    const first = await call<SearchAnswer>('/moments/search', { q: 'pho co hoi an', limit: 1 });
    expect(first.data.posts.map((p) => p.id)).toEqual(byPlace.data.posts.slice(0, 1).map((p) => p.id));
    const byTag = await call<SearchAnswer>('/moments/search', { q: 'den long' });
    expect(byTag.data.tags.map((t) => t.tag)).toEqual(['đèn-lồng']);
    const chinese = await call<SearchAnswer>('/moments/search', { q: '坐船' });
    expect(chinese.data.posts.map((p) => p.text)).toEqual(['在下龙湾坐船，太美了']);
    const zhPlace = await call<SearchAnswer>('/moments/search', { q: '会安' }, { lang: 'zh' });
    expect(zhPlace.data.places[0]).toMatchObject({ slug: 'pho-co-hoi-an', name: '会安古镇' });
    const people = await call<SearchAnswer>('/moments/search', { q: 'pham thu ha' });
    expect(people.data.users.map((u) => u.fullname)).toContain('Phạm Thu Hà');
    expect((await call('/moments/search', { q: '  ' })).code).toBe('VALIDATION_ERROR');
  });

  it('finds the posts of a place by its names as tourists type them, in every locale (decision 0082)', async () => {
    const author = await registerUser('Lò Thị Mai');
    const peak = await createPost(author.token, { text: 'Mây trên đỉnh', placeSlug: 'fansipan' });
    const market = await createPost(author.token, { text: 'Áo dài và cà phê', placeSlug: 'cho-ben-thanh' });
    const found = async (q: string, lang: 'vi' | 'en' | 'zh' = 'en') =>
      (await call<SearchAnswer>('/moments/search', { q }, { lang })).data.posts.map((p) => p.id);
    // The town of Sa Pa holds Fansipan: joined, spaced and Vietnamese forms find its post.
    for (const q of ['sapa', 'sa pa', 'Sa Pa', 'Chapa']) {
      expect(await found(q)).toContain(peak.data.post.id);
      expect(await found(q)).not.toContain(market.data.post.id);
    }
    // Former, colloquial and official names of Ho Chi Minh City find the post at Bến Thành market.
    for (const [q, lang] of [
      ['Saigon', 'en'],
      ['西贡', 'zh'],
      ['Sài Gòn', 'vi'],
      ['Thành phố Hồ Chí Minh', 'vi'],
      ['胡志明市', 'zh'],
    ] as const) {
      expect(await found(q, lang)).toContain(market.data.post.id);
      expect(await found(q, lang)).not.toContain(peak.data.post.id);
    }
  });

  it("counts a place's posts as they come and go, twenty at once and a removed account's included", async () => {
    const db = await getDatabase();
    const placeCount = async () =>
      (await call<SearchAnswer>('/moments/search', { q: 'ba na hills' })).data.places.find(
        (p) => p.slug === 'ba-na-hills',
      )?.posts ?? 0;
    const stored = async () =>
      (await db.select({ n: count() }).from(momentPosts).where(eq(momentPosts.placeSlug, 'ba-na-hills')))[0]?.n ?? 0;
    const before = await placeCount();
    const writers = await quickUsers(20, 'Người đi Bà Nà');
    const posts = await Promise.all(
      writers.map((w, i) => createPost(w.token, { text: `Bà Nà ${i}`, placeSlug: 'ba-na-hills' })),
    );
    expect(posts.every((p) => p.code === 'SUCCESS')).toBe(true);
    expect(await placeCount()).toBe(before + 20);
    await call('/moments/posts/delete', { id: posts[0]?.data.post.id }, { token: writers[0]?.token });
    // The account's posts go with it through the foreign key's cascade.
    await db.delete(users).where(eq(users.id, writers[1]?.id ?? ''));
    expect(await placeCount()).toBe(before + 18);
    expect(await placeCount()).toBe(await stored());
  });
});
