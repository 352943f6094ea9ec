import { z } from 'astro/zod';
import { LOCALES } from '#lib/i18n/locales.ts';
import { defineCall } from '#lib/api/contract/call.ts';
import { mediaSchema } from './contract.ts';

/*
 * Reels (issue 13, decision 0053): one video uploaded as the request body, checked by content and
 * by ffprobe, then transcoded by a job into HLS. The upload answers a moments upload (a `video`
 * media, `processing`); `moments/posts/create` with its id makes the reel; `moments/reels/status`
 * follows the transcoding. Shapes of media and posts are the moments contract's (moments.ts).
 */

export const REEL_LIMITS = {
  /** The largest video, in bytes. */
  maxBytes: 100 * 1024 * 1024,
  /** The longest video, in seconds. */
  maxSeconds: 60,
} as const;

/** Video uploads accepted, recognised by their content (file-type), never by name or header. */
export const REEL_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
/** What the file picker offers (the server checks the content again). */
export const REEL_ACCEPT = '.mp4,.mov,.webm,video/mp4,video/quicktime,video/webm';

export const REEL_PATHS = {
  upload: '/moments/reels/upload',
  status: '/moments/reels/status',
} as const;

/** The upload's query: the file's name (for the author's list) and the request's language. */
export const reelUploadInput = z.object({
  name: z.string().max(200, { message: 'field.reels.name' }).optional(),
});

/** A reel's video by its upload id (the media id; the post's media carries it too). */
export const reelStatusInput = z.object({ id: z.uuid({ message: 'field.moments.upload' }) });

/**
 * Where a video's transcoding is: `processing` (queued or running), `ready` with its stream and
 * poster, or `failed` with the reason in the caller's language. Only its author may ask.
 */
export const reelStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['processing', 'ready', 'failed']),
  postId: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type ReelStatus = z.infer<typeof reelStatusSchema>;

/** The reel calls (decision 0101): the video as the whole body, then its transcoding's progress. */
export const reelCalls = {
  upload: defineCall({
    method: 'POST',
    path: REEL_PATHS.upload,
    input: reelUploadInput.extend({ langCode: z.enum(LOCALES).optional() }),
    answer: z.object({ upload: mediaSchema }),
  }),
  status: defineCall({
    method: 'GET',
    path: REEL_PATHS.status,
    input: reelStatusInput,
    answer: z.object({ reel: reelStatusSchema }),
  }),
};
