import { and, count, eq, or } from 'drizzle-orm';
import type { Locale } from '#lib/i18n/locales.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { momentBlocks, momentFollows, users } from '#server/db/schema/index.ts';
import { momentPagePaths } from '../contract.ts';
import { notifyFollow } from './follow-notification.ts';
import { blocksBetween } from '#server/social/blocks.ts';
import { fieldError } from './errors.ts';
import { recountBetween } from './targets.ts';

/*
 * The social graph: follows and blocks. A block also ends follows both ways, and nobody can follow
 * across a block, so a blocked person's posts cannot come back through the followed feed. What a
 * block hides everywhere else is read through src/server/social/blocks.ts (decision 0068).
 */

export async function followerCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(momentFollows).where(eq(momentFollows.followeeId, userId));
  return row?.n ?? 0;
}

/** Someone else who exists: following or blocking yourself is a field error, an unknown id NOT_FOUND. */
async function requireOther(db: Queryable, userId: string, otherId: string, locale: Locale): Promise<void> {
  if (userId === otherId) throw fieldError(locale, 'data.userId', 'self');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, otherId));
  if (!row) throw new ApiError('NOT_FOUND');
}

/**
 * Follows someone. The follower is told when they blocked that person themselves; someone who
 * blocked them answers as an account that does not exist, so a block is never announced to the
 * person blocked.
 */
export async function follow(db: Queryable, userId: string, followeeId: string, locale: Locale): Promise<void> {
  await requireOther(db, userId, followeeId, locale);
  const blocks = await blocksBetween(db, userId, followeeId);
  if (blocks.aBlockedB) throw fieldError(locale, 'data.userId', 'blocked');
  if (blocks.bBlockedA) throw new ApiError('NOT_FOUND');
  // The follow and its notification are stored together: a follower is announced once, or not at all.
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(momentFollows)
      .values({ followerId: userId, followeeId })
      .onConflictDoNothing()
      .returning({ followerId: momentFollows.followerId });
    if (added.length > 0)
      await notifyFollow(tx, { followerId: userId, followedId: followeeId, link: momentPagePaths.profile(userId) });
  });
}

export async function unfollow(db: Queryable, userId: string, followeeId: string): Promise<void> {
  await db
    .delete(momentFollows)
    .where(and(eq(momentFollows.followerId, userId), eq(momentFollows.followeeId, followeeId)));
}

/**
 * Blocks someone: ends the follows between them and recounts the posts of either one that the
 * other liked or commented on, whose rows the block now hides (recountBetween). Blocking someone
 * who blocked you is allowed and tells you nothing.
 */
export async function block(db: Queryable, userId: string, blockedId: string, locale: Locale): Promise<void> {
  await requireOther(db, userId, blockedId, locale);
  await db.transaction(async (tx) => {
    await tx.insert(momentBlocks).values({ blockerId: userId, blockedId }).onConflictDoNothing();
    await tx
      .delete(momentFollows)
      .where(
        or(
          and(eq(momentFollows.followerId, userId), eq(momentFollows.followeeId, blockedId)),
          and(eq(momentFollows.followerId, blockedId), eq(momentFollows.followeeId, userId)),
        ),
      );
    await recountBetween(tx, userId, blockedId);
  });
}

/** Unblocks someone: what the block hid is shown and counted again, unless the other blocked too. */
export async function unblock(db: Queryable, userId: string, blockedId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(momentBlocks)
      .where(and(eq(momentBlocks.blockerId, userId), eq(momentBlocks.blockedId, blockedId)))
      .returning({ blockedId: momentBlocks.blockedId });
    if (removed.length > 0) await recountBetween(tx, userId, blockedId);
  });
}
