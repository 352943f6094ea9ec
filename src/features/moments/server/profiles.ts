import { and, count, desc, eq, inArray, not } from 'drizzle-orm';
import { momentPagePaths, type PostPage, type Profile, type UserCard } from '../contract.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { momentFollows, momentPosts, momentProfiles, users } from '#server/db/schema/index.ts';
import { authorOf } from '#features/engagement/server/authors.ts';
import { blockedBetween, blocksBetween } from '#server/social/blocks.ts';
import { before, decodeCursor, encodeCursor, isTimeCursor } from './cursor.ts';
import { followerCount } from './social.ts';
import { selectPosts, toPosts, type Reader } from './views.ts';
import { visibleTo } from './visibility.ts';

/*
 * People in moments: a profile page's header and grid, and the cards of people lists (followers,
 * following, search results). Between two people blocked either way (decision 0068), the one who
 * was blocked finds no profile at all (NOT_FOUND, as for an account that does not exist); the one
 * who blocked sees the header marked blocked, to unblock from, and nothing else. People lists
 * leave out everyone blocked either way with the reader.
 */

/**
 * Whether the reader blocked `userId` (their profile shows as blocked, without posts or people);
 * NOT_FOUND when only `userId` blocked the reader.
 */
async function blockedByReader(db: Queryable, userId: string, reader: Reader): Promise<boolean> {
  if (!reader.viewerId) return false;
  const { aBlockedB, bBlockedA } = await blocksBetween(db, reader.viewerId, userId);
  if (bBlockedA && !aBlockedB) throw new ApiError('NOT_FOUND');
  return aBlockedB;
}

/** One author's posts the reader may see, newest first. */
export async function authorPosts(
  db: Queryable,
  authorId: string,
  page: { cursor?: string | undefined; limit: number },
  reader: Reader,
): Promise<PostPage> {
  const cursor = decodeCursor(page.cursor, isTimeCursor, reader.locale);
  const rows = await selectPosts(
    db,
    and(
      eq(momentPosts.authorId, authorId),
      visibleTo(reader.viewerId),
      before(momentPosts.createdAt, momentPosts.id, cursor),
    ),
  )
    .orderBy(desc(momentPosts.createdAt), desc(momentPosts.id))
    .limit(page.limit + 1);
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return {
    items: await toPosts(db, rows.slice(0, page.limit), reader),
    nextCursor: last ? encodeCursor({ at: last.post.createdAt.toISOString(), id: last.post.id }) : null,
  };
}

export async function readProfile(db: Queryable, userId: string, reader: Reader): Promise<Profile> {
  const [row] = await db
    .select({ user: users, bio: momentProfiles.bio, demo: momentProfiles.demo })
    .from(users)
    .leftJoin(momentProfiles, eq(momentProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError('NOT_FOUND');
  const blocked = await blockedByReader(db, userId, reader);
  const viewerId = reader.viewerId;
  const follows = (from: string, to: string) =>
    db
      .select({ n: count() })
      .from(momentFollows)
      .where(and(eq(momentFollows.followerId, from), eq(momentFollows.followeeId, to)));
  const [[posts], followers, [following], [followsThem], [followsYou]] = await Promise.all([
    db
      .select({ n: count() })
      .from(momentPosts)
      .where(and(eq(momentPosts.authorId, userId), eq(momentPosts.status, 'ready'))),
    followerCount(db, userId),
    db.select({ n: count() }).from(momentFollows).where(eq(momentFollows.followerId, userId)),
    viewerId ? follows(viewerId, userId) : [{ n: 0 }],
    viewerId ? follows(userId, viewerId) : [{ n: 0 }],
  ]);
  return {
    ...authorOf(row.user),
    bio: row.bio ?? '',
    counts: { posts: posts?.n ?? 0, followers, following: following?.n ?? 0 },
    following: (followsThem?.n ?? 0) > 0,
    followsYou: (followsYou?.n ?? 0) > 0,
    blocked,
    mine: viewerId === userId,
    demo: row.demo ?? false,
    url: localizedPath(reader.locale, momentPagePaths.profile(userId)),
  };
}

/** People as list cards, in the order of `ids`. */
export async function userCards(db: Queryable, ids: readonly string[], reader: Reader): Promise<UserCard[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const viewerId = reader.viewerId;
  const [rows, counts, followed] = await Promise.all([
    db
      .select({ user: users, bio: momentProfiles.bio })
      .from(users)
      .leftJoin(momentProfiles, eq(momentProfiles.userId, users.id))
      .where(inArray(users.id, list)),
    db
      .select({ id: momentFollows.followeeId, n: count() })
      .from(momentFollows)
      .where(inArray(momentFollows.followeeId, list))
      .groupBy(momentFollows.followeeId),
    viewerId
      ? db
          .select({ id: momentFollows.followeeId })
          .from(momentFollows)
          .where(and(eq(momentFollows.followerId, viewerId), inArray(momentFollows.followeeId, list)))
      : [],
  ]);
  const byId = new Map(rows.map((r) => [r.user.id, r]));
  const followers = new Map(counts.map((c) => [c.id, c.n]));
  const followedIds = new Set(followed.map((f) => f.id));
  return list.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...authorOf(row.user),
        bio: row.bio ?? '',
        followers: followers.get(id) ?? 0,
        following: followedIds.has(id),
        url: localizedPath(reader.locale, momentPagePaths.profile(id)),
      },
    ];
  });
}

/**
 * Who follows `userId` (`direction: 'followers'`) or whom they follow, most recent first, without
 * anyone blocked either way with the reader.
 */
export async function followList(
  db: Queryable,
  userId: string,
  direction: 'followers' | 'following',
  page: { cursor?: string | undefined; limit: number },
  reader: Reader,
) {
  const cursor = decodeCursor(page.cursor, isTimeCursor, reader.locale);
  if (await blockedByReader(db, userId, reader)) return { items: [], nextCursor: null };
  const [mine, theirs] =
    direction === 'followers'
      ? [momentFollows.followeeId, momentFollows.followerId]
      : [momentFollows.followerId, momentFollows.followeeId];
  const rows = await db
    .select({ id: theirs, at: momentFollows.createdAt })
    .from(momentFollows)
    .where(
      and(
        eq(mine, userId),
        reader.viewerId ? not(blockedBetween(reader.viewerId, theirs)) : undefined,
        before(momentFollows.createdAt, theirs, cursor),
      ),
    )
    .orderBy(desc(momentFollows.createdAt), desc(theirs))
    .limit(page.limit + 1);
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return {
    items: await userCards(
      db,
      rows.slice(0, page.limit).map((r) => r.id),
      reader,
    ),
    nextCursor: last ? encodeCursor({ at: last.at.toISOString(), id: last.id }) : null,
  };
}

export async function saveBio(db: Queryable, userId: string, bio: string): Promise<void> {
  await db
    .insert(momentProfiles)
    .values({ userId, bio })
    .onConflictDoUpdate({ target: momentProfiles.userId, set: { bio, updatedAt: new Date() } });
}
