/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { localizedPath, splitLocale } from '#lib/i18n/localized-path.ts';
import { IMAGES_MAX } from '#features/moments/contract-values.ts';
import { saveDraftFiles } from '#features/moments/draft-files.ts';
import { REGION_CACHE_PREFIX } from '#lib/offline/region-cache.ts';
import { pictureFamily } from '#lib/offline/region-pack.ts';
import { offlinePagePath, offlineShellPath, servesOffline } from './scope.ts';

/**
 * The site's service worker, built to /sw.js by src/integrations/service-worker.ts
 * (docs/decisions/0045-service-worker-offline-regions-manifest.md). It keeps the offline notice
 * pages, serves saved regions when the network is gone, and keeps the site's hashed scripts and
 * styles. Pages always come from the network first, so a new build is read at once. The worker
 * stores nothing personal: the API and the developer tools are never even intercepted; the order
 * page and My trips fall back to their static shells, whose islands show the copy the page itself
 * saved on the device (decision 0077). Photos shared to the installed app become a new moment post's pictures.
 * Push messages are the Firebase script's (imported before this code
 * when the build has one); this worker handles install, activate and fetch only.
 */
declare const self: ServiceWorkerGlobalScope;
/** The build's offline pages and the files they load, with the build id as their revision. */
declare const PRECACHE: { url: string; revision: string | null }[];

/** How long a page saved for offline waits for the network before the saved copy is shown. */
const SAVED_PAGE_NETWORK_MS = 4000;

// A new build's worker takes over at once: its precache replaces the old one, and pages never come
// from it except the offline notice.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(PRECACHE);

/** A page of a region saved on this device, if any. */
async function savedCopy(url: URL): Promise<Response | undefined> {
  const path = url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname) ? url.pathname : `${url.pathname}/`;
  for (const name of await caches.keys()) {
    if (!name.startsWith(REGION_CACHE_PREFIX)) continue;
    const hit = await (await caches.open(name)).match(path);
    if (hit) return hit;
  }
  return undefined;
}

/** The network's answer, or a failure after `ms` when a saved copy could stand in. */
function fetchWithin(request: Request, ms: number | undefined): Promise<Response> {
  if (ms === undefined) return fetch(request);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('slow network')), ms);
    fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

// Pages: the network first; without it, the saved copy of the page or its shell, else the offline
// notice in the page's language (which lists what is saved).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && servesOffline(url, self.location.origin),
  async ({ request, url }) => {
    const saved = await savedCopy(url);
    try {
      return await fetchWithin(request, saved ? SAVED_PAGE_NETWORK_MS : undefined);
    } catch (error) {
      if (saved) return saved;
      const shellPath = offlineShellPath(url.pathname);
      const shell = shellPath && (await matchPrecache(shellPath));
      if (shell) return shell;
      const notice = await matchPrecache(offlinePagePath(url.pathname));
      if (notice) return notice;
      throw error;
    }
  },
);

// Pictures: from a saved region when there, else the network; offline, the saved width of the same
// picture when the phone asks for another one.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith('/_astro/'),
  async ({ request, url }) => {
    const cached = await caches.match(request);
    if (cached) return cached;
    try {
      return await fetch(request);
    } catch (error) {
      const family = pictureFamily(url.pathname);
      if (family) {
        for (const name of await caches.keys()) {
          if (!name.startsWith(REGION_CACHE_PREFIX)) continue;
          const cache = await caches.open(name);
          const key = (await cache.keys()).find((saved) => pictureFamily(new URL(saved.url).pathname) === family);
          if (key) return (await cache.match(key)) as Response;
        }
      }
      throw error;
    }
  },
);

// Scripts and styles: hashed, so they never change; kept once fetched (any cache holding them
// counts: a saved region or the precache), the least used dropped beyond a few hundred.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/_astro\/.+\.(?:js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'nvt-assets',
    plugins: [
      {
        cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
          cachedResponse ?? (await caches.match(request)),
      },
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
);

// The installed app as a share target (decision 0044): photos shared from the phone's gallery are
// kept as the pictures of a new moment post (the composer's draft, in IndexedDB) and the composer
// opens in the share's language. A shared link alone, or photos the device could not keep, go on
// to the share page as the server answers them.
registerRoute(
  ({ url }) => url.origin === self.location.origin && splitLocale(url.pathname).path === '/share/',
  async ({ request, url }) => {
    const form = await request
      .clone()
      .formData()
      .catch(() => undefined);
    const photos = (form?.getAll('photos') ?? []).filter(
      (entry): entry is File => typeof entry !== 'string' && entry.size > 0 && entry.type.startsWith('image/'),
    );
    if (photos.length === 0 || !(await saveDraftFiles(photos.slice(0, IMAGES_MAX)))) return fetch(request);
    const composer = localizedPath(splitLocale(url.pathname).locale, '/moments/posts/create/');
    return Response.redirect(new URL(composer, url).href, 303);
  },
  'POST',
);
