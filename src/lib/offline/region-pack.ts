/**
 * A region saved for offline reading: its guides' pages, the styles and scripts they load and
 * their pictures at phone size, kept in one Cache Storage cache per region and language. The page
 * (SaveOffline.astro) fills it; the service worker (src/service-worker/sw.ts) reads it when the
 * network is gone and lists it on the offline page. Code shared by both: no DOM here.
 */
import { REGION_META_PATH, regionCacheName, type RegionPackMeta } from './region-cache.ts';

/**
 * The picture width kept for a phone: the site's pictures come at 400, 800 and 1200 px, and a
 * 360–430 px wide phone at 2x density asks for 800. A phone that asks for another width offline
 * gets the saved one (the service worker's picture fallback).
 */
export const PHONE_PICTURE_WIDTH = 800;
/** Files fetched at once while saving: enough to fill a slow link, few enough for a phone. */
const PARALLEL = 4;

/**
 * The files of this site a page needs offline, as absolute paths: stylesheets, scripts, island
 * modules, and for each picture the candidate closest to the phone width. Reads the site's own
 * built HTML, whose attributes are always double-quoted.
 */
export function assetsOfPage(html: string): string[] {
  const found = new Set<string>();
  for (const [, path] of html.matchAll(/(?:href|src|component-url|renderer-url)="(\/_astro\/[^"?#]+\.(?:css|js))"/g))
    found.add(path as string);
  for (const [, srcset] of html.matchAll(/\ssrcset="([^"]+)"/g)) {
    const picked = phoneCandidate(srcset as string);
    if (picked) found.add(picked);
  }
  for (const [tag] of html.matchAll(/<img\s[^>]*>/g)) {
    if (/\ssrcset="/.test(tag)) continue;
    const src = /\ssrc="(\/_astro\/[^"]+)"/.exec(tag)?.[1];
    if (src) found.add(src.replaceAll('&amp;', '&'));
  }
  return [...found];
}

/** The srcset candidate closest to the phone width (the wider one on a tie), if it is ours. */
export function phoneCandidate(srcset: string): string | undefined {
  let best: { path: string; width: number } | undefined;
  for (const candidate of srcset.split(',')) {
    const [path = '', descriptor = ''] = candidate.trim().split(/\s+/);
    if (!path.startsWith('/_astro/')) continue;
    const width = Number.parseInt(descriptor, 10) || PHONE_PICTURE_WIDTH;
    const distance = Math.abs(width - PHONE_PICTURE_WIDTH);
    const bestDistance = best ? Math.abs(best.width - PHONE_PICTURE_WIDTH) : Infinity;
    if (distance < bestDistance || (distance === bestDistance && best && width > best.width)) best = { path, width };
  }
  return best?.path.replaceAll('&amp;', '&');
}

/** The modules a script imports statically (`import"./x.js"`, `from"./x.js"`), as absolute paths. */
export function importsOfScript(code: string, scriptPath: string): string[] {
  const base = new URL(scriptPath, 'https://site.invalid');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    ([, relative]) => new URL(relative as string, base).pathname,
  );
}

/**
 * The same picture in another width: Astro names its files `<name>.<hash>_<options>.<ext>`, so
 * the part before the last `_` names the source picture.
 */
export function pictureFamily(path: string): string | undefined {
  const match = /^(\/_astro\/.+)_[^/_]+\.(?:webp|avif|jpe?g|png)$/i.exec(path);
  return match?.[1];
}

export interface SaveProgress {
  done: number;
  total: number;
  bytes: number;
}

/**
 * Fetches every page of a region and what it needs into the region's cache, reporting progress;
 * the description goes in last. A page that fails stops the save (the caller removes the
 * partial cache), a picture or script that fails is skipped: the page still reads without it.
 */
export async function saveRegionPack(
  meta: Omit<RegionPackMeta, 'bytes' | 'files' | 'savedAt'>,
  onProgress: (progress: SaveProgress) => void = () => undefined,
  storage: CacheStorage = caches,
): Promise<RegionPackMeta> {
  const cache = await storage.open(regionCacheName(meta.locale, meta.slug));
  const queue = [...meta.pages];
  const seen = new Set(queue);
  let done = 0;
  let bytes = 0;
  let files = 0;
  const add = (paths: string[]) => {
    for (const path of paths)
      if (!seen.has(path)) {
        seen.add(path);
        queue.push(path);
      }
  };
  const fetchOne = async (path: string) => {
    const isPage = meta.pages.includes(path);
    // A fresh copy, whatever the HTTP cache holds; cookies are not needed for any of these files.
    const response = await fetch(path, { cache: 'no-cache', credentials: 'omit' }).catch(() => undefined);
    if (!response?.ok) {
      if (isPage) throw new Error(`offline save: ${path} answered ${response?.status ?? 'nothing'}`);
      return;
    }
    const body = await response.clone().arrayBuffer();
    await cache.put(path, response);
    bytes += body.byteLength;
    files += 1;
    if (isPage) add(assetsOfPage(new TextDecoder().decode(body)));
    else if (path.endsWith('.js')) add(importsOfScript(new TextDecoder().decode(body), path));
  };
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await fetchOne(path);
      done += 1;
      onProgress({ done, total: seen.size, bytes });
    }
  };
  // Pages first (they name the rest), then everything they name, a few at a time.
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  // A worker may have stopped while another was still adding files: finish the queue.
  await worker();
  const saved: RegionPackMeta = { ...meta, bytes, files, savedAt: new Date().toISOString() };
  await cache.put(
    REGION_META_PATH,
    new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
  );
  return saved;
}
