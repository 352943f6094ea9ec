import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { loggableError } from '#server/api/log-error.ts';
import { getDatabase } from '#server/db/client.ts';
import { momentMedia } from '#server/db/schema/index.ts';
import type { Attempt, JobDefinition } from '#server/jobs/queue.ts';
import { masterPlaylist, segmentsOf, type Rendition } from '#server/media/hls.ts';
import { fileStorage } from '#server/services/storage/index.ts';
import { settleVideo } from '../media.ts';
import {
  FfmpegTimedOut,
  ffmpegAvailable,
  longerThanAReel,
  probeVideo,
  READ_CAP_SECONDS,
  runFfmpeg,
  type Probe,
} from './ffmpeg.ts';

/*
 * A reel's transcoding (decision 0053): the original video, kept in the upload storage, becomes
 * HLS renditions (240p and 480p, fMP4 segments of 2 s, with sound when it has some), a master
 * playlist and a WebP poster, stored beside it under a folder of this attempt. The media turns
 * `ready` (and its post with it) in media.ts's settleVideo, guarded on `processing`, so a job that
 * runs twice (a process killed after the work, before pg-boss noted it) completes once: the later
 * run finds it ready and stops. Nothing about the original is trusted (decision 0070): ffmpeg reads
 * at most READ_CAP_SECONDS of it and is killed past its time, and the reel's length is what the
 * renditions hold, so a video that runs longer than a reel fails however its header was written.
 */

export const REEL_JOBS = { transcode: 'moments.transcode' } as const;

/** The renditions, by the picture's short side (a phone's portrait video keeps its shape). */
export const REEL_RENDITIONS = [
  { name: '240p', shortSide: 240, bitrate: 400_000 },
  { name: '480p', shortSide: 480, bitrate: 1_100_000 },
] as const;
const SEGMENT_SECONDS = 2;
const FPS = 30;
/** The poster's longer side at most, in pixels. */
const POSTER_MAX = 1280;

/** Why a video could not be transcoded, as message keys of the api namespace (shown to its author). */
export const REEL_FAILURES = {
  unreadable: 'reels.failed.unreadable',
  tooLong: 'reels.failed.tooLong',
  tooSlow: 'reels.failed.tooSlow',
  unavailable: 'reels.failed.unavailable',
  internal: 'reels.failed.internal',
} as const;

/** A picture size scaled so its short side is `short`, both sides even (H.264 needs even sizes). */
export function scaledSize(width: number, height: number, short: number): { width: number; height: number } {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return width <= height
    ? { width: even(short), height: even((height * short) / width) }
    : { width: even((width * short) / height), height: even(short) };
}

/** The type a stored HLS file is served with. */
export const contentTypeOf = (file: string) =>
  file.endsWith('.m3u8')
    ? 'application/vnd.apple.mpegurl'
    : file.endsWith('.m4s')
      ? 'video/iso.segment'
      : file.endsWith('.mp4')
        ? 'video/mp4'
        : 'image/webp';

/** Encodes every rendition in one ffmpeg run (the video is decoded once) into `dir`. */
async function encodeRenditions(input: string, dir: string, probe: Probe): Promise<Rendition[]> {
  const sizes = REEL_RENDITIONS.map((r) => ({ ...r, ...scaledSize(probe.width, probe.height, r.shortSide) }));
  const split = sizes.map((_, i) => `[s${i}]`).join('');
  const scales = sizes.map((s, i) => `[s${i}]scale=${s.width}:${s.height},format=yuv420p[v${i}]`).join(';');
  // `-t` before `-i` stops reading the input there, sound included.
  const args = [
    '-y',
    '-t',
    String(READ_CAP_SECONDS),
    '-i',
    input,
    '-filter_complex',
    `[0:v]fps=${FPS},split=${sizes.length}${split};${scales}`,
  ];
  for (const [i, s] of sizes.entries()) {
    const target = path.join(dir, s.name);
    await mkdir(target, { recursive: true });
    // prettier-ignore
    args.push(
      '-map', `[v${i}]`, ...(probe.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '96k', '-ac', '2'] : []),
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main',
      '-b:v', String(s.bitrate), '-maxrate', String(Math.round(s.bitrate * 1.3)), '-bufsize', String(s.bitrate * 2),
      // A key frame at every segment edge in every rendition, so a switch of quality lands cleanly.
      '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0',
      '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
      '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4', '-hls_flags', 'independent_segments',
      '-hls_segment_filename', path.join(target, 'seg-%03d.m4s'),
      path.join(target, 'index.m3u8'),
    );
  }
  await runFfmpeg(args);
  return sizes.map((s) => ({
    name: s.name,
    width: s.width,
    height: s.height,
    fps: FPS,
    ...(probe.hasAudio ? { audioCodec: 'mp4a.40.2' } : {}),
  }));
}

/** What the renditions hold, in seconds: the longest one's segments, as a player would play them. */
async function producedSeconds(dir: string, renditions: readonly Rendition[]): Promise<number> {
  const lengths = await Promise.all(
    renditions.map(async (r) => {
      const segments = segmentsOf(await readFile(path.join(dir, r.name, 'index.m3u8'), 'utf8'));
      return segments.reduce((sum, segment) => sum + segment.seconds, 0);
    }),
  );
  return Math.max(0, ...lengths);
}

