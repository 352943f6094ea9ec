/**
 * Where saved regions live on the device and how to read them: the light half of offline regions,
 * loaded with a region page, the account page and the offline notice. Saving itself is in
 * region-pack.ts, loaded when the reader asks for it.
 */

/** Caches of saved regions are named `nvt-region|<locale>|<slug>`. */
export const REGION_CACHE_PREFIX = 'nvt-region|';
/** The entry of a region's cache that describes it (written last: a cache without it is incomplete). */
export const REGION_META_PATH = '/__offline/region.json';

export interface RegionPackMeta {
  locale: string;
  slug: string;
  name: string;
  /** The region's page (with its locale prefix). */
  path: string;
  /** The guides' pages saved, region page first. */
  pages: string[];
  bytes: number;
  files: number;
  savedAt: string;
  /** The build the copy was taken from: another build means the copy can be refreshed. */
  buildId: string;
}

export const regionCacheName = (locale: string, slug: string): string => `${REGION_CACHE_PREFIX}${locale}|${slug}`;

async function descriptionOf(cache: Cache): Promise<RegionPackMeta | undefined> {
  const response = await cache.match(REGION_META_PATH);
  return response ? ((await response.json()) as RegionPackMeta) : undefined;
}

/** A region's saved copy on this device, if complete. */
export async function readSavedRegion(
  locale: string,
  slug: string,
  storage: CacheStorage = caches,
): Promise<RegionPackMeta | undefined> {
  return descriptionOf(await storage.open(regionCacheName(locale, slug)));
}

/** Every complete saved region on this device, newest first. */
export async function listSavedRegions(storage: CacheStorage = caches): Promise<RegionPackMeta[]> {
  const names = (await storage.keys()).filter((name) => name.startsWith(REGION_CACHE_PREFIX));
  const metas = await Promise.all(names.map(async (name) => descriptionOf(await storage.open(name))));
  return metas.filter((meta) => meta !== undefined).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Forgets a saved region. */
export function removeSavedRegion(locale: string, slug: string, storage: CacheStorage = caches): Promise<boolean> {
  return storage.delete(regionCacheName(locale, slug));
}
