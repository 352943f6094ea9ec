import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { momentPagePaths, type PostPage, type Profile, type UserCard } from '../../lib/api/contract/moments.ts';
import { localizedPath } from '../../lib/i18n/localized-path.ts';
import { ApiError } from '../api/codes.ts';
import type { Queryable } from '../db/client.ts';
import { momentBlocks, momentFollows, momentPosts, momentProfiles, users } from '../db/schema/index.ts';
import { authorOf } from '../engagement/authors.ts';
import { before, decodeCursor, encodeCursor, isTimeCursor } from './cursor.ts';
import { followerCount } from './social.ts';
import { selectPosts, toPosts, type Reader } from './views.ts';
import { visibleTo } from './visibility.ts';

/*
 * People in moments: a profile page's header and grid, and the cards of people lists (followers,
 * following, search results).
 */

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
  const viewerId = reader.viewerId;
  const edge = (table: typeof momentFollows | typeof momentBlocks, from: string, to: string) =>
    table === momentFollows
      ? db
          .select({ n: count() })
          .from(momentFollows)
          .where(and(eq(momentFollows.followerId, from), eq(momentFollows.followeeId, to)))
      : db
          .select({ n: count() })
          .from(momentBlocks)
          .where(and(eq(momentBlocks.blockerId, from), eq(momentBlocks.blockedId, to)));
  const [[posts], followers, [following], [follows], [followsYou], [blocked]] = await Promise.all([
    db
      .select({ n: count() })
      .from(momentPosts)
      .where(and(eq(momentPosts.authorId, userId), eq(momentPosts.status, 'ready'))),
    followerCount(db, userId),
    db.select({ n: count() }).from(momentFollows).where(eq(momentFollows.followerId, userId)),
    viewerId ? edge(momentFollows, viewerId, userId) : [{ n: 0 }],
    viewerId ? edge(momentFollows, userId, viewerId) : [{ n: 0 }],
    viewerId ? edge(momentBlocks, viewerId, userId) : [{ n: 0 }],
  ]);
  return {
    ...authorOf(row.user),
    bio: row.bio ?? '',
    counts: { posts: posts?.n ?? 0, followers, following: following?.n ?? 0 },
    following: (follows?.n ?? 0) > 0,
    followsYou: (followsYou?.n ?? 0) > 0,
    blocked: (blocked?.n ?? 0) > 0,
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

/** Who follows `userId` (`direction: 'followers'`) or whom they follow, most recent first. */
export async function followList(
  db: Queryable,
  userId: string,
  direction: 'followers' | 'following',
  page: { cursor?: string | undefined; limit: number },
  reader: Reader,
) {
  const cursor = decodeCursor(page.cursor, isTimeCursor, reader.locale);
  const [mine, theirs] =
    direction === 'followers'
      ? [momentFollows.followeeId, momentFollows.followerId]
      : [momentFollows.followerId, momentFollows.followeeId];
  const rows = await db
    .select({ id: theirs, at: momentFollows.createdAt })
    .from(momentFollows)
    .where(and(eq(mine, userId), before(momentFollows.createdAt, theirs, cursor)))
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
