import type { ReelStatus } from '../../reels-contract.ts';
import type { momentMedia } from '#server/db/schema/index.ts';
import { mediaView, type Reader } from '../views.ts';

/** A reel's transcoding as its author sees it: the media's view (the reason worded for them) and its post. */
export function reelStatusOf(row: typeof momentMedia.$inferSelect, reader: Reader): ReelStatus {
  const media = mediaView(row, reader);
  return {
    id: row.id,
    status: row.status,
    postId: row.postId,
    hlsUrl: media.hlsUrl,
    posterUrl: media.posterUrl,
    durationMs: row.durationMs,
    error: media.error,
  };
}
