import { and, eq, sql } from 'drizzle-orm';
import { momentPagePaths, POST_TARGET_KIND } from '../../lib/api/contract/moments.ts';
import { getDatabase } from '../db/client.ts';
import { momentPosts } from '../db/schema/index.ts';
import { registerTargetKind } from '../engagement/targets.ts';
import { isUuid } from './cursor.ts';
import { hotSql } from './ranking.ts';
import { visibleTo } from './visibility.ts';

/**
 * Moment posts are engagement targets (kind `post`, slug = the post's id): likes and comments use
 * the engagement calls, and each change moves the post's counts and popularity in the same
 * transaction. `like_count + 1` under the row's lock counts every one of concurrent likes.
 */
registerTargetKind(POST_TARGET_KIND, {
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
});
