import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { serverConfig } from '../../config.ts';

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

export interface Probe {
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
 * What ffprobe reads in a file: duration, picture size (as shown, rotation applied) and sound.
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
    return {
      durationSeconds,
      width: turned ? video.height : video.width,
      height: turned ? video.width : video.height,
      rotation,
      hasAudio: Boolean(parsed.streams?.some((s) => s.codec_type === 'audio')),
    };
  } catch {
    return undefined;
  }
}

/** Runs ffmpeg with `args`; rejects with the end of its error output. */
export function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(serverConfig.ffmpeg.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`));
    });
  });
}
