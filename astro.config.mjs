// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import icon from 'astro-icon';
import { contentSecurityPolicy } from '#config/content-security-policy.ts';
import { mapTiles } from '#config/map-tiles.ts';
import { buildInfo } from '#integrations/build-info.ts';
import { contentArtwork } from '#integrations/content-artwork.ts';
import { eventDirective } from '#integrations/event-directive.ts';
import { precompress } from '#integrations/precompress.ts';
import { REEL_LIMITS } from '#features/moments/reels-contract.ts';
import { searchIndex } from '#integrations/search-index.ts';
import { serviceWorker } from '#integrations/service-worker.ts';
import { shellChunk } from '#integrations/shell-chunk.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES } from '#lib/i18n/locales.ts';

// The public origin is needed at build time for canonical and hreflang URLs.
const site = process.env.SITE_URL ?? 'http://localhost:4321';
const search = searchIndex();

export default defineConfig({
  site,
  output: 'static',
  // Every route reads its body through src/server/http/read-body.ts with its own, smaller limit
  // (decision 0064); the adapter's own cut-off (1 GiB by default) is only the backstop for a read
  // that forgets one. The largest body accepted is a reel (a raw video, no multipart around it;
  // the share target takes 64 MB, images 20 MB); the megabyte above it lets the route's own
  // refusal, a chunk past its limit, answer first.
  adapter: node({ mode: 'standalone', bodySizeLimit: REEL_LIMITS.maxBytes + 1024 * 1024 }),
  trailingSlash: 'ignore',
  // State lives in the database and the browser, never in one process (see DESIGN.md's scale-out).
  session: false,
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  // Plain page navigations with Astro's prefetch (no ClientRouter): less JavaScript and a strict CSP
  // stays possible. See docs/decisions/0003-multi-page-navigation.md.
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  integrations: [
    contentArtwork(),
    react(),
    icon({ include: { lucide: ['*'] } }),
    sitemap({
      i18n: {
        defaultLocale: DEFAULT_LOCALE,
        locales: Object.fromEntries(LOCALES.map((locale) => [locale, LOCALE_TAGS[locale].hreflang])),
      },
      // Developer tools (the SMS outbox) and the staff area are rendered per request and never
      // meant for crawlers. The account page, my trips and the planner are personal and noindex.
      filter: (page) =>
        !new URL(page).pathname.startsWith('/dev/') &&
        !/^(\/(en|zh))?\/staff\//.test(new URL(page).pathname) &&
        !/^(\/(en|zh))?\/(user|user\/notifications|my-trips|schedule-reference\/create|booking\/order|package-data\/history|offline|moments\/posts\/create)\/$/.test(
          new URL(page).pathname,
        ),
      // x-default (the Vietnamese page) beside the language alternates, as each page's <head> has.
      serialize: (item) => {
        const vi = item.links?.find((link) => link.lang === LOCALE_TAGS[DEFAULT_LOCALE].hreflang);
        if (vi) item.links = [...(item.links ?? []), { lang: 'x-default', url: vi.url }];
        return item;
      },
    }),
    eventDirective(),
    shellChunk(),
    buildInfo(),
    search,
    // After build-info (its build id versions the precache), before precompress.
    serviceWorker(),
    // It compresses the pages while Pagefind indexes them, then Pagefind's folder.
    precompress([search.output]),
  ],
  // The API checks the Origin of every POST itself (src/server/api/handle.ts): behind the TLS proxy
  // the forwarded scheme and host count there (TRUST_PROXY, a run-time setting, where Astro's check
  // knows only build-time domains), and a refusal is the API's JSON envelope, not plain text.
  // A strict Content-Security-Policy on every page: src/config/content-security-policy.ts.
  security: {
    checkOrigin: false,
    csp: contentSecurityPolicy(
      {
        google: Boolean(process.env.PUBLIC_GOOGLE_CLIENT_ID),
        facebook: Boolean(process.env.PUBLIC_FACEBOOK_APP_ID),
      },
      mapTiles().cspSource,
      // Where reels stream from when uploads live in a bucket on another host (decision 0053).
      process.env.PUBLIC_UPLOADS_ORIGIN ? new URL(process.env.PUBLIC_UPLOADS_ORIGIN).origin : undefined,
    ),
  },
  // One page at a time left the thread idle 29 % of the prerender (a page waiting for its file to
  // be written); 16 at once fill it, with the same HTML (decision 0059).
  build: { concurrency: 16 },
  devToolbar: { enabled: false },
  vite: {
    server: { watch: { ignored: ['**/data/**', '**/test-results/**'] } },
  },
});
