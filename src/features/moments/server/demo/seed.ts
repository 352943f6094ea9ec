import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { renderScene, type Scene } from '#integrations/artwork/scenes.ts';
import { POST_TARGET_KIND } from '../../contract.ts';
import { LOCALES, type Locale } from '#lib/i18n/locales.ts';
import type { Database, Queryable } from '#server/db/client.ts';
import {
  comments,
  likes,
  momentFollows,
  momentMedia,
  momentPosts,
  momentProfiles,
  users,
} from '#server/db/schema/index.ts';
import { placeDirectory, type PlaceOnMap } from '#features/trips/server/places.ts';
import { storeImage, type StoredImage } from '../images.ts';
import { derivedColumns } from '../derived-columns.ts';
import { countTags } from '../tags.ts';
import { detectLanguage } from '#features/translation/server/detect.ts';
import { DEMO_AUTHORS } from './authors.ts';
import { DEMO_CAPTIONS, DEMO_COMMENTS, DEMO_PLACES, DEMO_TAGS } from './captions.ts';

/*
 * The demo moments of a fresh install (decision 0048): 72 photo posts by the twelve demo authors in
 * three languages, on real places of the catalogue, with pictures drawn by the artwork generator
 * and sent through the real image pipeline, plus likes, comments and follows between the authors.
 * Everything has a fixed id, so seeding twice (or from two processes at once) stores it once.
 */

export const DEMO_POSTS_PER_AUTHOR = 6;

/** What a demo post (photo or reel) is stored with; its search key and hot score follow from it. */
type DemoPost = Omit<typeof momentPosts.$inferInsert, 'searchKey' | 'hot' | 'demo'> & {
  text: string;
  tags: string[];
  placeSlug: string;
  likeCount: number;
  createdAt: Date;
};

/** Stores a demo post once (fixed id); only the process that stored it counts its tags. */
export async function insertDemoPost(tx: Queryable, post: DemoPost): Promise<void> {
  const inserted = await tx
    .insert(momentPosts)
    .values({
      ...post,
      ...(await derivedColumns({ ...post, commentCount: post.commentCount ?? 0 })),
      demo: true,
    })
    .onConflictDoNothing()
    .returning({ id: momentPosts.id });
  // Another process seeded this post first: its tags are counted already.
  if (inserted.length > 0) await countTags(tx, post.tags, 1);
}

