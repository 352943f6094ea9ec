import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '../api/codes.ts';
import { hitLimit } from '../auth/rate-limit.ts';
import type { Queryable } from '../db/client.ts';
import { comments, reviews } from '../db/schema/index.ts';
import { countChange } from './targets.ts';

/*
 * The engagement area's rules that take several statements. Each takes the caller's transaction
 * (src/server/db/idempotency.ts opens it), so a rule's writes are stored together or not at all.
 */

/** Spam brake: a person writes at most this many comments a minute. */
const COMMENTS_PER_USER = { max: 10, windowMs: 60_000 };

interface Target {
  kind: string;
  slug: string;
}

/** Counts the comment against the writer's limit and stores it: a refused comment counts nothing. */
export async function addComment(tx: Queryable, userId: string, target: Target, text: string) {
  await hitLimit(tx, { key: `comment:user:${userId}`, ...COMMENTS_PER_USER });
  const [row] = await tx
    .insert(comments)
    .values({ targetKind: target.kind, targetSlug: target.slug, userId, text })
    .returning();
  if (!row) throw new ApiError('INTERNAL_ERROR');
  await countChange(tx, target.kind, target.slug, { comments: 1 });
  return row;
}

export async function editComment(tx: Queryable, userId: string, id: string, text: string) {
  const [row] = await tx
    .update(comments)
    // The database's clock, as for created_at, so an edit is always later than the creation.
    .set({ text, updatedAt: sql`now()` })
    .where(and(eq(comments.id, id), eq(comments.userId, userId)))
    .returning();
  if (!row) throw await notOwned(tx, comments, id);
  return row;
}

/** One review per person and target: saving again edits it. */
export async function saveReview(
  tx: Queryable,
  userId: string,
  target: Target,
  review: { rating: number; text: string | null },
) {
  const [row] = await tx
    .insert(reviews)
    .values({ targetKind: target.kind, targetSlug: target.slug, userId, ...review })
    .onConflictDoUpdate({
      target: [reviews.targetKind, reviews.targetSlug, reviews.userId],
      set: { ...review, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new ApiError('INTERNAL_ERROR');
  return row;
}

type Owned = typeof comments | typeof reviews;

/** Deletes a record of the caller's own; someone else's is FORBIDDEN, a missing one NOT_FOUND. */
export async function deleteOwn(tx: Queryable, table: Owned, id: string, userId: string): Promise<void> {
  const [deleted] = await tx
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ kind: table.targetKind, slug: table.targetSlug });
  if (!deleted) throw await notOwned(tx, table, id);
  if (table === comments) await countChange(tx, deleted.kind, deleted.slug, { comments: -1 });
}

/** Why a write to a record by id touched nothing. */
async function notOwned(tx: Queryable, table: Owned, id: string): Promise<ApiError> {
  const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return new ApiError(exists ? 'FORBIDDEN' : 'NOT_FOUND');
}
