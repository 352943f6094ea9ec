import { and, eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { momentBlocks } from '../db/schema/index.ts';

/*
 * Blocks between people (decision 0068). Moments' block route stores them (moment_blocks, one row
 * per blocker and blocked); every area that puts one person's words or things in front of another
 * reads them through here: the posts and people lists, likes, comments and reviews, follows and
 * notifications. A block works both ways: once either person blocked the other, nothing passes
 * between them, whoever asks. It sits under the areas, beside the database, so that engagement
 * and notifications read it without depending on moments.
 */

/** A person in a condition: an id, the placeholder of a kept statement (`keptStatement`), or a column. */
export type PersonRef = string | Placeholder | SQLWrapper;

/** `blocker` blocked `blocked`: the one direction, for what only the blocker may be told. */
export const hasBlocked = (blocker: PersonRef, blocked: PersonRef): SQL =>
  sql`exists (select 1 from ${momentBlocks} where ${and(eq(momentBlocks.blockerId, blocker), eq(momentBlocks.blockedId, blocked))})`;

/**
 * Either of two people blocked the other: the check every list and every write across people
 * uses (`not(blockedBetween(reader, author))`). Two probes of the primary key; written as two
 * EXISTS so that its negation plans as two anti-joins.
 */
export const blockedBetween = (a: PersonRef, b: PersonRef): SQL => sql`(${hasBlocked(a, b)} or ${hasBlocked(b, a)})`;

/** Who blocked whom between `a` and `b`, read in `db` (the caller's transaction, where there is one). */
export async function blocksBetween(
  db: Queryable,
  a: string,
  b: string,
): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
  const [row] = await db
    .select({ aBlockedB: sql<boolean>`${hasBlocked(a, b)}`, bBlockedA: sql<boolean>`${hasBlocked(b, a)}` })
    .from(sql`(select 1) as one`);
  return { aBlockedB: row?.aBlockedB === true, bBlockedA: row?.bBlockedA === true };
}

/** Whether either of `a` and `b` blocked the other. */
export async function areBlocked(db: Queryable, a: string, b: string): Promise<boolean> {
  const { aBlockedB, bBlockedA } = await blocksBetween(db, a, b);
  return aBlockedB || bBlockedA;
}
