import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { ROUTE_RULES } from '#config/route-rules.ts';
import { homeRedirectFor } from '#lib/i18n/locale-gate.ts';
import { redirectFor } from '#lib/redirects.ts';
import { cacheControlFor, HSTS, overHttps, SECURITY_HEADERS } from './cache-policy.ts';
import { createPageCache } from './page-cache.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Makes a request path safe to route: a percent sequence that is not valid UTF-8 would make the
 * adapter answer 400, so its `%` signs are escaped and the literal path reaches the 404 page.
 */
export function safeRequestUrl(url: string): string {
  try {
    decodeURI(url);
    return url;
  } catch {
    return url.replace(/%/g, '%25');
  }
}

/**
 * The process's request handler, in front of Astro: route rules and the home-page language
 * gate first (they must also cover prerendered pages, which Astro's middleware never sees), then
 * the built files with their precompressed variants, then pages rendered on demand that a shared
 * cache may keep (page-cache.ts), then Astro itself with compression.
 */
export function createFrontHandler(
  clientDir: string,
  astro: Handler,
  pages = createPageCache(),
  options: { trustProxy?: boolean } = {},
): Handler {
  const compress = compression({ threshold: 1024 });
  const statics = sirv(clientDir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      // sirv knows no type for HLS playlists; with nosniff, Safari's own player needs it spelled out.
      if (pathname.endsWith('.m3u8')) res.setHeader('Content-Type', 'application/vnd.apple.mpegurl');
      // The home page depends on the lang cookie: shared caches must keep one copy per cookie.
      if (pathname === '/') res.setHeader('Vary', 'Accept-Encoding, Cookie');
    },
  });

  return (req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (overHttps(req.headers['x-forwarded-proto'], options.trustProxy ?? false))
      res.setHeader('Strict-Transport-Security', HSTS);
    req.url = safeRequestUrl(req.url ?? '/');
    const url = new URL(req.url, 'http://localhost');

    const rule = redirectFor(url.pathname, url.search, ROUTE_RULES);
    const home = rule ? undefined : homeRedirectFor(url.pathname, req.headers.cookie);
    if (rule || home) {
      res.writeHead(rule?.status ?? 302, {
        Location: rule?.location ?? home,
        'Cache-Control': rule ? 'public, max-age=3600' : 'private, no-cache',
        ...(home ? { Vary: 'Cookie' } : {}),
      });
      res.end();
      return;
    }

    const method = req.method ?? 'GET';
    const next = (): void => {
      if (pages.serve(req, res)) return;
      pages.capture(req, res);
      // `compression` is typed for Express but only touches Node's own req/res.
      compress(req as never, res as never, () => astro(req, res));
    };
    if (method === 'GET' || method === 'HEAD') statics(req, res, next);
    else next();
  };
}
