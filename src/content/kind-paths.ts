import { pathsPerLocale } from '#lib/i18n/static-paths.ts';
import { listingRoutes } from '#lib/listing.ts';
import type { Collection, Entry } from './catalog.ts';
import { CONTENT_KINDS } from './kinds.ts';

const every = () => true;

/**
 * `getStaticPaths` of a kind's detail route (`[id].astro`): one page per entry, which the page gets
 * as its `entry` prop instead of reading it again. `keep` picks a part of the kind (a local section).
 */
export function entryPaths<C extends Collection>(name: C, keep: (entry: Entry<C>) => boolean = every) {
  return pathsPerLocale(async (locale) =>
    (await CONTENT_KINDS[name].list(locale))
      .filter(keep)
      .map((entry) => ({ params: { id: entry.slug }, props: { entry } })),
  );
}

/**
 * `getStaticPaths` of a kind's list route (`[...filter].astro`): every page of every filter along
 * the kind's dimensions, each with its filter bar's data (see `listingRoutes`).
 */
export function listPaths<C extends Collection>(name: C, keep: (entry: Entry<C>) => boolean = every) {
  const kind = CONTENT_KINDS[name];
  return pathsPerLocale(async (locale) =>
    listingRoutes((await kind.list(locale)).filter(keep), kind.dimensions).map((route) => ({
      params: { filter: route.page.param },
      props: route,
    })),
  );
}
