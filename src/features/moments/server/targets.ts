import { and, eq, exists, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { momentPagePaths, POST_TARGET_KIND } from '../contract.ts';
import { getDatabase, type Queryable } from '#server/db/client.ts';
import { comments, likes, momentPosts } from '#server/db/schema/index.ts';
import type { TargetResolver } from '#features/engagement/server/targets.ts';
import { blockedBetween } from '#server/social/blocks.ts';
import { isUuid } from './cursor.ts';
import { hotSql } from './ranking.ts';
import { visibleTo } from './visibility.ts';

/**
 * Moment posts are engagement targets (kind `post`, slug = the post's id): likes and comments use
 * the engagement calls, and each change moves the post's counts and popularity in the same
 * transaction. `like_count + 1` under the row's lock counts every one of concurrent likes. The
 * composition root registers it as the kind `POST_TARGET_KIND`.
 */
export const postTarget: TargetResolver = {
  // A post exists for whoever could open it, by the rule every feed and the detail page read by.
  exists: async (slug, viewerId) => {
    if (!isUuid(slug)) return false;
    const db = await getDatabase();
    const [row] = await db
      .select({ id: momentPosts.id })
      .from(momentPosts)
      .where(and(eq(momentPosts.id, slug), visibleTo(viewerId)));
    return Boolean(row);
  },
  counted: async (tx, slug, change) => {
    const likes = sql`${momentPosts.likeCount} + ${change.likes ?? 0}::int`;
    const comments = sql`${momentPosts.commentCount} + ${change.comments ?? 0}::int`;
    await tx
      .update(momentPosts)
      .set({ likeCount: likes, commentCount: comments, hot: hotSql(likes, comments) })
      .where(eq(momentPosts.id, slug));
  },
  // The post's author hears of likes and comments on it (notifications, decision 0046).
  owner: async (slug, db) => {
    if (!isUuid(slug)) return undefined;
    const [row] = await db
      .select({ userId: momentPosts.authorId, kind: momentPosts.kind })
      .from(momentPosts)
      .where(eq(momentPosts.id, slug));
    return row ? { userId: row.userId, link: momentPagePaths.post({ id: slug, kind: row.kind }) } : undefined;
  },
};

/** Rows of `table` on the post the statement is at. */
const onThisPost = (table: typeof likes | typeof comments) =>
  and(eq(table.targetKind, POST_TARGET_KIND), eq(table.targetSlug, sql`${momentPosts.id}::text`));

/**
 * Recounts a post's likes and comments from its rows where a block between `a` and `b` began or
 * ended: the posts of either one that the other liked or commented on. A post counts what every
 * reader is shown (engagement/shown.ts): nothing by someone blocked either way with its author.
 * Counted from the rows, not moved by one, so a second block, a block both ways or an unblock
 * while the other block stands counts right. Runs in the block's transaction.
 *
 * The posts are locked first and counted in a statement of their own: its snapshot then holds
 * every like and comment committed before the lock, and one still on its way waits for the lock
 * and adds itself after. Counted in the locking statement instead, a like committed while the
 * update waited for the row would be lost from the count.
 */
export async function recountBetween(tx: Queryable, a: string, b: string): Promise<void> {
  const shown = (table: typeof likes | typeof comments) =>
    sql`(select count(*)::int from ${table} where ${and(
      onThisPost(table),
      not(blockedBetween(momentPosts.authorId, table.userId)),
      // A comment a moderator hid is counted nowhere (decision 0089).
      'hiddenAt' in table ? isNull(table.hiddenAt) : undefined,
    )})`;
  const rowBy = (table: typeof likes | typeof comments, userId: string) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(and(onThisPost(table), eq(table.userId, userId))),
    );
  const engagedBy = (author: string, other: string) =>
    and(eq(momentPosts.authorId, author), or(rowBy(likes, other), rowBy(comments, other)));
  const posts = await tx
    .select({ id: momentPosts.id })
    .from(momentPosts)
    .where(or(engagedBy(a, b), engagedBy(b, a)))
    .orderBy(momentPosts.id)
    .for('update');
  if (posts.length === 0) return;
  const likeCount = shown(likes);
  const commentCount = shown(comments);
  await tx
    .update(momentPosts)
    .set({ likeCount, commentCount, hot: hotSql(likeCount, commentCount) })
    .where(
      inArray(
        momentPosts.id,
        posts.map((post) => post.id),
      ),
    );
}
