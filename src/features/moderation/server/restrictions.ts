import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { moderationRestrictions } from '#server/db/schema/index.ts';

/*
 * Suspensions and bans (decision 0089): an author a moderator restricted may read, but not post,
 * comment or review, until the suspension ends (a ban does not). Every writing path of those
 * calls asks here in its own transaction, so a suspension takes effect on the next write.
 */

/** The restriction in force on this account now, if any. */
export async function restrictionOf(db: Queryable, userId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(moderationRestrictions)
    .where(
      and(
        eq(moderationRestrictions.userId, userId),
        or(isNull(moderationRestrictions.until), gt(moderationRestrictions.until, now)),
      ),
    );
  return row;
}

/** Refuses a suspended or banned author with ACCOUNT_RESTRICTED, worded with the end of a suspension. */
export async function assertMayPublish(db: Queryable, userId: string): Promise<void> {
  const restriction = await restrictionOf(db, userId);
  if (!restriction) return;
  throw new ApiError(
    'ACCOUNT_RESTRICTED',
    restriction.until ? { kind: 'suspended', until: restriction.until } : { kind: 'banned', until: null },
  );
}

/** Suspends until `until`, or bans (`until` null); a later decision replaces an earlier one. */
export async function restrict(
  tx: Queryable,
  restriction: { userId: string; until: Date | null; reason: string; createdBy: string },
): Promise<void> {
  await tx
    .insert(moderationRestrictions)
    .values(restriction)
    .onConflictDoUpdate({
      target: moderationRestrictions.userId,
      set: {
        until: restriction.until,
        reason: restriction.reason,
        createdBy: restriction.createdBy,
        createdAt: new Date(),
      },
    });
}
