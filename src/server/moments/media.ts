import { and, eq, isNull, lt } from 'drizzle-orm';
import { ApiError } from '../api/codes.ts';
import type { Queryable } from '../db/client.ts';
import { getDatabase } from '../db/client.ts';
import { momentMedia, momentPosts } from '../db/schema/index.ts';
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

/**
 * After a video's status changed (transcoded or failed), its post follows it: a reel is visible to
 * others once its video is ready.
 */
export async function mediaSettled(tx: Queryable, mediaId: string): Promise<void> {
  const [media] = await tx.select().from(momentMedia).where(eq(momentMedia.id, mediaId));
  if (!media?.postId || media.kind !== 'video') return;
  await tx.update(momentPosts).set({ status: media.status }).where(eq(momentPosts.id, media.postId));
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
