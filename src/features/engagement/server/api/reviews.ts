import { z } from 'astro/zod';
import { avg, count, desc, eq } from 'drizzle-orm';
import { pageQuery } from '#lib/api/contract/common.ts';
import { engagementCalls, reviewSaveInput, type RatingSummary, type Review } from '../../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { getDatabase } from '#server/db/client.ts';
import { reviews, users } from '#server/db/schema/index.ts';
import { authorOf } from '../authors.ts';
import { deleteOwn, saveReview as storeReview } from '../service.ts';
import { shownOn } from '../shown.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { requireTarget, serverTargetInput, serverTargetSchema } from './fields.ts';

const view = (row: typeof reviews.$inferSelect, author: typeof users.$inferSelect, viewerId?: string): Review => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  author: authorOf(author),
  mine: row.userId === viewerId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The average to one decimal, as shown beside the stars, and how many reviews it stands on: the
 * reviews everyone is shown (shown.ts).
 */
export async function ratingSummary(db: Queryable, kind: string, slug: string): Promise<RatingSummary> {
  const [row] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(await shownOn(db, reviews, { kind, slug }));
  const total = row?.count ?? 0;
  return { average: total > 0 ? Math.round(Number(row?.average) * 10) / 10 : null, count: total };
}

export const listReviews = defineRoute({
  ...engagementCalls.reviews,
  summary: 'Reviews of a target, newest first, with the average rating',
  auth: 'optional',
  input: z.object({ ...serverTargetInput, ...pageQuery }),
  handle: async ({ input, signedIn: caller }) => {
    await requireTarget(input.kind, input.slug, caller?.user.id);
    const db = await getDatabase();
    const where = await shownOn(db, reviews, input, caller?.user.id);
    const [rows, [total], summary] = await Promise.all([
      db
        .select({ review: reviews, author: users })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(desc(reviews.updatedAt), desc(reviews.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      // The reader's pages (without people blocked either way with them); the rating is everyone's.
      db.select({ value: count() }).from(reviews).where(where),
      ratingSummary(db, input.kind, input.slug),
    ]);
    return {
      ...summary,
      items: rows.map((r) => view(r.review, r.author, caller?.user.id)),
      page: input.page,
      pageSize: input.pageSize,
      total: total?.value ?? 0,
    };
  },
});

export const saveReview = defineRoute({
  ...engagementCalls.review,
  summary: 'Rate a target 1 to 5, with optional text; saving again edits your review',
  auth: 'user',
  input: reviewSaveInput.extend({ kind: serverTargetSchema.shape.kind }),
  handle: async (context) => {
    const { user } = signedIn(context);
    const { kind, slug, rating, text } = context.input;
    await requireTarget(kind, slug, user.id);
    const db = await getDatabase();
    const row = await storeReview(db, user.id, { kind, slug }, { rating, text: text ?? null });
    return { review: view(row, user, user.id), summary: await ratingSummary(db, kind, slug) };
  },
});

export const deleteReview = defineRoute({
  ...engagementCalls.deleteReview,
  summary: 'Delete your own review',
  auth: 'user',
  handle: async (context) => {
    await deleteOwn(await getDatabase(), reviews, context.input.id, signedIn(context).user.id);
    return null;
  },
});
