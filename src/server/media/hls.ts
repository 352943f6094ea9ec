import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/*
 * HLS playlists as the site publishes them (the videos' stand-in clips, scripts/generate-videos.ts,
 * and the reels' transcoding, src/features/moments/server/reels/transcode.ts): one folder per rendition with
 * `index.m3u8`, `init.mp4` and fMP4 segments, and a master playlist that names each rendition with
 * its measured bandwidth, resolution and codec, so a player picks the right one before loading it.
 */

/** The RFC 6381 codec string of an H.264 init segment, read from its avcC box: `avc1.4d401e`. */
export function codecOf(init: Buffer): string {
  const at = init.indexOf('avcC');
  if (at < 0) throw new Error('no avcC box in the init segment');
  const hex = (offset: number) => (init[at + offset] ?? 0).toString(16).padStart(2, '0');
  return `avc1.${hex(5)}${hex(6)}${hex(7)}`;
}

/** Segment durations and files of a media playlist, in order. */
export function segmentsOf(playlist: string): { seconds: number; uri: string }[] {
  const lines = playlist.split('\n');
  const segments: { seconds: number; uri: string }[] = [];
  lines.forEach((line, i) => {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    const uri = lines[i + 1];
    if (match?.[1] && uri) segments.push({ seconds: Number(match[1]), uri: uri.trim() });
  });
  return segments;
}

export interface Rendition {
  /** Its folder below the master playlist, e.g. `240p`. */
  name: string;
  width: number;
  height: number;
  fps: number;
  /** Extra codecs besides the video's (`mp4a.40.2` when the rendition carries AAC sound). */
  audioCodec?: string;
}

/**
 * The master playlist of renditions already written in `dir` (each `<name>/index.m3u8`): peak and
 * average bandwidth are measured from the segments themselves.
 */
export function masterPlaylist(dir: string, renditions: readonly Rendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const target = join(dir, r.name);
    const segments = segmentsOf(readFileSync(join(target, 'index.m3u8'), 'utf8'));
    const bits = segments.map((s) => statSync(join(target, s.uri)).size * 8);
    const peak = Math.max(...segments.map((s, i) => (bits[i] ?? 0) / Math.max(s.seconds, 0.001)));
    const average =
      bits.reduce((a, b) => a + b, 0) /
      Math.max(
        segments.reduce((a, s) => a + s.seconds, 0),
        0.001,
      );
    const codecs = [codecOf(readFileSync(join(target, 'init.mp4'))), ...(r.audioCodec ? [r.audioCodec] : [])];
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil(peak)},AVERAGE-BANDWIDTH=${Math.ceil(average)},` +
        `RESOLUTION=${r.width}x${r.height},CODECS="${codecs.join(',')}",FRAME-RATE=${r.fps.toFixed(3)}`,
      `${r.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}
