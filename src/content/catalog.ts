import { getCollection, getEntry, render, type CollectionEntry } from 'astro:content';
import type { Locale } from '../lib/i18n/locales.ts';
import { MACRO_REGIONS, type LocalSection } from './taxonomy.ts';

/**
 * Read access to the editorial content for one locale. Entry ids are `<locale>/<slug>`; pages
 * work with the slug, which is the same in every language.
 */
type Collection = 'regions' | 'places' | 'news' | 'local' | 'galleries' | 'videos';
export type Entry<C extends Collection> = CollectionEntry<C> & { slug: string };

export const slugOf = (id: string): string => id.slice(id.indexOf('/') + 1);

async function entries<C extends Collection>(collection: C, locale: Locale): Promise<Entry<C>[]> {
  const all = (await getCollection(collection, (entry) => entry.id.startsWith(`${locale}/`))) as CollectionEntry<C>[];
  return all.map((entry) => Object.assign(entry, { slug: slugOf(entry.id) }));
}

const collator = (locale: Locale) => new Intl.Collator(locale === 'zh' ? 'zh-Hans' : locale);

/** Regions, north to south, then by name. */
export async function listRegions(locale: Locale): Promise<Entry<'regions'>[]> {
  const compare = collator(locale).compare;
  return (await entries('regions', locale)).sort(
    (a, b) =>
      MACRO_REGIONS.indexOf(a.data.macroRegion) - MACRO_REGIONS.indexOf(b.data.macroRegion) ||
      compare(a.data.name, b.data.name),
  );
}

export async function listPlaces(locale: Locale): Promise<Entry<'places'>[]> {
  const compare = collator(locale).compare;
  return (await entries('places', locale)).sort((a, b) => compare(a.data.name, b.data.name));
}

/** Newest first. */
export async function listNews(locale: Locale): Promise<Entry<'news'>[]> {
  return (await entries('news', locale)).sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug),
  );
}

/** One local section, newest first. */
export async function listLocal(locale: Locale, section: LocalSection): Promise<Entry<'local'>[]> {
  return (await entries('local', locale))
    .filter((entry) => entry.data.section === section)
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug));
}

/** Galleries, newest first. */
export async function listGalleries(locale: Locale): Promise<Entry<'galleries'>[]> {
  return (await entries('galleries', locale)).sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug),
  );
}

/** Newest first. */
export async function listVideos(locale: Locale): Promise<Entry<'videos'>[]> {
  return (await entries('videos', locale)).sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.slug.localeCompare(b.slug),
  );
}

/** Region names by slug, for labels and breadcrumbs. */
export async function regionNames(locale: Locale): Promise<Map<string, string>> {
  return new Map((await entries('regions', locale)).map((region) => [region.slug, region.data.name]));
}

/**
 * One entry in one locale, rendered: its data and its body component. A missing file fails the
 * build naming it (the locale check makes that rare, but a route can still ask for a wrong slug).
 */
export async function renderedEntry<C extends Collection | 'info'>(collection: C, locale: Locale, slug: string) {
  const entry = (await getEntry(collection, `${locale}/${slug}`)) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`content/${collection}/${locale}/${slug}.md is missing`);
  const { Content } = await render(entry);
  return { data: entry.data as CollectionEntry<C>['data'], Content };
}