/** A stable UUID for a demo row, from its name (the same on every install). */
export function demoId(name: string): string {
  const hex = createHash('sha1').update(`nvtravel-moments-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A drawn picture of a scene as a JPEG, the way a camera would hand it to the upload. */
export async function demoPicture(scene: Scene, seed: string): Promise<Uint8Array> {
  return sharp(Buffer.from(renderScene(scene, seed)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** What the demo steps share: the authors' ids and the places in each language. */
export interface DemoContext {
  db: Database;
  authorIds: readonly string[];
  places: Record<Locale, Map<string, PlaceOnMap>>;
  now: Date;
}

const HOUR = 3_600_000;

/** Whether the demo is in the database already (its last post is written last, in one transaction). */
async function seeded(db: Database): Promise<boolean> {
  const last = demoId(`post:${DEMO_AUTHORS.length * DEMO_POSTS_PER_AUTHOR - 1}`);
  const [row] = await db.select({ id: momentPosts.id }).from(momentPosts).where(eq(momentPosts.id, last));
  return Boolean(row);
}

/**
 * The demo comments of an install seeded before comments had a language (decision 0093) get
 * theirs, as a comment written now would: once, since a detected one is no longer null.
 */
async function detectDemoComments(db: Database): Promise<void> {
  const ids = Array.from({ length: DEMO_AUTHORS.length * DEMO_POSTS_PER_AUTHOR }, (_, i) => demoId(`comment:${i}`));
  const missing = await db
    .select({ id: comments.id, text: comments.text })
    .from(comments)
    .where(and(inArray(comments.id, ids), isNull(comments.language)));
  for (const { id, text } of missing)
    await db
      .update(comments)
      .set({ language: detectLanguage(text) })
      .where(eq(comments.id, id));
}

/**
 * More demo content, seeded after the photo posts with the same authors and places (the reels'
 * demo, src/features/moments/server/reels/demo.ts); the composition root lists them. A step must be
 * idempotent (fixed ids from `demoId`, inserts that ignore conflicts), as the photo posts are.
 */
export type DemoExtra = (context: DemoContext) => Promise<void>;

export async function seedMomentsDemo(
  db: Database,
  extras: readonly DemoExtra[] = [],
  now = new Date(),
): Promise<{ posts: number }> {
  if (await seeded(db)) {
    await detectDemoComments(db);
    return { posts: 0 };
  }
  const places = Object.fromEntries(
    await Promise.all(LOCALES.map(async (locale) => [locale, await placeDirectory(locale)] as const)),
  ) as Record<Locale, Map<string, PlaceOnMap>>;
  const authorIds = DEMO_AUTHORS.map((_, i) => demoId(`author:${i}`));
  const total = DEMO_AUTHORS.length * DEMO_POSTS_PER_AUTHOR;

  // Pictures first, outside the transaction (they take seconds; their keys are fixed, so a second
  // seeder overwrites the same files), one at a time so a starting server keeps answering. Every
  // fourth post has two.
  const posts: {
    i: number;
    authorIndex: number;
    author: (typeof DEMO_AUTHORS)[number];
    place: (typeof DEMO_PLACES)[number];
    pictures: { id: string; image: StoredImage }[];
  }[] = [];
  for (let i = 0; i < total; i += 1) {
    const authorIndex = i % DEMO_AUTHORS.length;
    const author = DEMO_AUTHORS[authorIndex];
    const place = DEMO_PLACES[(i * 7) % DEMO_PLACES.length];
    if (!author || !place) throw new Error('demo data out of range');
    const pictures: { id: string; image: StoredImage }[] = [];
    for (let n = 0; n < (i % 4 === 0 ? 2 : 1); n += 1) {
      const id = demoId(`media:${i}:${n}`);
      pictures.push({ id, image: await storeImage(id, await demoPicture(place.scene, `${place.slug}-${i}-${n}`)) });
    }
    posts.push({ i, authorIndex, author, place, pictures });
  }

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(DEMO_AUTHORS.map((a, i) => ({ id: authorIds[i], fullname: a.fullname, language: a.language })))
      .onConflictDoNothing();
    await tx
      .insert(momentProfiles)
      .values(DEMO_AUTHORS.map((a, i) => ({ userId: authorIds[i] as string, bio: a.bio, demo: true })))
      .onConflictDoNothing();
    // Each author follows the next three.
    await tx
      .insert(momentFollows)
      .values(
        authorIds.flatMap((followerId, i) =>
          [1, 2, 3].map((step) => ({ followerId, followeeId: authorIds[(i + step) % authorIds.length] as string })),
        ),
      )
      .onConflictDoNothing();
    for (const { i, authorIndex, author, place, pictures } of posts) {
      const language = author.language;
      const name = places[language].get(place.slug)?.name ?? place.slug;
      const captions = DEMO_CAPTIONS[language];
      const text = (captions[i % captions.length] ?? '').replace('{place}', name);
      const tags = [DEMO_TAGS[place.scene][language], DEMO_TAGS.trip[language]];
      const likers = authorIds.filter((_, a) => a !== authorIndex).slice(0, (i * 5) % DEMO_AUTHORS.length);
      const commenterIndex = (authorIndex + 5) % DEMO_AUTHORS.length;
      const commenter = DEMO_AUTHORS[commenterIndex];
      const comment = i % 3 === 0 && commenter ? DEMO_COMMENTS[commenter.language][i % 3] : undefined;
      // Spread over the last four weeks, newest first by index.
      const createdAt = new Date(now.getTime() - (i * 9 + (i % 5)) * HOUR);
      const id = demoId(`post:${i}`);
      await insertDemoPost(tx, {
        id,
        authorId: authorIds[authorIndex] as string,
        kind: 'photo',
        text,
        language,
        placeSlug: place.slug,
        tags,
        likeCount: likers.length,
        commentCount: comment ? 1 : 0,
        createdAt,
      });
      await tx
        .insert(momentMedia)
        .values(
          pictures.map(({ id: mediaId, image }, position) => ({
            id: mediaId,
            ownerId: authorIds[authorIndex] as string,
            postId: id,
            position,
            kind: 'image' as const,
            ...image,
            createdAt,
          })),
        )
        .onConflictDoNothing();
      if (likers.length > 0)
        await tx
          .insert(likes)
          .values(likers.map((userId) => ({ targetKind: POST_TARGET_KIND, targetSlug: id, userId })))
          .onConflictDoNothing();
      if (comment)
        await tx
          .insert(comments)
          .values({
            id: demoId(`comment:${i}`),
            targetKind: POST_TARGET_KIND,
            targetSlug: id,
            userId: authorIds[commenterIndex] as string,
            text: comment,
            language: detectLanguage(comment),
          })
          .onConflictDoNothing();
    }
  });
  for (const extra of extras) await extra({ db, authorIds, places, now });
  return { posts: total };
}
