import { and, asc, eq, isNull } from 'drizzle-orm';
import { reportCalls } from '#features/moderation/contract.ts';
import { getDatabase, type Queryable } from '#server/db/client.ts';
import { areBlocked } from '#server/social/blocks.ts';
import { comments, reviews } from '../schema.ts';
import type { Target } from '../targets.ts';
import { fileReport } from '#features/moderation/server/reports.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { requireTarget } from './fields.ts';

/*
 * Readers report a comment or a review to the moderators (decision 0089), as they report a post:
 * one they are shown, with a reason; reporting again changes the reason.
 */

/** The author of a comment or review that exists and is not hidden, and what it is on. */
async function authorOfEngagement(
  db: Queryable,
  kind: 'comment' | 'review',
  id: string,
): Promise<{ userId: string; target: Target } | undefined> {
  const table = kind === 'comment' ? comments : reviews;
  const [row] = await db
    .select({ userId: table.userId, kind: table.targetKind, slug: table.targetSlug })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.hiddenAt)))
    .orderBy(asc(table.createdAt));
  return row && { userId: row.userId, target: { kind: row.kind, slug: row.slug } };
}

const reportRoute = (kind: 'comment' | 'review') =>
  defineRoute({
    ...reportCalls[kind],
    summary: `Report a ${kind} to the moderators, with a reason`,
    auth: 'user',
    handle: async (context) => {
      const reporterId = signedIn(context).user.id;
      const db = await getDatabase();
      const item = await authorOfEngagement(db, kind, context.input.id);
      // One the reader is not shown answers as one that does not exist.
      if (!item || (await areBlocked(db, reporterId, item.userId))) throw new ApiError('NOT_FOUND');
      await requireTarget(item.target.kind, item.target.slug, reporterId);
      const { id, ...report } = context.input;
      await fileReport(db, { kind, itemId: id, authorId: item.userId, reporterId, ...report });
      return { reported: true as const };
    },
  });

export const reportComment = reportRoute('comment');
export const reportReview = reportRoute('review');
