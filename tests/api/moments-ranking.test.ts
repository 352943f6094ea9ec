import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '#server/db/client.ts';
import { momentFollows, momentPosts } from '#server/db/schema/index.ts';
import { insertPost } from '#features/moments/server/posts.ts';
import { hotScore, hotSql } from '#features/moments/server/ranking.ts';
import { rankedCandidates } from '#features/moments/server/recommend.ts';
import '#features/moments/server/targets.ts';
import { call } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { quickUsers } from './support/moments.ts';
import { useCataloguePlaces } from './support/places.ts';

useTestDatabase();
useCataloguePlaces();

const NOW = new Date('2026-06-01T12:00:00Z');
const HOI_AN = { lat: 15.8773, lng: 108.3261 };
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('recommendation ranking (decision 0049)', () => {
  it('orders fixed posts by engagement, recency, follows, language and distance', async () => {
    const [reader, friend, stranger] = await quickUsers(3, 'Xếp hạng');
    if (!reader || !friend || !stranger) throw new Error('users');
    const db = await getDatabase();
    await db.insert(momentFollows).values({ followerId: reader.id, followeeId: friend.id });
    const post = async (
      name: string,
      author: string,
      fields: { minutes: number; likes?: number; language?: 'vi' | 'en'; placeSlug?: string },
    ) => {
      const id = await db.transaction((tx) =>
        insertPost(
          tx,
          author,
          {
            text: name,
            tags: [],
            uploadIds: [],
            language: fields.language ?? 'en',
            placeSlug: fields.placeSlug,
            createdAt: minutesAgo(fields.minutes),
          },
          'en',
        ),
      );
      await db
        .update(momentPosts)
        .set({ likeCount: fields.likes ?? 0 })
        .where(eq(momentPosts.id, id));
      return id;
    };
    await post('fresh', stranger.id, { minutes: 60 });
    await post('liked two days ago', stranger.id, { minutes: 48 * 60, likes: 50 });
    await post('fresh in Vietnamese', stranger.id, { minutes: 60, language: 'vi' });
    await post('fresh by a friend', friend.id, { minutes: 60 });
    await post('fresh in Hoi An', stranger.id, { minutes: 61, placeSlug: 'pho-co-hoi-an' });
    await post('very liked, ten days old', stranger.id, { minutes: 240 * 60, likes: 100 });

    const order = async (location?: { lat: number; lng: number }) =>
      (await rankedCandidates(db, { viewerId: reader.id, locale: 'en', location, now: NOW })).map((r) => r.post.text);

    // Scores: 4.04, 2.58, 1.93, 1.29, 0.99, 0.72 (the formula of decision 0049).
    expect(await order(HOI_AN)).toEqual([
      'liked two days ago',
      'fresh in Hoi An',
      'fresh by a friend',
      'fresh',
      'fresh in Vietnamese',
      'very liked, ten days old',
    ]);
    // Without a location, nearness adds nothing: the Hội An post is a minute older than "fresh".
    expect(await order()).toEqual([
      'liked two days ago',
      'fresh by a friend',
      'fresh',
      'fresh in Hoi An',
      'fresh in Vietnamese',
      'very liked, ten days old',
    ]);
    // The API ranks the same way (its clock is now, so only the first place is compared).
    const answer = await call<{ items: { text: string }[] }>('/moments/recommend', {
      lat: HOI_AN.lat,
      lng: HOI_AN.lng,
    });
    expect(answer.data.items).toHaveLength(6);
  });

  it('stores the same popularity in SQL as the formula gives', async () => {
    const [author] = await quickUsers(1, 'Độ nóng');
    if (!author) throw new Error('user');
    const db = await getDatabase();
    const createdAt = minutesAgo(90);
    const id = await db.transaction((tx) =>
      insertPost(tx, author.id, { text: 'hot', tags: [], uploadIds: [], language: 'vi', createdAt }, 'vi'),
    );
    await db
      .update(momentPosts)
      .set({ likeCount: 7, commentCount: 3, hot: hotSql(sql`7`, sql`3`) })
      .where(eq(momentPosts.id, id));
    const [row] = await db.select({ hot: momentPosts.hot }).from(momentPosts).where(eq(momentPosts.id, id));
    expect(row?.hot).toBeCloseTo(hotScore(7, 3, createdAt), 9);
  });
});
