import { and, avg, count, eq, inArray, isNull } from 'drizzle-orm';
import type { RatingSummary } from '../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { reviews } from '#server/db/schema/index.ts';

/**
 * The rating of many targets of one kind in one query (a page of hotel results), to one decimal as
 * beside the stars. For kinds without an owner only (catalogue hotels): with no owner, no block
 * hides a review from everyone (shown.ts), so every review counts but those a moderator hid, as
 * `ratingSummary` would count them.
 */
export async function ratingsOf(
  db: Queryable,
  kind: string,
  slugs: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const ratings = new Map<string, RatingSummary>(slugs.map((slug) => [slug, { average: null, count: 0 }]));
  if (slugs.length === 0) return ratings;
  const rows = await db
    .select({ slug: reviews.targetSlug, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(and(eq(reviews.targetKind, kind), inArray(reviews.targetSlug, [...slugs]), isNull(reviews.hiddenAt)))
    .groupBy(reviews.targetSlug);
  for (const row of rows)
    ratings.set(row.slug, { average: Math.round(Number(row.average) * 10) / 10, count: row.count });
  return ratings;
}
