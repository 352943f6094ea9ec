import { and, eq, ne, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { momentHides, momentPosts } from '#server/db/schema/index.ts';
import { blockedBetween } from '#server/social/blocks.ts';

/*
 * Which posts a reader sees: every ready post, and their own while a reel is processing or after
 * it failed; never one they hid, nor one by someone they blocked or who blocked them (decision
 * 0068), nor one a moderator hid (its status `hidden`, decision 0089), its author included. Every list, the detail page and the likes and comments on a post (targets.ts) filter
 * through here, so a block or a hide cannot leak through one of them.
 */

/** The reader's id, or the placeholder a kept statement binds it to (`keptStatement`). */
export type ViewerId = string | Placeholder;

/** The conditions on momentPosts for this reader (signed out: ready posts only). */
export function visibleTo(viewerId: ViewerId | undefined): SQL {
  if (!viewerId) return eq(momentPosts.status, 'ready');
  return and(
    or(eq(momentPosts.status, 'ready'), and(eq(momentPosts.authorId, viewerId), ne(momentPosts.status, 'hidden'))),
    not(blockedBetween(viewerId, momentPosts.authorId)),
    sql`not exists (select 1 from ${momentHides} where ${momentHides.userId} = ${viewerId} and ${momentHides.postId} = ${momentPosts.id})`,
  ) as SQL;
}
