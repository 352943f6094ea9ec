import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getOnce } from './app-server.ts';

/**
 * The page types the bench measures, in Vietnamese (no prefix). A type is either a fixed path or
 * sampled from the build output: the first entry (by name) of a folder of dist/client, so slugs
 * can change without touching the bench. A later issue that adds a page type adds a line here.
 */
export interface PageType {
  id: string;
  label: string;
  /** A fixed path (with its query), for pages that exist whatever the content. */
  path?: string;
  /** A folder of dist/client whose entries (`<folder>/<slug>/index.html`) are pages of this type. */
  sampleFrom?: string;
  /** Pages that exist only in the database (moments): a path asked of the running app. */
  sampleFromApp?: (origin: string) => Promise<string | undefined>;
  /** Measured by `--quick` too. */
  quick?: boolean;
  /** Something a reader of the figures should know about this type. */
  note?: string;
}

export const PAGE_TYPES: readonly PageType[] = [
  { id: 'home', label: 'Home', path: '/', quick: true },
  { id: 'news', label: 'News article', sampleFrom: 'news', quick: true },
  { id: 'place', label: 'Place', sampleFrom: 'places' },
  { id: 'region', label: 'Region', sampleFrom: 'regions' },
  { id: 'local', label: 'Local guide', sampleFrom: 'local-tourism' },
  { id: 'gallery', label: 'Gallery', sampleFrom: 'galleries' },
  { id: 'local-gallery', label: 'Local gallery', sampleFrom: 'local-galleries' },
  { id: 'vr', label: 'VR 360', path: '/vr-360/' },
  { id: 'video', label: 'Video', sampleFrom: 'videos' },
  { id: 'list', label: 'List (places)', path: '/places/' },
  {
    id: 'itinerary',
    label: 'Itinerary',
    sampleFrom: 'schedule-reference',
    note: 'JS KB is what loads before the map is reached (issue 14 caps it at 20 KB); JS KB scrolled adds Leaflet, loaded when the map scrolls into view (docs/decisions/0026)',
  },
  { id: 'itinerary-list', label: 'List (itineraries)', path: '/schedule-reference/' },
  {
    id: 'planner',
    label: 'Planner',
    path: '/schedule-reference/create/?from=ha-noi-1-ngay-ba-dinh-van-mieu-pho-co',
    note: 'JS KB is the planner island on load (started from a one-day itinerary); JS KB scrolled adds Leaflet, loaded when its map scrolls into view (docs/decisions/0027)',
  },
  {
    id: 'search',
    label: 'Search result',
    path: '/search-result/?q=ha+long',
    quick: true,
    note: 'rendered per request and `noindex` by design (docs/decisions/0008), which Lighthouse SEO counts against it',
  },
  { id: 'booking-hotel', label: 'Booking: hotels', path: '/booking-hotel/' },
  { id: 'booking-flight', label: 'Booking: flights', path: '/booking-flight/' },
  { id: 'booking-ticket', label: 'Booking: tickets', path: '/booking-ticket/' },
  { id: 'booking-hotel-page', label: 'Demo hotel page', sampleFrom: 'booking-hotel' },
  {
    id: 'booking-order',
    label: 'Booking order',
    path: '/booking/order/',
    note: 'measured signed out (the order comes from the API); personal, `noindex` and out of the sitemap (docs/decisions/0036)',
  },
  {
    id: 'moments-feed',
    label: 'Moments feed',
    path: '/moments/',
    note: 'rendered per request, signed out (the demo feed); JS KB is React and the feed island (docs/decisions/0051)',
  },
  {
    id: 'moments-post',
    label: 'Moment (photo post)',
    sampleFromApp: firstPhotoPost,
    note: 'rendered per request: the newest photo post of the feed; the engagement island loads when scrolled to',
  },
  {
    id: 'user',
    label: 'User',
    path: '/user/',
    note: 'measured signed out; a personal page, `noindex` and out of the sitemap by design (docs/decisions/0012)',
  },
];

/** The page of the feed's first photo post, or undefined when the feed has none (no demo seed). */
async function firstPhotoPost(origin: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/apiCore/v1/moments/feed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      langCode: 'vi',
      checksum: process.env.API_CHECKSUM ?? 'nvtravel-web',
      serviceEndpointName: 'APP/WEB',
      requestId: process.env.API_REQUEST_ID ?? 'nvtravel-web',
      data: { limit: 50 },
    }),
  });
  if (!response.ok) return undefined;
  const answer = (await response.json()) as { data?: { items?: { kind: string; url: string }[] } };
  return answer.data?.items?.find((item) => item.kind === 'photo')?.url;
}

/** Path segments of list pages (filters, pagination) and tools (the planner) that sit beside entries in a folder. */
const LIST_SEGMENTS = new Set(['region', 'kind', 'tag', 'topic', 'days', 'theme', 'page', 'create']);

/**
 * The first entry page of `folder` in a client build, or undefined when the folder has none
 * (the page type is not built yet).
 */
export async function sampleEntryPath(clientDir: string, folder: string): Promise<string | undefined> {
  const dir = join(clientDir, folder);
  if (!existsSync(dir)) return undefined;
  const slugs = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && !LIST_SEGMENTS.has(d.name) && existsSync(join(dir, d.name, 'index.html')))
    .map((d) => d.name)
    .sort();
  return slugs[0] === undefined ? undefined : `/${folder}/${slugs[0]}/`;
}

export type PageSample = { type: PageType; path: string } | { type: PageType; skipped: string };

/**
 * A URL for every page type: sampled from the build, and checked against the running server, so a
 * type that is not built or answers 404 is skipped with a note instead of failing the bench.
 */
export async function pickSamples(
  types: readonly PageType[],
  clientDir: string,
  origin: string,
): Promise<PageSample[]> {
  const samples: PageSample[] = [];
  for (const type of types) {
    const path =
      type.path ??
      (type.sampleFrom ? await sampleEntryPath(clientDir, type.sampleFrom) : undefined) ??
      (type.sampleFromApp ? await type.sampleFromApp(origin) : undefined);
    if (!path) {
      samples.push({
        type,
        skipped: type.sampleFrom
          ? `not built yet (no ${type.sampleFrom}/ in the build)`
          : 'no such page in the database',
      });
      continue;
    }
    const response = await getOnce(`${origin}${path}`);
    await response.arrayBuffer();
    if (response.status === 404) samples.push({ type, skipped: `${path} answers 404 (page type not there yet)` });
    else if (response.status !== 200) samples.push({ type, skipped: `${path} answers ${response.status}` });
    else samples.push({ type, path });
  }
  return samples;
}
