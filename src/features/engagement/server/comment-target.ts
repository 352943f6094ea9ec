import { and, eq, isNull, not } from 'drizzle-orm';
import { getDatabase, type Queryable } from '#server/db/client.ts';
import { comments } from '#server/db/schema/index.ts';
import { blockedBetween } from '#server/social/blocks.ts';
import { isShownOn } from './shown.ts';
import { targetExists, type TargetResolver } from './targets.ts';

/**
 * A comment is a target too: a comment on a comment is a reply, and a like on it reaches its
 * writer. The slug is the comment's id. It exists for a reader who sees it in its list: it is
 * shown on what it comments on (shown.ts), its writer and the reader are not blocked either way,
 * and what it comments on exists for the reader, and no moderator hid it (decision 0089). The
 * composition root registers it as the kind `comments`.
 */
export const commentTarget: TargetResolver = {
  exists: async (slug, viewerId) => {
    const db = await getDatabase();
    const comment = await commentById(db, slug, viewerId);
    if (!comment) return false;
    const on = { kind: comment.targetKind, slug: comment.targetSlug };
    return (await isShownOn(db, on, comment.userId)) && targetExists(on.kind, on.slug, viewerId);
  },
  owner: async (slug, db) => {
    const comment = await commentById(db, slug);
    return (
      comment && {
        userId: comment.userId,
        link: `/${comment.targetKind}/${comment.targetSlug}/`,
        within: { kind: comment.targetKind, slug: comment.targetSlug },
      }
    );
  },
};

/** The comment with this id; with a reader, only if shown: not hidden, its writer and they not blocked either way. */
async function commentById(db: Queryable, id: string, viewerId?: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.id, id),
        viewerId ? and(not(blockedBetween(viewerId, comments.userId)), isNull(comments.hiddenAt)) : undefined,
      ),
    );
  return row;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
