import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clockDuration, isoDuration, RENDITIONS, streamPath } from '#content/videos.ts';
import { chooseEngine } from '#components/videos/video-playback.ts';

const root = new URL('../../', import.meta.url).pathname;
const slugs = readdirSync(join(root, 'content/videos/vi')).map((f) => f.replace(/\.md$/, ''));

describe('video helpers', () => {
  it('writes durations for JSON-LD and for people', () => {
    expect(isoDuration(12)).toBe('PT12S');
    expect(isoDuration(75)).toBe('PT1M15S');
    expect(isoDuration(120)).toBe('PT2M');
    expect(isoDuration(0)).toBe('PT0S');
    expect(clockDuration(75)).toBe('1:15');
    expect(clockDuration(9)).toBe('0:09');
  });

  it('plays with hls.js where MSE exists, natively where only HLS plays, else not at all', () => {
    // Chromium answers "maybe" for HLS too: MSE must win so the quality can follow the bandwidth.
    expect(chooseEngine(true, true)).toBe('hls.js');
    expect(chooseEngine(true, false)).toBe('hls.js');
    expect(chooseEngine(false, true)).toBe('native');
    expect(chooseEngine(false, false)).toBeUndefined();
  });
});

describe('the committed HLS media (npm run videos)', () => {
  it('has at least six videos', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(6);
  });

  for (const slug of slugs) {
    it(`${slug}: every rendition, as long as the entry says, in 2 s segments that exist`, () => {
      const dir = join(root, 'public', streamPath(slug), '..');
      const master = readFileSync(join(root, 'public', streamPath(slug)), 'utf8');
      const variants = [...master.matchAll(/#EXT-X-STREAM-INF:([^\n]+)\n([^\n]+)/g)];
      expect(variants.map(([, , uri]) => uri)).toEqual(RENDITIONS.map((r) => `${r.name}/index.m3u8`));
      const duration = Number(
        /^duration:\s*(\d+)/m.exec(readFileSync(join(root, 'content/videos/vi', `${slug}.md`), 'utf8'))?.[1],
      );
      const bandwidths: number[] = [];
      for (const [i, [, attributes = '', uri = '']] of variants.entries()) {
        const rendition = RENDITIONS[i];
        expect(attributes).toContain(`RESOLUTION=${rendition?.width}x${rendition?.height}`);
        expect(attributes).toMatch(/CODECS="avc1\.[0-9a-f]{6}"/);
        bandwidths.push(Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(attributes)?.[1]));
        const playlist = readFileSync(join(dir, uri), 'utf8');
        expect(playlist).toContain('#EXT-X-ENDLIST');
        const segments = [...playlist.matchAll(/#EXTINF:([\d.]+),\n([^\n]+)/g)];
        const total = segments.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
        expect(Math.abs(total - duration)).toBeLessThan(0.5);
        for (const [, seconds, file = ''] of segments) {
          expect(Number(seconds)).toBeLessThanOrEqual(2.01);
          expect(existsSync(join(dir, uri, '..', file))).toBe(true);
        }
        expect(existsSync(join(dir, uri, '..', 'init.mp4'))).toBe(true);
      }
      // Adaptive only if the renditions differ in weight: each one at least twice the one below.
      for (let i = 1; i < bandwidths.length; i++) {
        expect(bandwidths[i]).toBeGreaterThan(2 * (bandwidths[i - 1] ?? Infinity));
      }
    });
  }
});
