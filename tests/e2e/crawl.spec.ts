import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { parse, type HTMLElement } from 'node-html-parser';
import { ROUTE_RULES } from '#config/route-rules.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { LOCALES } from '#lib/i18n/locales.ts';

/**
 * A crawler's view of the built site: every URL in the sitemap answers 200 with a title, a
 * description, a canonical URL, hreflang alternates in every language plus x-default, Open Graph
 * tags and JSON-LD that parses and has what its type requires; no two pages of a language share a
 * title; no internal link is broken.
 */

const ALTERNATES = ['vi', 'en', 'zh-Hans', 'x-default'];

const PLACE_TYPES = [
  'TouristAttraction',
  'Beach',
  'LandmarksOrHistoricalBuildings',
  'PlaceOfWorship',
  'Museum',
  'FoodEstablishment',
  'Hotel',
  'TouristInformationCenter',
  'TouristDestination',
];

type Json = Record<string, unknown>;
const has = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '';

/**
 * What each JSON-LD type must carry (Google's required and recommended properties we promise). A
 * place whose page says its pin is approximate gives no position (decision 0108).
 */
function missingFields(data: Json, pinApproximate = false): string[] {
  const type = String(data['@type']);
  const required: Record<string, (d: Json) => Record<string, unknown>> = {
    WebSite: (d) => ({ name: d.name, url: d.url, potentialAction: d.potentialAction }),
    WebPage: (d) => ({ name: d.name, url: d.url }),
    BreadcrumbList: (d) => ({ itemListElement: d.itemListElement }),
    CollectionPage: (d) => ({ name: d.name, url: d.url, items: (d.mainEntity as Json | undefined)?.itemListElement }),
    NewsArticle: (d) => ({
      headline: d.headline,
      datePublished: d.datePublished,
      image: d.image,
      author: (d.author as Json | undefined)?.name,
      publisher: (d.publisher as Json | undefined)?.name,
    }),
    Article: (d) => ({
      headline: d.headline,
      datePublished: d.datePublished,
      image: d.image,
      author: (d.author as Json | undefined)?.name,
    }),
    ImageGallery: (d) => ({ name: d.name, image: d.image }),
    TouristTrip: (d) => ({
      name: d.name,
      description: d.description,
      url: d.url,
      image: d.image,
      itinerary: (d.itinerary as Json | undefined)?.itemListElement,
    }),
    // A SIM product page: what Google needs for a product snippet, price and currency included.
    Product: (d) => ({
      name: d.name,
      description: d.description,
      url: d.url,
      price: (d.offers as Json | undefined)?.price,
      priceCurrency: (d.offers as Json | undefined)?.priceCurrency,
      availability: (d.offers as Json | undefined)?.availability,
    }),
    VideoObject: (d) => ({
      name: d.name,
      description: d.description,
      thumbnailUrl: d.thumbnailUrl,
      uploadDate: d.uploadDate,
      duration: d.duration,
      contentUrl: d.contentUrl,
    }),
  };
  const place = (d: Json) => ({
    name: d.name,
    url: d.url,
    image: d.image,
    ...(pinApproximate
      ? {}
      : { latitude: (d.geo as Json | undefined)?.latitude, longitude: (d.geo as Json | undefined)?.longitude }),
  });
  const fields = PLACE_TYPES.includes(type) ? place(data) : required[type]?.(data);
  if (!fields) return [`unknown @type ${type}`];
  const missing = Object.entries(fields)
    .filter(([, value]) => !has(value))
    .map(([key]) => `${type}.${key}`);
  if (type === 'TouristTrip') {
    // Every stop a place with its position, so a search engine can draw the route.
    for (const { item } of ((data.itinerary as Json | undefined)?.itemListElement ?? []) as { item: Json }[]) {
      if (missingFields(item).length > 0) missing.push(`TouristTrip.itinerary[]: ${missingFields(item).join(', ')}`);
    }
  }
  if (type === 'BreadcrumbList') {
    for (const item of data.itemListElement as Json[]) {
      if (!has(item.position) || !has(item.name) || !has(item.item)) missing.push('BreadcrumbList.itemListElement[]');
    }
  }
  return missing;
}

