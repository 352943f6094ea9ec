import { randomBytes } from 'node:crypto';
import { and, count, countDistinct, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PostPage, Profile } from '#features/moments/contract.ts';
import { MOMENTS_DEMO_EXTRAS } from '#server/app/compose.ts';
import { parseServerConfig } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import { comments, momentMedia, momentPosts, users } from '#server/db/schema/index.ts';
import { seedMomentsDemo } from '#features/moments/server/demo/seed.ts';
import { call } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { cataloguePlaces, useCataloguePlaces } from './support/places.ts';

useTestDatabase();
useCataloguePlaces();

describe('demo moments', () => {
  it('fill a fresh install once: 72 photo posts by 12 authors in three languages on real places, marked demo', async () => {
    const db = await getDatabase();
    expect(await seedMomentsDemo(db, MOMENTS_DEMO_EXTRAS)).toEqual({ posts: 72 });
    expect(await seedMomentsDemo(db, MOMENTS_DEMO_EXTRAS)).toEqual({ posts: 0 });

    const totalsOf = (kind: 'photo' | 'reel') =>
      db
        .select({
          posts: count(),
          authors: countDistinct(momentPosts.authorId),
          languages: countDistinct(momentPosts.language),
        })
        .from(momentPosts)
        .where(and(eq(momentPosts.demo, true), eq(momentPosts.kind, kind)));
    expect((await totalsOf('photo'))[0]).toEqual({ posts: 72, authors: 12, languages: 3 });
    // The reels join as one of the demo's extras (src/features/moments/server/reels/demo.ts, decision 0053).
    expect((await totalsOf('reel'))[0]).toEqual({ posts: 6, authors: 6, languages: 3 });
    const places = new Set(cataloguePlaces('vi').map((p) => p.slug));
    const rows = await db.select({ place: momentPosts.placeSlug }).from(momentPosts);
    expect(rows.every((r) => r.place !== null && places.has(r.place))).toBe(true);
    const [pictures] = await db.select({ n: count() }).from(momentMedia).where(eq(momentMedia.kind, 'image'));
    expect(pictures?.n).toBe(90);
    // Nobody can sign in as a demo author.
    const [author] = await db.select().from(users).innerJoin(momentPosts, eq(momentPosts.authorId, users.id)).limit(1);
    expect(author?.users).toMatchObject({ phone: null, email: null, passwordHash: null });

    const feed = await call<PostPage>('/moments/feed', { limit: 5 }, { lang: 'zh' });
    expect(feed.data.items).toHaveLength(5);
    expect(feed.data.items.every((p) => p.demo && p.language === 'zh' && p.media.length > 0)).toBe(true);
    const authorId = feed.data.items[0]?.author.id ?? '';
    const profile = await call<{ profile: Profile }>('/moments/user-profile', { id: authorId });
    // Six photo posts each, and a reel for six of the authors.
    const [reels] = await db
      .select({ n: count() })
      .from(momentPosts)
      .where(and(eq(momentPosts.authorId, authorId), eq(momentPosts.kind, 'reel')));
    expect(profile.data.profile).toMatchObject({ demo: true, counts: { posts: 6 + (reels?.n ?? 0), following: 3 } });

    // Each demo post and comment has its detected language (decision 0093): the posts keep their
    // authors' three, and a comment of an install seeded before languages were stored gets its own.
    const demoComments = await db.select({ id: comments.id, language: comments.language }).from(comments);
    expect(new Set(demoComments.map((c) => c.language))).toEqual(new Set(['vi', 'en', 'zh']));
    const first = demoComments[0];
    await db
      .update(comments)
      .set({ language: null })
      .where(eq(comments.id, first?.id ?? ''));
    await seedMomentsDemo(db, MOMENTS_DEMO_EXTRAS);
    const [again] = await db
      .select({ language: comments.language })
      .from(comments)
      .where(eq(comments.id, first?.id ?? ''));
    expect(again?.language).toBe(first?.language);
  }, 180_000);

  it('are on by default, off in production and tests, and MOMENTS_DEMO decides', () => {
    // Production also needs its key for personal data (decision 0041).
    const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: randomBytes(32).toString('base64') };
    expect(parseServerConfig({}).momentsDemo).toBe(true);
    expect(parseServerConfig(production).momentsDemo).toBe(false);
    expect(parseServerConfig({ NODE_ENV: 'test' }).momentsDemo).toBe(false);
    expect(parseServerConfig({ ...production, MOMENTS_DEMO: '1' }).momentsDemo).toBe(true);
    expect(parseServerConfig({ MOMENTS_DEMO: '0' }).momentsDemo).toBe(false);
  });
});
