import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontHandler } from '#server/http/front-handler.ts';
import { createPageCache } from '#server/http/page-cache.ts';

/** What the stand-in Astro answers per path, and how often it was asked. */
const PAGES: Record<string, (res: ServerResponse) => void> = {
  '/search': (res) => page(res, { 'Cache-Control': 'public, max-age=300' }),
  '/private': (res) => page(res, { 'Cache-Control': 'private, max-age=300' }),
  '/no-store': (res) => page(res, { 'Cache-Control': 'no-store' }),
  '/cookie': (res) => page(res, { 'Cache-Control': 'public, max-age=300', 'Set-Cookie': 'a=1' }),
  '/by-cookie': (res) => page(res, { 'Cache-Control': 'public, max-age=300', Vary: 'Cookie' }),
  '/json': (res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' });
    res.end(JSON.stringify({ ok: true, pad: 'x'.repeat(2000) }));
  },
};
let rendered: string[] = [];
let clock = 1_000_000;

function page(res: ServerResponse, headers: Record<string, string>) {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
  // Written in two pieces, as a streamed render is.
  res.write('<!doctype html><p>Kết quả ');
  res.end(`${'Hội An '.repeat(400)} #${rendered.length}</p>`);
}

let server: Server;
let base: string;
beforeAll(async () => {
  const handler = createFrontHandler(
    mkdtempSync(join(tmpdir(), 'page-cache-')),
    (req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      rendered.push(req.url ?? '');
      (PAGES[path] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res);
    },
    createPageCache({ maxEntries: 3, now: () => clock }),
  );
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, encoding = 'gzip', method = 'GET') =>
  fetch(base + path, { method, headers: { 'accept-encoding': encoding } });

describe('page cache in the front server', () => {
  it('answers a repeated public page without rendering it again, compressed as first sent', async () => {
    rendered = [];
    const first = await get('/search?q=hoi+an');
    const firstText = await first.text();
    const again = await get('/search?q=hoi+an');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await again.text()).toBe(firstText);
    expect(firstText).toContain('Kết quả Hội An');
    expect(rendered).toEqual(['/search?q=hoi+an']);
    const head = await get('/search?q=hoi+an', 'gzip', 'HEAD');
    expect(head.status).toBe(200);
    expect(rendered).toHaveLength(1);
  });

  it('keeps one copy per URL and per Accept-Encoding', async () => {
    rendered = [];
    await (await get('/search?q=sapa', 'br')).text();
    await (await get('/search?q=sapa', 'gzip')).text();
    await (await get('/search?q=hue', 'br')).text();
    const brotli = await get('/search?q=sapa', 'br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('Hội An');
    expect(rendered).toEqual(['/search?q=sapa', '/search?q=sapa', '/search?q=hue']);
  });

  it('renders again once max-age has passed', async () => {
    rendered = [];
    await (await get('/search?q=dalat')).text();
    clock += 299_000;
    expect((await get('/search?q=dalat')).headers.get('age')).toBe('299');
    clock += 2_000;
    await (await get('/search?q=dalat')).text();
    expect(rendered).toEqual(['/search?q=dalat', '/search?q=dalat']);
  });

  it('never keeps private, no-store, cookie-setting, cookie-varying or non-HTML answers', async () => {
    rendered = [];
    for (const path of ['/private', '/no-store', '/cookie', '/by-cookie', '/json']) {
      await (await get(path)).text();
      await (await get(path)).text();
    }
    expect(rendered).toEqual([
      '/private',
      '/private',
      '/no-store',
      '/no-store',
      '/cookie',
      '/cookie',
      '/by-cookie',
      '/by-cookie',
      '/json',
      '/json',
    ]);
  });

  it('forgets the least recently used page beyond its size', async () => {
    rendered = [];
    for (const q of ['a1', 'a2', 'a3', 'a4', 'a1']) await (await get(`/search?q=${q}`)).text();
    expect(rendered.filter((url) => url === '/search?q=a1')).toHaveLength(2);
  });
});

describe('page cache memory', () => {
  it('keeps all pages together under its byte budget, dropping the least recently used', async () => {
    let renders = 0;
    const cache = createPageCache({ maxTotalBytes: 2_500 });
    const small = createServer(
      createFrontHandler(
        mkdtempSync(join(tmpdir(), 'page-cache-')),
        (_req, res) => {
          renders += 1;
          res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=300' });
          res.end('x'.repeat(1_000));
        },
        cache,
      ),
    );
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
    // Uncompressed, so each page keeps its 1,000 bytes.
    const plain = { headers: { 'accept-encoding': 'identity' } };
    for (const q of ['a', 'b', 'c', 'a']) await (await fetch(`${at}/search?q=${q}`, plain)).text();
    await new Promise<void>((resolve) => small.close(() => resolve()));
    // a and b fit; c pushes a out, so a is rendered again.
    expect(renders).toBe(4);
  });
});
