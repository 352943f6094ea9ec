import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '#server/api/codes.ts';
import { hitLimit } from '#server/auth/rate-limit.ts';
import type { Queryable } from '#server/db/client.ts';
import { comments, reviews, translations } from '#server/db/schema/index.ts';
import { detectLanguage } from '#features/translation/server/detect.ts';
import { isShownOn } from './shown.ts';
import { checkReviewer, countChange, targetExists, type Target } from './targets.ts';
import { notifyEngagement } from './notification-source.ts';
import { dropOpenReports } from '#features/moderation/server/reports.ts';
import { assertMayPublish } from '#features/moderation/server/restrictions.ts';

/*
 * The engagement area's rules that take several statements. Each takes the caller's transaction
 * (src/server/db/idempotency.ts opens it), so a rule's writes are stored together or not at all.
 */

/** Spam brake: a person writes at most this many comments a minute. */
const COMMENTS_PER_USER = { max: 10, windowMs: 60_000 };

/** Counts the comment against the writer's limit and stores it: a refused comment counts nothing. */
export async function addComment(tx: Queryable, userId: string, target: Target, text: string) {
  await assertMayPublish(tx, userId);
  await hitLimit(tx, { key: `comment:user:${userId}`, ...COMMENTS_PER_USER });
  const [row] = await tx
    .insert(comments)
    .values({ targetKind: target.kind, targetSlug: target.slug, userId, text, language: detectLanguage(text) })
    .returning();
  if (!row) throw new ApiError('INTERNAL_ERROR');
  await countChange(tx, target.kind, target.slug, { comments: 1 });
  await notifyEngagement(tx, { type: 'reply', actorId: userId, ...target, commentId: row.id, text });
  return row;
}

/**
 * Edits the writer's own comment, while what it is on still exists for them: a comment left under
 * the post of someone who has since blocked them (or whom they blocked) stays as it was, so it
 * cannot come back changed when the block ends. Runs outside a transaction: the target's resolver
 * reads on a connection of its own.
 */
export async function editComment(db: Queryable, userId: string, id: string, text: string) {
  await assertMayPublish(db, userId);
  const [own] = await db
    .select({ kind: comments.targetKind, slug: comments.targetSlug })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.userId, userId)));
  if (!own) throw await notOwned(db, comments, id);
  if (!(await targetExists(own.kind, own.slug, userId))) throw new ApiError('NOT_FOUND');
  const [row] = await db
    .update(comments)
    // The database's clock, as for created_at, so an edit is always later than the creation.
    .set({ text, language: detectLanguage(text), updatedAt: sql`now()` })
    .where(and(eq(comments.id, id), eq(comments.userId, userId)))
    .returning();
  if (!row) throw await notOwned(db, comments, id);
  // A translation of the words before the edit is no translation of the comment any more.
  await db.delete(translations).where(eq(translations.commentId, id));
  return row;
}

/**
 * One review per person and target: saving again edits it. A kind may refuse the writer first (a
 * hotel: only a guest whose stay is over), and then nothing is stored.
 */
export async function saveReview(
  tx: Queryable,
  userId: string,
  target: Target,
  review: { rating: number; text: string | null },
) {
  await assertMayPublish(tx, userId);
  await checkReviewer(tx, target.kind, target.slug, userId);
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

/**
 * Deletes a record of the caller's own; someone else's is FORBIDDEN, a missing one NOT_FOUND. Taking
 * back one's own words is never refused, across a block too; a comment a block or a moderator hid
 * was no longer in its target's counts (shown.ts), so its deletion changes none. Its open reports
 * go with it (decision 0089).
 */
export async function deleteOwn(tx: Queryable, table: Owned, id: string, userId: string): Promise<void> {
  const [deleted] = await tx
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ kind: table.targetKind, slug: table.targetSlug, hiddenAt: table.hiddenAt });
  if (!deleted) throw await notOwned(tx, table, id);
  await dropOpenReports(tx, table === comments ? 'comment' : 'review', id);
  if (table === comments) await uncountComment(tx, deleted, userId);
}

/** Takes a comment that is going out of its target's count, unless a block or a moderator already had. */
export async function uncountComment(
  tx: Queryable,
  comment: Target & { hiddenAt: Date | null },
  writerId: string,
): Promise<void> {
  if (comment.hiddenAt === null && (await isShownOn(tx, comment, writerId)))
    await countChange(tx, comment.kind, comment.slug, { comments: -1 });
}

/** Why a write to a record by id touched nothing. */
async function notOwned(tx: Queryable, table: Owned, id: string): Promise<ApiError> {
  const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return new ApiError(exists ? 'FORBIDDEN' : 'NOT_FOUND');
}
