import { getCollection, getEntry, render, type CollectionEntry } from 'astro:content';
import { intlLocale, type Locale } from '#lib/i18n/locales.ts';
import { MACRO_REGIONS, type LocalSection } from './taxonomy.ts';

/**
 * Read access to the editorial content for one locale. Entry ids are `<locale>/<slug>`; pages
 * work with the slug, which is the same in every language.
 */
/** The collections of content entries, each a row of CONTENT_KINDS (./kinds.ts). */
export type Collection = 'regions' | 'places' | 'news' | 'local' | 'galleries' | 'videos' | 'itineraries';
export type Entry<C extends Collection> = CollectionEntry<C> & { slug: string };

export const slugOf = (id: string): string => id.slice(id.indexOf('/') + 1);

async function entries<C extends Collection>(collection: C, locale: Locale): Promise<Entry<C>[]> {
  const all = (await getCollection(collection, (entry) => entry.id.startsWith(`${locale}/`))) as CollectionEntry<C>[];
  return all.map((entry) => Object.assign(entry, { slug: slugOf(entry.id) }));
}

const lists = new Map<string, Promise<unknown>>();

/**
 * A list read and sorted once per build: every page of a build asks for the same lists, and
 * reading and sorting them per page made the build quadratic in the catalogue (docs/decisions/0021).
 * The dev server reads afresh, so an edited entry shows on reload.
 */
function once<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (import.meta.env.DEV) return read();
  let list = lists.get(key) as Promise<T> | undefined;
  if (!list) {
    list = read();
    lists.set(key, list);
  }
  return list;
}

const newestFirst = (a: Dated, b: Dated) =>
  b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug);
type Dated = { slug: string; data: { date: Date } };

const collator = (locale: Locale) => new Intl.Collator(intlLocale(locale));

/** Regions, north to south, then by name. */
export function listRegions(locale: Locale): Promise<Entry<'regions'>[]> {
  return once(`regions/${locale}`, async () => {
    const compare = collator(locale).compare;
    return (await entries('regions', locale)).sort(
      (a, b) =>
        MACRO_REGIONS.indexOf(a.data.macroRegion) - MACRO_REGIONS.indexOf(b.data.macroRegion) ||
        compare(a.data.name, b.data.name),
    );
  });
}

export function listPlaces(locale: Locale): Promise<Entry<'places'>[]> {
  return once(`places/${locale}`, async () => {
    const compare = collator(locale).compare;
    return (await entries('places', locale)).sort((a, b) => compare(a.data.name, b.data.name));
  });
}

/** The places of each region, in the order of listPlaces. */
export function placesByRegion(locale: Locale): Promise<Map<string, Entry<'places'>[]>> {
  return once(`places-by-region/${locale}`, async () => {
    const regions = new Map<string, Entry<'places'>[]>();
    for (const place of await listPlaces(locale)) {
      const region = regions.get(place.data.region);
      if (region) region.push(place);
      else regions.set(place.data.region, [place]);
    }
    return regions;
  });
}

/** Newest first. */
export function listNews(locale: Locale): Promise<Entry<'news'>[]> {
  return once(`news/${locale}`, async () => (await entries('news', locale)).sort(newestFirst));
}

/** One local section, newest first. */
export function listLocal(locale: Locale, section: LocalSection): Promise<Entry<'local'>[]> {
  return once(`local/${section}/${locale}`, async () =>
    (await entries('local', locale)).filter((entry) => entry.data.section === section).sort(newestFirst),
  );
}

/** Galleries, newest first. */
export function listGalleries(locale: Locale): Promise<Entry<'galleries'>[]> {
  return once(`galleries/${locale}`, async () => (await entries('galleries', locale)).sort(newestFirst));
}

/** Newest first. */
export function listVideos(locale: Locale): Promise<Entry<'videos'>[]> {
  return once(`videos/${locale}`, async () => (await entries('videos', locale)).sort(newestFirst));
}

/** Itineraries, shortest first (a weekend before a fortnight), then by title. */
export function listItineraries(locale: Locale): Promise<Entry<'itineraries'>[]> {
  return once(`itineraries/${locale}`, async () => {
    const compare = collator(locale).compare;
    return (await entries('itineraries', locale)).sort(
      (a, b) => a.data.days.length - b.data.days.length || compare(a.data.title, b.data.title),
    );
  });
}

/** Region names by slug, for labels and breadcrumbs. */
export function regionNames(locale: Locale): Promise<Map<string, string>> {
  return once(
    `region-names/${locale}`,
    async () => new Map((await listRegions(locale)).map((region) => [region.slug, region.data.name])),
  );
}

/**
 * One entry in one locale, rendered: its data and its body component. A missing file fails the
 * build naming it (the locale check makes that rare, but a route can still ask for a wrong slug).
 */
export async function renderedEntry<C extends Collection | 'info'>(collection: C, locale: Locale, slug: string) {
  const entry = (await getEntry(collection, `${locale}/${slug}`)) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`content/${collection}/${locale}/${slug}.md is missing`);
  const { Content } = await render(entry);
  // The rendered HTML too, for a page that edits it before showing it (the info pages' feature blocks).
  return { data: entry.data as CollectionEntry<C>['data'], Content, html: entry.rendered?.html ?? '' };
}

/** The practical-information pages of a locale, in their `order`. */
export function listPractical(locale: Locale): Promise<(CollectionEntry<'practical'> & { slug: string })[]> {
  return once(`practical/${locale}`, async () =>
    (await getCollection('practical', (entry) => entry.id.startsWith(`${locale}/`)))
      .map((entry) => Object.assign(entry, { slug: slugOf(entry.id) }))
      .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug)),
  );
}
