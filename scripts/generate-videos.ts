// `npm run videos`: stand-in HLS clips for video entries that have no footage yet (needs ffmpeg).
// The output in public/videos/ is committed: CI and the build have no ffmpeg and never run this.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { generateArtwork } from '#integrations/artwork/generate.ts';
import { masterPlaylist } from '#server/media/hls.ts';
import { RENDITIONS, SEGMENT_SECONDS, VIDEO_FPS } from '#content/videos.ts';

const root = new URL('../', import.meta.url).pathname;
const content = join(root, 'content');
const out = join(root, 'public', 'videos');
const force = process.argv.includes('--force');

/** `duration: 12` from a Markdown file's front matter. */
function durationOf(file: string): number {
  const match = /^duration:\s*(\d+)/m.exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`${file} has no duration`);
  return Number(match[1]);
}

/**
 * A slow pan and zoom over the entry's poster (the same flat-colour scene an editor's photo will
 * replace), fading in and out, so the page's poster is the clip's first frame.
 */
function filterFor(index: number, seconds: number, width: number, height: number): string {
  const frames = seconds * VIDEO_FPS;
  const zoom = index % 2 === 0 ? `1+0.18*on/${frames}` : `1.18-0.18*on/${frames}`;
  const x = index % 3 === 0 ? `(iw-iw/zoom)*on/${frames}` : `(iw-iw/zoom)*(1-on/${frames})`;
  return [
    'scale=2400:1600',
    `zoompan=z='${zoom}':x='${x}':y='(ih-ih/zoom)/2':d=1:s=${width}x${height}:fps=${VIDEO_FPS}`,
    'fade=t=in:st=0:d=0.4',
    `fade=t=out:st=${seconds - 0.5}:d=0.5`,
    'format=yuv420p',
  ].join(',');
}

function encode(slug: string, index: number, poster: string, seconds: number): void {
  const dir = join(out, slug);
  rmSync(dir, { recursive: true, force: true });
  for (const r of RENDITIONS) {
    const target = join(dir, r.name);
    mkdirSync(target, { recursive: true });
    // prettier-ignore
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-loop', '1', '-framerate', String(VIDEO_FPS), '-t', String(seconds), '-i', poster,
      '-vf', filterFor(index, seconds, r.width, r.height),
      '-an', '-c:v', 'libx264', '-profile:v', 'main', '-level:v', r.level, '-preset', 'slow',
      '-b:v', String(r.bitrate), '-maxrate', String(Math.round(r.bitrate * 1.2)), '-bufsize', String(r.bitrate * 2),
      // Key frames exactly every segment in every rendition, so a switch lands on a segment edge.
      '-g', String(SEGMENT_SECONDS * VIDEO_FPS), '-keyint_min', String(SEGMENT_SECONDS * VIDEO_FPS), '-sc_threshold', '0',
      '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
      '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4', '-hls_flags', 'independent_segments',
      '-hls_segment_filename', join(target, 'seg-%03d.m4s'),
      join(target, 'index.m3u8'),
    ]);
  }
  const renditions = RENDITIONS.map((r) => ({ ...r, fps: VIDEO_FPS }));
  writeFileSync(join(dir, 'master.m3u8'), masterPlaylist(dir, renditions));
}

await generateArtwork(content);
const slugs = readdirSync(join(content, 'videos', 'vi'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3))
  .sort();
const work = mkdirSync(join(tmpdir(), `videos-${process.pid}`), { recursive: true }) ?? tmpdir();
let made = 0;
for (const [index, slug] of slugs.entries()) {
  if (!force && existsSync(join(out, slug, 'master.m3u8'))) continue;
  const poster = join(work, `${slug}.png`);
  await sharp(join(content, 'videos', '_images', `${slug}.webp`))
    .png()
    .toFile(poster);
  encode(slug, index, poster, durationOf(join(content, 'videos', 'vi', `${slug}.md`)));
  made++;
  console.log(`videos: ${slug}`);
}
rmSync(work, { recursive: true, force: true });
console.log(`videos: ${made} clip(s) made${made < slugs.length ? ', the rest exist (--force remakes them)' : ''}`);
