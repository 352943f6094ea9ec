import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { POST_TARGET_KIND, type Post, type PostKind } from '../contract.ts';
import type { ReportReason } from '#features/moderation/contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable, Transaction } from '#server/db/client.ts';
import { comments, likes, momentHides, momentMedia, momentPosts } from '#server/db/schema/index.ts';
import { dropOpenReports, fileReport } from '#features/moderation/server/reports.ts';
import { assertMayPublish } from '#features/moderation/server/restrictions.ts';
import { placeDirectory } from '#features/trips/server/places.ts';
import { fieldError } from './errors.ts';
import { removeFiles } from './images.ts';
import { derivedColumns } from './derived-columns.ts';
import { countTags } from './tags.ts';
import { selectPosts, toPosts, type Reader } from './views.ts';
import { visibleTo } from './visibility.ts';

/*
 * Writing, reading and removing one post (decision 0048). A post is text, tags, an optional place
 * of the catalogue and the caller's uploads: 1–10 images make a photo post, one video a reel. Every
 * check runs before the one transaction that stores the post, so a refused post stores nothing.
 */

export interface NewPost {
  text: string;
  tags: string[];
  placeSlug?: string | undefined;
  uploadIds: string[];
  language: Locale;
  demo?: boolean;
  createdAt?: Date;
}

/** Refuses what no post may be, before anything is read or written: empty, or on a place the catalogue lacks. */
export async function checkNewPost(post: NewPost, locale: Locale): Promise<void> {
  if (post.text === '' && post.uploadIds.length === 0) throw fieldError(locale, 'data.text', 'empty');
  if (new Set(post.uploadIds).size !== post.uploadIds.length) throw fieldError(locale, 'data.uploadIds', 'uploads');
  if (post.placeSlug && !(await placeDirectory(locale)).has(post.placeSlug))
    throw fieldError(locale, 'data.placeSlug', 'unknownPlace', { place: post.placeSlug });
}

/**
 * Stores the post in `tx` with its tags, and makes the caller's uploads its media. Uploads must be
 * the author's own and in no post yet (locked, so two posts cannot take the same upload, and a
 * video whose transcoding ends meanwhile settles before or after the post, never beside it: the
 * post copies its status, media.ts's settleVideo takes the same lock first).
 */
export async function insertPost(tx: Transaction, authorId: string, post: NewPost, locale: Locale): Promise<string> {
  await assertMayPublish(tx, authorId);
  const media =
    post.uploadIds.length === 0
      ? []
      : await tx
          .select({ id: momentMedia.id, kind: momentMedia.kind, status: momentMedia.status })
          .from(momentMedia)
          .where(
            and(inArray(momentMedia.id, post.uploadIds), eq(momentMedia.ownerId, authorId), isNull(momentMedia.postId)),
          )
          .for('update');
  if (media.length !== post.uploadIds.length) throw fieldError(locale, 'data.uploadIds', 'uploads');
  const videos = media.filter((m) => m.kind === 'video');
  if (videos.length > 0 && media.length > 1) throw fieldError(locale, 'data.uploadIds', 'mixedMedia');
  const kind: PostKind = videos.length > 0 ? 'reel' : 'photo';
  const createdAt = post.createdAt ?? new Date();
  const tags = [...new Set(post.tags)];
  const [row] = await tx
    .insert(momentPosts)
    .values({
      authorId,
      kind,
      status: videos[0]?.status ?? 'ready',
      text: post.text,
      language: post.language,
      placeSlug: post.placeSlug ?? null,
      tags,
      ...(await derivedColumns({ ...post, tags, likeCount: 0, commentCount: 0, createdAt })),
      demo: post.demo ?? false,
      createdAt,
    })
    .returning({ id: momentPosts.id });
  if (!row) throw new ApiError('INTERNAL_ERROR');
  await countTags(tx, tags, 1);
  for (const [position, id] of post.uploadIds.entries())
    await tx.update(momentMedia).set({ postId: row.id, position }).where(eq(momentMedia.id, id));
  return row.id;
}

/** One post as the reader may see it; NOT_FOUND when it does not exist for them (hidden, blocked, deleted). */
export async function readPost(db: Queryable, id: string, reader: Reader): Promise<Post> {
  const rows = await selectPosts(db, and(eq(momentPosts.id, id), visibleTo(reader.viewerId)));
  const [post] = await toPosts(db, rows, reader);
  if (!post) throw new ApiError('NOT_FOUND');
  return post;
}

/** The author's own post, locked for a change; someone else's is FORBIDDEN, a missing one NOT_FOUND. */
async function ownPost(tx: Transaction, id: string, userId: string) {
  const [row] = await tx.select().from(momentPosts).where(eq(momentPosts.id, id)).for('update');
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.authorId !== userId) throw new ApiError('FORBIDDEN');
  return row;
}

/**
 * Deletes the author's post with everything attached to it (media rows, tags, likes, comments,
 * hides, open reports), then its files once the rows are gone: a failure before the commit keeps both.
 */
export async function deletePost(tx: Transaction, id: string, userId: string): Promise<() => Promise<void>> {
  const post = await ownPost(tx, id, userId);
  await dropOpenReports(tx, 'post', id);
  return erasePost(tx, post);
}

/**
 * Deletes a post locked by the caller, as its author's deletion does, for a moderator's removal
 * too (decision 0089); answers the removal of its files, to run after the commit.
 */
export async function erasePost(
  tx: Transaction,
  post: Pick<typeof momentPosts.$inferSelect, 'id' | 'tags' | 'status'>,
): Promise<() => Promise<void>> {
  const id = post.id;
  const files = await tx.select({ files: momentMedia.files }).from(momentMedia).where(eq(momentMedia.postId, id));
  const target = (table: typeof likes | typeof comments) =>
    and(eq(table.targetKind, POST_TARGET_KIND), eq(table.targetSlug, id));
  await tx.delete(likes).where(target(likes));
  await tx.delete(comments).where(target(comments));
  await tx.delete(momentPosts).where(eq(momentPosts.id, id));
  // A hidden post's tags were uncounted when it was hidden.
  if (post.status !== 'hidden') await countTags(tx, post.tags, -1);
  return () => removeFiles(files.flatMap((f) => f.files));
}

/** A post the reader can see (its author), or NOT_FOUND: hiding or reporting needs nothing more. */
async function requireVisible(db: Queryable, id: string, viewerId: string): Promise<string> {
  const [row] = await db
    .select({ authorId: momentPosts.authorId })
    .from(momentPosts)
    .where(
      and(
        eq(momentPosts.id, id),
        or(eq(momentPosts.status, 'ready'), and(eq(momentPosts.authorId, viewerId), ne(momentPosts.status, 'hidden'))),
      ),
    );
  if (!row) throw new ApiError('NOT_FOUND');
  return row.authorId;
}

export async function hidePost(db: Queryable, id: string, userId: string, hidden: boolean): Promise<void> {
  if (!hidden) {
    await db.delete(momentHides).where(and(eq(momentHides.userId, userId), eq(momentHides.postId, id)));
    return;
  }
  await requireVisible(db, id, userId);
  await db.insert(momentHides).values({ userId, postId: id }).onConflictDoNothing();
}

/** One report per reporter and post, for the moderation queue (decision 0089). */
export async function reportPost(
  db: Queryable,
  report: { id: string; reason: ReportReason; note: string },
  userId: string,
): Promise<void> {
  const authorId = await requireVisible(db, report.id, userId);
  await fileReport(db, { kind: 'post', itemId: report.id, authorId, reporterId: userId, ...report });
}
