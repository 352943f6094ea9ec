import { and, eq, isNull, not, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import type { comments, likes, reviews } from '#server/db/schema/index.ts';
import { areBlocked, blockedBetween } from '#server/social/blocks.ts';
import { targetHosts, type Target } from './targets.ts';

/*
 * Which likes, comments and reviews on a target are shown (decision 0068). A row by someone blocked
 * either way with a person the target is under (its owner; for a reply, the comment's writer and
 * the post's author too) is hidden for every reader, signed in or not, and left out of every count,
 * until the block ends: a blocked person's words do not stay under the blocker's post for others
 * to read. A signed-in reader is not shown rows by someone blocked either way with them either.
 * A comment or review a moderator hid (decision 0089) is shown to nobody and counted nowhere.
 */

type Engagement = typeof comments | typeof likes | typeof reviews;

/**
 * The condition for the rows of `table` on the target that a reader is shown; without a reader,
 * the rows shown to everyone, which counts count.
 */
export async function shownOn(db: Queryable, table: Engagement, target: Target, viewerId?: string): Promise<SQL> {
  const hosts = await targetHosts(db, target.kind, target.slug);
  return and(
    eq(table.targetKind, target.kind),
    eq(table.targetSlug, target.slug),
    ...hosts.map((host) => not(blockedBetween(host, table.userId))),
    viewerId ? not(blockedBetween(viewerId, table.userId)) : undefined,
    'hiddenAt' in table ? isNull(table.hiddenAt) : undefined,
  ) as SQL;
}

/** Whether a row by `writerId` on the target is shown to everyone (and so in its kind's stored counts). */
export async function isShownOn(db: Queryable, target: Target, writerId: string): Promise<boolean> {
  for (const host of await targetHosts(db, target.kind, target.slug))
    if (await areBlocked(db, host, writerId)) return false;
  return true;
}
