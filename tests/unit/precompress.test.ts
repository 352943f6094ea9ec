import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brotliQuality, compressBeside } from '#integrations/compress-file.ts';
import { precompress } from '#integrations/precompress.ts';

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

  it('compresses the build while a folder is still being written, then that folder, and fails with it', async () => {
    const page = `<!doctype html><title>Hội An</title>${'<p>Phố cổ Hội An</p>'.repeat(200)}`;
    await writeFile(join(dir, 'index.html'), page);
    await mkdir(join(dir, 'pagefind'));
    let finish = () => {};
    const written = new Promise<void>((resolve) => (finish = resolve));
    const logger = { info: vi.fn() } as unknown as AstroIntegrationLogger;
    const done = async (folder: Promise<void>) =>
      precompress([{ folder: 'pagefind', written: folder }]).hooks['astro:build:done']?.({
        dir: pathToFileURL(`${dir}/`),
        logger,
      } as never);

    const building = done(written);
    await vi.waitFor(() => expect(existsSync(join(dir, 'index.html.br'))).toBe(true));
    // Written only now, as Pagefind writes its entry file at the end: compressed all the same.
    await writeFile(join(dir, 'pagefind', 'pagefind-entry.json'), JSON.stringify({ languages: page }));
    finish();
    await building;
    expect(existsSync(join(dir, 'pagefind', 'pagefind-entry.json.br'))).toBe(true);

    await expect(done(Promise.reject(new Error('Pagefind: no pages')))).rejects.toThrow('Pagefind: no pages');
  });
});
