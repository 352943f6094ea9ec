import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { REEL_LIMITS } from '../../reels-contract.ts';
import { serverConfig } from '#server/config.ts';

/*
 * ffmpeg and ffprobe, Debian's packages (`apt-get install -y ffmpeg`), run as child processes. The
 * server starts without them: reels then answer REELS_UNAVAILABLE and the create page says so.
 */

const run = promisify(execFile);

const available = new Map<string, Promise<boolean>>();

/** Whether both programs answer; asked once per process (and per configured path). */
export function ffmpegAvailable(): Promise<boolean> {
  const { ffmpeg, ffprobe } = serverConfig.ffmpeg;
  const key = `${ffmpeg}\n${ffprobe}`;
  let answer = available.get(key);
  if (!answer) {
    answer = Promise.all([
      run(ffmpeg, ['-version'], { timeout: 10_000 }),
      run(ffprobe, ['-version'], { timeout: 10_000 }),
    ]).then(
      () => true,
      () => false,
    );
    available.set(key, answer);
  }
  return answer;
}

/**
 * The most of any video that is read or decoded, in seconds: a reel's limit and a little, so a
 * video just over the limit is seen to be over it. Whatever its header claims, nothing past this
 * is ever looked at (decision 0070).
 */
export const READ_CAP_SECONDS = REEL_LIMITS.maxSeconds + 2;

/** Whether a length is over a reel's: containers round up a little, so a 60.0 s clip may read as 60.02 s. */
export const longerThanAReel = (seconds: number) => seconds > REEL_LIMITS.maxSeconds + 0.5;

export interface Probe {
  /** The longer of the header's duration and the packets' (read up to READ_CAP_SECONDS). */
  durationSeconds: number;
  width: number;
  height: number;
  /** Degrees the player must turn the picture (phones record portrait as rotated landscape). */
  rotation: number;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  side_data_list?: { rotation?: number }[];
  tags?: { rotate?: string };
}

/**
 * How far the video's and its sound's packets run, up to READ_CAP_SECONDS: demuxed into nothing,
 * never decoded (tens of milliseconds for a clip, bounded by the file's size and the cap). This is
 * what a decoder will play; a container's duration is only what the file says of itself.
 */
async function packetSeconds(file: string): Promise<number | undefined> {
  // prettier-ignore
  const { stdout } = await run(
    serverConfig.ffmpeg.ffmpeg,
    [
      '-hide_banner', '-nostdin', '-v', 'error', '-i', file,
      '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-t', String(READ_CAP_SECONDS),
      '-f', 'null', '-progress', 'pipe:1', '-nostats', '-',
    ],
    { timeout: 30_000, maxBuffer: 1024 * 1024 },
  );
  const reports = [...stdout.matchAll(/^out_time_us=(\d+)$/gm)];
  const last = reports.at(-1)?.[1];
  return last === undefined ? undefined : Number(last) / 1_000_000;
}

/**
 * What ffprobe reads in a file: duration, picture size (as shown, rotation applied) and sound; the
 * duration checked against the packets, so a header that claims 20 s for 300 s reads as too long.
 * Undefined when it is not a video ffprobe can read (a renamed file, a truncated one).
 */
export async function probeVideo(file: string): Promise<Probe | undefined> {
  try {
    const { stdout } = await run(
      serverConfig.ffmpeg.ffprobe,
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration:stream=codec_type,width,height:stream_side_data=rotation:stream_tags=rotate',
        '-of',
        'json',
        file,
      ],
      { timeout: 30_000, maxBuffer: 1024 * 1024 },
    );
    const parsed = JSON.parse(stdout) as { format?: { duration?: string }; streams?: ProbeStream[] };
    const video = parsed.streams?.find((s) => s.codec_type === 'video');
    const durationSeconds = Number(parsed.format?.duration);
    if (!video?.width || !video.height || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return undefined;
    const rotation =
      Math.abs(
        Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0),
      ) % 180;
    const turned = rotation === 90;
    const played = await packetSeconds(file);
    if (played === undefined) return undefined;
    return {
      durationSeconds: Math.max(durationSeconds, played),
      width: turned ? video.height : video.width,
      height: turned ? video.width : video.height,
      rotation,
      hasAudio: Boolean(parsed.streams?.some((s) => s.codec_type === 'audio')),
    };
  } catch {
    return undefined;
  }
}

/** An ffmpeg run killed for taking longer than serverConfig.ffmpeg.timeoutMs. */
export class FfmpegTimedOut extends Error {
  override name = 'FfmpegTimedOut';
}

/**
 * Runs ffmpeg with `args`; rejects with the end of its error output, or with FfmpegTimedOut once it
 * ran past the configured time (killed: the one transcoding worker is not held by one video).
 */
export function runFfmpeg(args: string[]): Promise<void> {
  const { ffmpeg, timeoutMs } = serverConfig.ffmpeg;
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new FfmpegTimedOut(`ffmpeg ran past ${timeoutMs} ms and was killed`));
      else if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`));
    });
  });
}
