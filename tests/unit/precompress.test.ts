import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotliQuality, compressBeside } from '../../src/integrations/compress-file.ts';

describe('precompression', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('gives the shared assets brotli 11 and the many pages and the sitemaps a cheaper quality', () => {
    for (const asset of ['_astro/app.css', '_astro/client.js', 'favicon.svg', 'sitemap-index.xml', 'geo-index.json']) {
      expect(brotliQuality(asset)).toBe(11);
    }
    for (const document of ['news/am-thuc-pho-ha-noi/index.html', 'sitemap-0.xml', '/srv/dist/client/sitemap-12.xml'])
      expect(brotliQuality(document)).toBeLessThan(11);
  });

  it('writes .br and .gz that give back the file, and skips files too small to gain', async () => {
    const page = join(dir, 'index.html');
    const body = `<!doctype html><title>Phở</title>${'<p>Hà Nội, Đà Nẵng, 下龙湾</p>'.repeat(200)}`;
    await writeFile(page, body);
    await writeFile(join(dir, 'tiny.css'), 'a{}');

    expect(compressBeside(page)).toBe(true);
    expect(brotliDecompressSync(await readFile(`${page}.br`)).toString()).toBe(body);
    expect(gunzipSync(await readFile(`${page}.gz`)).toString()).toBe(body);
    expect(compressBeside(join(dir, 'tiny.css'))).toBe(false);
  });
});
