import { LOCAL_SECTION_PATHS } from '#content/taxonomy.ts';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';

/**
 * The folders of the content detail pages, the only pages the browser's search index covers
 * (`data-pagefind-body`, DetailShell.astro). Pagefind reads just these files: reading and parsing
 * every page of the build (the lists, the filters, the booking screens) was a third of its time,
 * for pages it then left out. A detail page outside them stops the build (DetailShell).
 */
export const INDEXED_FOLDERS: readonly string[] = [
  'places',
  'regions',
  'news',
  // `/local-news/` → `local-news`: the local sections' own table.
  ...Object.values(LOCAL_SECTION_PATHS).map((path) => path.replaceAll('/', '')),
  'galleries',
  'videos',
  'schedule-reference',
];

/** Pagefind's `glob` for those pages, in every locale: `<folder>/<slug>/index.html`. */
export const INDEXED_GLOB = `**/{${INDEXED_FOLDERS.join(',')}}/*/index.html`;

const prefixes = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');
const indexedPath = new RegExp(`^(/(${prefixes}))?/(${INDEXED_FOLDERS.join('|')})/[^/]+/?$`);

/** Whether a page's path is one the index reads, as `/en/places/hoi-an/`. */
export const isIndexedPath = (pathname: string): boolean => indexedPath.test(pathname);
