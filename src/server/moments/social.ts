import { and, count, eq, or } from 'drizzle-orm';
import type { Locale } from '../../lib/i18n/locales.ts';
import { ApiError } from '../api/codes.ts';
import type { Queryable } from '../db/client.ts';
import { momentBlocks, momentFollows, users } from '../db/schema/index.ts';
import { fieldError } from './errors.ts';

/*
 * The social graph: follows and blocks. A block also ends follows both ways, and nobody can follow
 * across a block, so a blocked person's posts cannot come back through the followed feed.
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

const blockedEitherWay = (a: string, b: string) =>
  or(
    and(eq(momentBlocks.blockerId, a), eq(momentBlocks.blockedId, b)),
    and(eq(momentBlocks.blockerId, b), eq(momentBlocks.blockedId, a)),
  );

export async function follow(db: Queryable, userId: string, followeeId: string, locale: Locale): Promise<void> {
  await requireOther(db, userId, followeeId, locale);
  const [block] = await db.select().from(momentBlocks).where(blockedEitherWay(userId, followeeId));
  if (block) throw fieldError(locale, 'data.userId', 'blocked');
  await db.insert(momentFollows).values({ followerId: userId, followeeId }).onConflictDoNothing();
}

export async function unfollow(db: Queryable, userId: string, followeeId: string): Promise<void> {
  await db
    .delete(momentFollows)
    .where(and(eq(momentFollows.followerId, userId), eq(momentFollows.followeeId, followeeId)));
}

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
  });
}

export async function unblock(db: Queryable, userId: string, blockedId: string): Promise<void> {
  await db.delete(momentBlocks).where(and(eq(momentBlocks.blockerId, userId), eq(momentBlocks.blockedId, blockedId)));
}