/** A frame a second in (or mid-way through a shorter clip) as the poster, in WebP. */
async function makePoster(input: string, dir: string, probe: Probe): Promise<string> {
  const frame = path.join(dir, 'poster.png');
  const at = Math.min(1, probe.durationSeconds / 2).toFixed(2);
  await runFfmpeg(['-y', '-ss', at, '-i', input, '-frames:v', '1', frame]);
  const poster = path.join(dir, 'poster.webp');
  await sharp(frame)
    .resize(POSTER_MAX, POSTER_MAX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(poster);
  await rm(frame);
  return poster;
}

/** Every file below `dir`, as paths relative to it. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The original's key: the one file a video media owns before it is transcoded. */
const originalOf = (files: readonly string[]) => files.find((key) => key.includes('/original-'));

/**
 * Marks a video (and its post) failed with the reason's key, unless it is ready meanwhile.
 * Exported for the upload path, which gives up at once when ffmpeg is missing.
 */
export async function failReel(mediaId: string, reason: string): Promise<void> {
  await settleVideo(mediaId, { status: 'failed', error: reason });
}

/**
 * Transcodes one video media. Safe to run twice: a media no longer `processing` is left alone; the
 * files of an earlier attempt cut off midway are listed on the media before they are written, so
 * deleting the post removes them too.
 */
export async function transcodeReel(mediaId: string, attempt: Attempt): Promise<void> {
  const db = await getDatabase();
  const [media] = await db.select().from(momentMedia).where(eq(momentMedia.id, mediaId));
  if (!media || media.kind !== 'video' || media.status !== 'processing') return;
  const original = originalOf(media.files);
  if (!original) return failReel(mediaId, REEL_FAILURES.internal);
  if (!(await ffmpegAvailable())) {
    if (attempt.last) await failReel(mediaId, REEL_FAILURES.unavailable);
    throw new Error('ffmpeg is not available; the queue retries');
  }
  console.info(JSON.stringify({ level: 'info', msg: 'reel transcoding', mediaId, attempt: attempt.retryCount }));
  const work = await mkdtemp(path.join(tmpdir(), 'nvt-reel-'));
  try {
    const input = path.join(work, 'original');
    const storage = fileStorage();
    await storage.getFile(original, input);
    const probe = await probeVideo(input);
    if (!probe) return await failReel(mediaId, REEL_FAILURES.unreadable);
    const out = path.join(work, 'hls');
    await mkdir(out);
    const renditions = await encodeRenditions(input, out, probe).catch(async (error: unknown) => {
      // A file ffprobe read but ffmpeg cannot decode, or not in its time, stays so: retrying would not help.
      await failReel(mediaId, error instanceof FfmpegTimedOut ? REEL_FAILURES.tooSlow : REEL_FAILURES.unreadable);
      throw error;
    });
    const seconds = await producedSeconds(out, renditions);
    if (longerThanAReel(seconds)) {
      console.info(JSON.stringify({ level: 'info', msg: 'reel too long', mediaId, producedSeconds: seconds }));
      return await failReel(mediaId, REEL_FAILURES.tooLong);
    }
    await writeFile(path.join(out, 'master.m3u8'), masterPlaylist(out, renditions));
    await makePoster(input, out, probe);

    // This attempt's own folder: a retry never overwrites files a browser may have cached.
    const prefix = `${original.slice(0, original.lastIndexOf('/'))}/hls-${crypto.randomUUID().slice(0, 8)}`;
    const files = (await filesBelow(out)).sort();
    const keys = files.map((file) => `${prefix}/${file.split(path.sep).join('/')}`);
    await db
      .update(momentMedia)
      .set({
        files: sql`${momentMedia.files} || array[${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]`,
      })
      .where(eq(momentMedia.id, mediaId));
    for (const [i, file] of files.entries())
      await storage.putFile(keys[i] ?? '', path.join(out, file), contentTypeOf(file));

    await settleVideo(mediaId, {
      status: 'ready',
      error: null,
      width: probe.width,
      height: probe.height,
      durationMs: Math.round(seconds * 1000),
      hlsKey: `${prefix}/master.m3u8`,
      posterKey: `${prefix}/poster.webp`,
    });
    console.info(JSON.stringify({ level: 'info', msg: 'reel transcoded', mediaId, files: keys.length }));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'reel transcoding failed', mediaId, ...loggableError(error) }));
    if (attempt.last) await failReel(mediaId, REEL_FAILURES.internal);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The queue's job: retried twice (with backoff), beating so a killed worker's job is taken up again. */
export const transcodeJob: JobDefinition<{ mediaId?: string }> = {
  name: REEL_JOBS.transcode,
  retryLimit: 2,
  heartbeatSeconds: 10,
  expireInSeconds: 15 * 60,
  work: async ({ mediaId }, attempt) => {
    if (typeof mediaId === 'string') await transcodeReel(mediaId, attempt);
  },
};

export const reelJobs = [transcodeJob];