async function sitemapUrls(request: APIRequestContext, origin: string): Promise<string[]> {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const urls: string[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(new URL(sitemap ?? '').pathname)).text();
    for (const [, loc] of xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)) urls.push(new URL(loc ?? '').pathname);
  }
  expect(urls.length).toBeGreaterThan(0);
  expect(origin).toBeTruthy();
  return urls;
}

function problemsOf(path: string, root: HTMLElement, known: Set<string>): string[] {
  const problems: string[] = [];
  const meta = (selector: string) => root.querySelector(selector)?.getAttribute('content')?.trim();
  if (!root.querySelector('title')?.text.trim()) problems.push('no <title>');
  if (!meta('meta[name=description]')) problems.push('no meta description');
  if (!meta('meta[property="og:title"]') || !meta('meta[property="og:description"]'))
    problems.push('no Open Graph title/description');
  const canonical = root.querySelector('link[rel=canonical]')?.getAttribute('href');
  if (!canonical || new URL(canonical).pathname !== path) problems.push(`canonical ${canonical} is not this page`);
  const alternates = new Map(
    root
      .querySelectorAll('link[rel=alternate][hreflang]')
      .map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );
  for (const lang of ALTERNATES) {
    const href = alternates.get(lang);
    if (!href) problems.push(`no hreflang ${lang}`);
    else if (!known.has(new URL(href).pathname)) problems.push(`hreflang ${lang} → ${href} is not in the sitemap`);
  }
  const blocks = root.querySelectorAll('script[type="application/ld+json"]');
  if (blocks.length === 0) problems.push('no JSON-LD');
  for (const block of blocks) {
    try {
      const data = JSON.parse(block.text) as Json;
      if (data['@context'] !== 'https://schema.org') problems.push('JSON-LD without the schema.org context');
      problems.push(...missingFields(data, root.querySelector('[data-pin-approximate]') !== null));
      if (root.querySelector('[data-pin-approximate]') && data.geo) problems.push('an approximate pin given as geo');
    } catch (error) {
      problems.push(`JSON-LD does not parse: ${String(error)}`);
    }
  }
  return problems;
}

test('every page in the sitemap is complete for crawlers, and no internal link is broken', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(10 * 60_000);
  const paths = await sitemapUrls(request, baseURL ?? '');
  const known = new Set(paths);
  const problems: string[] = [];
  const links = new Set<string>();
  /** Pages by `<language> <title>`: a search result or a tab must tell two pages apart. */
  const titles = new Map<string, string[]>();

  const queue = [...paths];
  const crawl = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const response = await request.get(path);
      if (response.status() !== 200) {
        problems.push(`${path}: status ${response.status()}`);
        continue;
      }
      const root = parse(await response.text());
      const key = `${root.querySelector('html')?.getAttribute('lang')} ${root.querySelector('title')?.text.trim()}`;
      titles.set(key, [...(titles.get(key) ?? []), path]);
      problems.push(...problemsOf(path, root, known).map((p) => `${path}: ${p}`));
      for (const a of root.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href') ?? '';
        if (href.startsWith('/') && !href.startsWith('//')) links.add(new URL(href, 'http://x').pathname);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, crawl));

  for (const [key, pages] of titles) {
    if (pages.length > 1) problems.push(`title "${key}" is shared by ${pages.sort().join(', ')}`);
  }

  // Links to pages outside the sitemap (error pages aside) must still answer.
  for (const link of [...links].filter((l) => !known.has(l))) {
    const status = (await request.get(link, { maxRedirects: 0 })).status();
    if (status >= 400) problems.push(`broken internal link ${link} (${status})`);
  }
  expect(problems).toEqual([]);
  console.log(`crawled ${paths.length} pages, checked ${links.size} distinct internal links`);
});

test('every route rule points at a page that is built, in every language', async ({ request }) => {
  const missing: string[] = [];
  // External targets leave the site (and this machine has no network to follow them).
  for (const rule of ROUTE_RULES.filter((r) => r.to.startsWith('/'))) {
    for (const locale of LOCALES) {
      const target = localizedPath(locale, rule.to.replace('*', ''));
      const status = (await request.get(target)).status();
      if (status >= 400) missing.push(`${rule.from} → ${target} (${status})`);
    }
  }
  expect(missing).toEqual([]);
});
