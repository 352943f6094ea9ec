import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A WebM that runs `seconds` (a 32×32 frame a second: about 70 KB for 300 s, made by ffmpeg in a
 * fraction of a second), for tests of what the reels believe about a video's length.
 */
export function tinyWebm(seconds: number): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'nvt-lying-video-'));
  try {
    const file = join(dir, 'video.webm');
    // prettier-ignore
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=32x32:rate=1',
      '-t', String(seconds), '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '20k', file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A copy of `webm` whose header claims `seconds`, as a crafted file would: its Duration element
 * (EBML id 0x4489, an 8-byte float in ffmpeg's timecode scale of milliseconds) rewritten.
 */
export function claiming(webm: Buffer, seconds: number): Buffer<ArrayBuffer> {
  // A copy in an ArrayBuffer of its own (Buffer.from may use the shared pool): a request body takes it.
  const bytes = Buffer.alloc(webm.length);
  webm.copy(bytes);
  const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  if (at < 0) throw new Error('no 8-byte Duration element in the WebM');
  bytes.writeDoubleBE(seconds * 1000, at + 3);
  return bytes;
}
