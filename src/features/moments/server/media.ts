import { and, eq, isNull, lt } from 'drizzle-orm';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { getDatabase } from '#server/db/client.ts';
import { momentMedia, momentPosts } from '#server/db/schema/index.ts';
import { removeFiles, storeImage } from './images.ts';

/*
 * Uploads: a picture (here) or a video (the reels pipeline) becomes a media row of its owner the
 * moment its files are stored, and part of a post when the post is created. The files are written
 * first and the row after: a failure in between deletes the files, so nothing is half-stored.
 */

/** Uploads never put in a post are deleted after this long (drafts live in the browser meanwhile). */
export const UNUSED_UPLOAD_TTL_MS = 24 * 3600 * 1000;

export async function createImageUpload(ownerId: string, bytes: Uint8Array) {
  const id = crypto.randomUUID();
  const image = await storeImage(id, bytes);
  try {
    const db = await getDatabase();
    const [row] = await db
      .insert(momentMedia)
      .values({ id, ownerId, kind: 'image', status: 'ready', ...image })
      .returning();
    if (!row) throw new Error('the upload row was not stored');
    return row;
  } catch (error) {
    await removeFiles(image.files);
    throw error;
  }
}

/**
 * One upload of this owner, optionally of one kind, or NOT_FOUND: someone else's upload reads as
 * missing, so its existence is not revealed.
 */
export async function readOwnUpload(
  db: Queryable,
  id: string,
  ownerId: string,
  kind?: (typeof momentMedia.$inferSelect)['kind'],
) {
  const [row] = await db
    .select()
    .from(momentMedia)
    .where(
      and(eq(momentMedia.id, id), eq(momentMedia.ownerId, ownerId), kind ? eq(momentMedia.kind, kind) : undefined),
    );
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** What a video becomes when its transcoding ends: ready with its stream, or failed with a reason. */
export type VideoOutcome = Partial<typeof momentMedia.$inferInsert> & { status: 'ready' | 'failed' };

/**
 * Moves a video out of `processing`, and its post with it (a reel is visible to others once its
 * video is ready). The media row is locked first, as posts/create locks it before copying its
 * status into a new post: whichever runs second sees what the first committed, so a post created
 * while its video finishes never keeps a stale `processing`. Answers false when the video was no
 * longer processing (a job run twice settles it once).
 */
export async function settleVideo(mediaId: string, outcome: VideoOutcome): Promise<boolean> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const [media] = await tx
      .select({ kind: momentMedia.kind, status: momentMedia.status, postId: momentMedia.postId })
      .from(momentMedia)
      .where(eq(momentMedia.id, mediaId))
      .for('update');
    if (media?.kind !== 'video' || media.status !== 'processing') return false;
    await tx.update(momentMedia).set(outcome).where(eq(momentMedia.id, mediaId));
    if (media.postId)
      // A post a moderator hid meanwhile stays hidden (decision 0089).
      await tx
        .update(momentPosts)
        .set({ status: outcome.status })
        .where(and(eq(momentPosts.id, media.postId), eq(momentPosts.status, 'processing')));
    return true;
  });
}

/** Deletes uploads older than the TTL that no post took, with their files. Answers how many. */
export async function sweepUnusedUploads(now = new Date()): Promise<number> {
  const db = await getDatabase();
  const gone = await db
    .delete(momentMedia)
    .where(and(isNull(momentMedia.postId), lt(momentMedia.createdAt, new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS))))
    .returning({ files: momentMedia.files });
  await removeFiles(gone.flatMap((g) => g.files));
  return gone.length;
}
