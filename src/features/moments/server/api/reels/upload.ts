import { reelCalls, REEL_LIMITS, REEL_PATHS, REEL_TYPES } from '../../../reels-contract.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { getDatabase } from '#server/db/client.ts';
import { runOnce } from '#server/db/idempotency.ts';
import { momentMedia } from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { ffmpegAvailable } from '../../reels/ffmpeg.ts';
import { REEL_JOBS } from '../../reels/transcode.ts';
import { receiveVideo, VideoRefused } from '../../reels/upload.ts';
import { spendUpload } from '../../upload-budget.ts';
import { mediaView } from '../../views.ts';
import { fileStorage } from '#server/services/storage/index.ts';
import { ApiError, type ApiCode } from '#server/api/codes.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';

/** The answer code of each refusal; the message says which rule, in the caller's language. */
const REFUSALS: Record<VideoRefused['reason'], ApiCode> = {
  tooLarge: 'PAYLOAD_TOO_LARGE',
  type: 'UNSUPPORTED_MEDIA_TYPE',
  unreadable: 'UNSUPPORTED_MEDIA_TYPE',
  tooLong: 'VALIDATION_ERROR',
  incomplete: 'VALIDATION_ERROR',
  empty: 'VALIDATION_ERROR',
};

export const reelUpload = defineRoute({
  ...reelCalls.upload,
  summary:
    `Upload a reel's video as the request body (${REEL_TYPES.join(', ')}; at most ${REEL_LIMITS.maxSeconds} s ` +
    `and ${REEL_LIMITS.maxBytes / 1024 / 1024} MB, checked by content and by its packets, not its header; ` +
    'a budget of uploads per person and window). Answers the upload (a video, `processing` while it is ' +
    'transcoded); `moments/posts/create` with its id makes the reel.',
  auth: 'user',
  body: 'binary',
  idempotent: true,
  handle: async (context) => {
    const { user } = signedIn(context);
    const t = getTranslator(context.locale);
    if (!(await ffmpegAvailable())) throw new ApiError('REELS_UNAVAILABLE');
    // Counted before the body is read: a caller past the budget sends no video to disk or to the queue.
    await spendUpload(await getDatabase(), context.locale, user.id, 'video');
    let video;
    try {
      video = await receiveVideo(context.request);
    } catch (error) {
      if (!(error instanceof VideoRefused)) throw error;
      const values = { seconds: REEL_LIMITS.maxSeconds, megabytes: REEL_LIMITS.maxBytes / 1024 / 1024 };
      throw new ApiError(REFUSALS[error.reason], {
        fields: [{ path: 'video', message: t(`reels:field.${error.reason}`, values) }],
        ...(error.reason === 'tooLarge' ? { limit: REEL_LIMITS.maxBytes } : {}),
        ...(error.reason === 'type' ? { accepted: REEL_TYPES } : {}),
      });
    }
    const storage = fileStorage();
    const id = crypto.randomUUID();
    const original = `moments/${id}/original-${video.sha256.slice(0, 12)}.${video.extension}`;
    try {
      await storage.putFile(original, video.file, video.mime, video.sha256);
    } finally {
      await video.discard();
    }
    const answer = await runOnce(
      {
        owner: user.id,
        key: context.idempotencyKey,
        request: { call: REEL_PATHS.upload, sha256: video.sha256, name: context.input.name ?? '' },
      },
      async (tx) => {
        const [row] = await tx
          .insert(momentMedia)
          .values({
            id,
            ownerId: user.id,
            kind: 'video',
            status: 'processing',
            width: video.probe.width,
            height: video.probe.height,
            durationMs: Math.round(video.probe.durationSeconds * 1000),
            files: [original],
          })
          .returning();
        if (!row) throw new Error('the upload was not stored');
        // In the same transaction: the job exists exactly when the upload does.
        await sendJob(tx, REEL_JOBS.transcode, { mediaId: id });
        return { upload: mediaView(row, { viewerId: user.id, locale: context.locale }) };
      },
    ).catch(async (error: unknown) => {
      await storage.delete(original).catch(() => undefined);
      throw error;
    });
    // A retry with the same key answers the first upload: this copy of the file is not needed.
    if (answer.upload.id !== id) await storage.delete(original).catch(() => undefined);
    return answer;
  },
});
