import type { ReelStatus } from '../../../lib/api/contract/reels.ts';
import type { Media } from '../../../lib/api/contract/moments.ts';
import type { momentMedia } from '../../db/schema/index.ts';
import { fileStorage } from '../../services/storage/index.ts';

type MediaRow = typeof momentMedia.$inferSelect;

/**
 * A reel's transcoding as its author sees it. `error` is stored as a message key (the reason the
 * job gave up) and worded here in the caller's language.
 */
export function reelStatusOf(row: MediaRow, t: (key: string) => string): ReelStatus {
  const storage = fileStorage();
  return {
    id: row.id,
    status: row.status,
    postId: row.postId,
    hlsUrl: row.hlsKey ? storage.publicUrl(row.hlsKey) : null,
    posterUrl: row.posterKey ? storage.publicUrl(row.posterKey) : null,
    durationMs: row.durationMs,
    error: row.error ? t(row.error) : null,
  };
}

/** The video as the moments contract's media (an upload answer): no picture widths. */
export function videoMediaOf(row: MediaRow, t: (key: string) => string): Media {
  const status = reelStatusOf(row, t);
  return {
    id: row.id,
    kind: 'video',
    status: row.status,
    width: row.width,
    height: row.height,
    variants: [],
    src: status.posterUrl,
    posterUrl: status.posterUrl,
    hlsUrl: status.hlsUrl,
    durationMs: row.durationMs,
    error: status.error,
  };
}
