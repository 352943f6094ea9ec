import { sql } from 'drizzle-orm';
import { normalizeText } from '#lib/search/normalize.ts';
import type { Queryable } from '#server/db/client.ts';
import { momentTags } from '#server/db/schema/index.ts';

/**
 * Counts a post's tags in (+1, when it is written) or out (-1, when it is deleted), in the post's
 * transaction. The upsert locks each tag's row, so concurrent posts with one tag count right.
 */
export async function countTags(tx: Queryable, tags: readonly string[], change: 1 | -1): Promise<void> {
  if (tags.length === 0) return;
  await tx
    .insert(momentTags)
    .values([...new Set(tags)].map((tag) => ({ tag, tagKey: normalizeText(tag), posts: Math.max(0, change) })))
    .onConflictDoUpdate({
      target: momentTags.tag,
      set: { posts: sql`greatest(0, ${momentTags.posts} + ${change}::int)` },
    });
}
