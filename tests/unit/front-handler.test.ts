import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor } from '#server/http/cache-policy.ts';
import { createFrontHandler, safeRequestUrl } from '#server/http/front-handler.ts';

let server: Server;
let base: string;
const seenByAstro: string[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'front-'));
  const html = '<!doctype html><p>' + 'Xin chào '.repeat(300) + '</p>';
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(html));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'app.Ab12.js'), 'export{}');
  writeFileSync(join(dir, 'master.m3u8'), '#EXTM3U\n');
  server = createServer(
    createFrontHandler(dir, (req, res) => {
      seenByAstro.push(req.url ?? '');
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end('<p>' + 'not found '.repeat(300) + '</p>');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' });

describe('front handler', () => {
  it('asks for HTTPS only (HSTS) on answers the trusted proxy received over HTTPS', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
    const behindProxy = createServer(
      createFrontHandler(mkdtempSync(join(tmpdir(), 'front-hsts-')), (_req, res) => res.end(), undefined, {
        trustProxy: true,
      }),
    );
    await new Promise<void>((resolve) => behindProxy.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(behindProxy.address() as AddressInfo).port}`;
      const hsts = async (proto: string) =>
        (await fetch(`${origin}/`, { headers: { 'x-forwarded-proto': proto } })).headers.get(
          'strict-transport-security',
        );
      expect(await hsts('https')).toBe('max-age=31536000; includeSubDomains');
      expect(await hsts('http')).toBeNull();
    } finally {
      await new Promise<void>((resolve) => behindProxy.close(() => resolve()));
    }
  });

  it('names the type of an HLS playlist, which sirv leaves empty', async () => {
    const response = await get('/master.m3u8');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
  });

  it('applies route rules before any file, keeping the locale', async () => {
    const response = await get('/en/tin-tuc/hue?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/news/hue?x=1');
  });

  it('lets an external rule leave the site', async () => {
    const response = await get('/official-tourism');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^https:\/\//);
  });

  it('sends an en cookie from / to /en/ before any Vietnamese, uncached', async () => {
    const response = await get('/', { cookie: 'lang=en' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('Cookie');
  });

  it('serves the precompressed home page to a cookieless crawler, varying on cookie', async () => {
    const response = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await response.text()).toContain('Xin chào');
  });

  it('caches hashed assets for good and sends security headers', async () => {
    const response = await get('/_astro/app.Ab12.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('hands unknown paths to Astro, compressed', async () => {
    const response = await get('/nope', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('turns a malformed percent-encoding into a literal path for the 404 page', async () => {
    const response = await get('/news/%E0%A4%A');
    expect(response.status).toBe(404);
    expect(seenByAstro.at(-1)).toBe('/news/%25E0%25A4%25A');
    expect(safeRequestUrl('/news/h%C3%BA')).toBe('/news/h%C3%BA');
  });
});

describe('cache policy', () => {
  it('revalidates HTML and the build marker', () => {
    expect(cacheControlFor('/en/')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/about-privacy')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/build.json')).toBe('no-cache');
    // A new build's service worker and manifests are seen at the next check (decision 0045).
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/firebase-messaging-sw.js')).toBe('no-cache');
    expect(cacheControlFor('/en/manifest.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=3600');
  });
});
