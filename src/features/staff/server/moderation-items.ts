import { and, eq, inArray } from 'drizzle-orm';
import { momentPagePaths, POST_TARGET_KIND } from '#features/moments/contract.ts';
import type { ModeratedItem, ModeratedItemKind } from '#features/moderation/contract.ts';
import type { Queryable, Transaction } from '#server/db/client.ts';
import { comments, momentMedia, momentPosts, reviews, users } from '#server/db/schema/index.ts';
import { uncountComment } from '#features/engagement/server/service.ts';
import { targetOwner, type Target } from '#features/engagement/server/targets.ts';
import { erasePost } from '#features/moments/server/posts.ts';
import { countTags } from '#features/moments/server/tags.ts';
import { fileStorage } from '#server/services/storage/index.ts';

/*
 * What a moderator acts on (decision 0089): a post (photo post or reel), a comment or a review,
 * read whatever readers are shown now, and the two ways of taking it down. Hiding keeps the item
 * (for an appeal, or as evidence) but shows it to nobody, its author included, through the same
 * conditions every read path already filters by: a post's `hidden` status (moments/visibility.ts),
 * a comment's or review's `hidden_at` (engagement/shown.ts). Removing deletes it as its author's
 * deletion would, files included.
 */

export interface ItemRef {
  kind: ModeratedItemKind;
  id: string;
}

/** The page that shows what a comment or review is on, without the locale prefix. */
async function pageOfTarget(db: Queryable, target: Target): Promise<string> {
  if (target.kind === POST_TARGET_KIND) return (await targetOwner(db, target.kind, target.slug))?.link ?? '/moments/';
  return `/${target.kind}/${target.slug}/`;
}

/** The smallest picture of a post's first media: the first image's narrowest variant, or a reel's poster. */
function thumbnailOf(media: { variants: { key: string }[]; posterKey: string | null } | undefined): string | null {
  const key = media?.variants[0]?.key ?? media?.posterKey;
  return key ? fileStorage().publicUrl(key) : null;
}

/** The items as moderators see them, by `kind:id`; one that no longer exists is `gone`, with what its reports knew. */
export async function loadItems(db: Queryable, refs: readonly ItemRef[]): Promise<Map<string, ModeratedItem>> {
  const found = new Map<string, ModeratedItem>();
  const ids = (kind: ModeratedItemKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const author = { id: users.id, fullname: users.fullname };

  const postIds = ids('post');
  if (postIds.length > 0) {
    const posts = await db
      .select({ post: momentPosts, author })
      .from(momentPosts)
      .innerJoin(users, eq(users.id, momentPosts.authorId))
      .where(inArray(momentPosts.id, postIds));
    const media = await db
      .select({ postId: momentMedia.postId, variants: momentMedia.variants, posterKey: momentMedia.posterKey })
      .from(momentMedia)
      .where(and(inArray(momentMedia.postId, postIds), eq(momentMedia.position, 0)));
    for (const { post, author: by } of posts)
      found.set(`post:${post.id}`, {
        kind: 'post',
        id: post.id,
        state: post.status === 'hidden' ? 'hidden' : 'visible',
        text: post.text,
        postKind: post.kind,
        thumbnailUrl: thumbnailOf(media.find((m) => m.postId === post.id)),
        author: by,
        link: momentPagePaths.post(post),
        createdAt: post.createdAt.toISOString(),
      });
  }

  for (const [kind, table] of [
    ['comment', comments],
    ['review', reviews],
  ] as const) {
    const wanted = ids(kind);
    if (wanted.length === 0) continue;
    const rows = await db
      .select({ row: table, author })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(inArray(table.id, wanted));
    for (const { row, author: by } of rows)
      found.set(`${kind}:${row.id}`, {
        kind,
        id: row.id,
        state: row.hiddenAt ? 'hidden' : 'visible',
        text: row.text ?? '',
        ...('rating' in row ? { rating: row.rating } : {}),
        thumbnailUrl: null,
        author: by,
        link: await pageOfTarget(db, { kind: row.targetKind, slug: row.targetSlug }),
        createdAt: row.createdAt.toISOString(),
      });
  }
  return found;
}

/** Locks the item for a decision; undefined when it no longer exists. */
async function lockItem(tx: Transaction, ref: ItemRef) {
  if (ref.kind === 'post') {
    const [post] = await tx.select().from(momentPosts).where(eq(momentPosts.id, ref.id)).for('update');
    return post && { kind: 'post' as const, post, hidden: post.status === 'hidden' };
  }
  const table = ref.kind === 'comment' ? comments : reviews;
  const [row] = await tx
    .select({ kind: table.targetKind, slug: table.targetSlug, userId: table.userId, hiddenAt: table.hiddenAt })
    .from(table)
    .where(eq(table.id, ref.id))
    .for('update');
  return row && { kind: ref.kind, row, hidden: row.hiddenAt !== null };
}

/** Hides the item from every reader, its author included; answers whether it was shown before. */
export async function hideItem(tx: Transaction, ref: ItemRef): Promise<boolean> {
  const item = await lockItem(tx, ref);
  if (!item || item.hidden) return false;
  if (item.kind === 'post') {
    await tx.update(momentPosts).set({ status: 'hidden' }).where(eq(momentPosts.id, ref.id));
    // Search suggests tags with their counts: a hidden post counts no more.
    await countTags(tx, item.post.tags, -1);
    return true;
  }
  if (item.kind === 'comment') {
    await uncountComment(tx, item.row, item.row.userId);
    await tx.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, ref.id));
  } else await tx.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, ref.id));
  return true;
}

/**
 * Deletes the item, as its author could; answers the removal of a post's files, to run once the
 * transaction committed (nothing for a comment or review, or an item already gone).
 */
export async function removeItem(tx: Transaction, ref: ItemRef): Promise<() => Promise<void>> {
  const item = await lockItem(tx, ref);
  if (!item) return async () => undefined;
  if (item.kind === 'post') return erasePost(tx, item.post);
  if (item.kind === 'comment') {
    await uncountComment(tx, item.row, item.row.userId);
    await tx.delete(comments).where(eq(comments.id, ref.id));
  } else await tx.delete(reviews).where(eq(reviews.id, ref.id));
  return async () => undefined;
}
