import { parse } from 'yaml';
import type { LatLng } from '#lib/geo/distance.ts';
import { LOCALE_TAGS, LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { joinedForm } from '#lib/search/name-match.ts';
import { normalizeText } from '#lib/search/normalize.ts';
import { glossary, type GlossaryEntry } from './chinese-names.ts';

/*
 * One place vocabulary for every search (issue 34, docs/decisions/0072): the 34 regions with the
 * former provinces they absorbed, the towns and areas of content/glossary.yaml, and the places of
 * the catalogue, each with every name it is known by in vi, en and zh. Hotel and ticket search,
 * the site's search and (issue 38) moments search ask it what a typed name means. Nothing here
 * is written twice: the names come from the pages' front matter and the glossary.
 */

export type PlaceKind = 'region' | 'town' | 'area' | 'place';

/** Which entry a name means when several share it: the town "Sa Pa" before the place page of that name. */
const PRECEDENCE: readonly PlaceKind[] = ['region', 'town', 'area', 'place'];

/** How far a town, an area or a place reaches from its centre when the glossary says nothing else. */
export const DEFAULT_RADIUS_KM = { town: 10, area: 3, place: 5 } as const;

export interface PlaceEntry {
  kind: PlaceKind;
  slug: string;
  /** Its province-level region: itself for a region. */
  region: string;
  name: Record<Locale, string>;
  centre: LatLng;
  /** How far from the centre it reaches; null for a region, which holds what lies in it wherever that is. */
  radiusKm: number | null;
  /** Every name it is known by, as written: its names in each language, aliases, former names, variants. */
  names: readonly string[];
}

export interface PlaceVocabulary {
  readonly entries: readonly PlaceEntry[];
  /**
   * The entry a typed name means, compared without case, diacritics, spaces or punctuation, and
   * without "thành phố", "tỉnh", "city", "province", 市 or 省 around it; a suggestion's
   * "Hội An, Đà Nẵng" means Hội An. Undefined when the text names no entry exactly.
   *
   * @example find('danang')?.slug // 'da-nang'
   * @example find('西贡')?.slug // 'ho-chi-minh'
   * @example find('Đà Lạt')?.region // 'lam-dong'
   */
  find(text: string): PlaceEntry | undefined;
  /** The region of a slug. */
  region(slug: string): PlaceEntry | undefined;
  /** What the "where" field offers in a locale: each region, and each town and area with its region. */
  suggestions(locale: Locale): string[];
  /**
   * Every name the site's search should match for a region's or place's page: its own names, and
   * for a region the names of its towns and areas that no place page carries (so "Đà Lạt" finds
   * Lâm Đồng, and "Phú Quốc" still finds its own page first).
   */
  searchNames(kind: 'region' | 'place', slug: string): string[];
}

/** The files the vocabulary is built from, by path from the repository (`/content/…`), as text. */
export interface PlaceFiles {
  glossary: string;
  /** `/content/regions/<locale>/<slug>.md` and `/content/places/<locale>/<slug>.md`. */
  pages: Record<string, string>;
}

interface RegionFront {
  name: string;
  centroid: LatLng;
  formerUnits?: string[];
  aliases?: string[];
}
interface PlaceFront {
  name: string;
  region: string;
  coordinates: LatLng;
  aliases?: string[];
}

const LEADING_WORDS = /^(thanh pho|tp|tinh|thi xa|thi tran) /;
const TRAILING_WORDS = / (city|province|town)$/;
const CHINESE_SUFFIX = /^(\p{Script=Han}{2,})[市省]$/u;

/**
 * The forms a name is compared in: joined, with and without the words that say what kind of unit
 * it is ("Thành phố Hồ Chí Minh", "Ho Chi Minh City", "胡志明市" and "hochiminh" meet).
 */
export function comparedForms(text: string): string[] {
  const spaced = normalizeText(text);
  const bare = spaced.replace(LEADING_WORDS, '').replace(TRAILING_WORDS, '').replace(CHINESE_SUFFIX, '$1');
  return [...new Set([joinedForm(spaced), joinedForm(bare)])].filter(Boolean);
}

const frontMatter = <T>(text: string): T => parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as T;

/** The front matter of every page of a collection, by slug, then locale. */
function pagesOf<T>(files: PlaceFiles, collection: 'regions' | 'places'): Map<string, Partial<Record<Locale, T>>> {
  const bySlug = new Map<string, Partial<Record<Locale, T>>>();
  for (const [path, text] of Object.entries(files.pages)) {
    const [, found, locale, slug] = /\/content\/(\w+)\/(\w+)\/([a-z0-9-]+)\.md$/.exec(path) ?? [];
    if (found !== collection || !slug || !(LOCALES as readonly string[]).includes(locale ?? '')) continue;
    const versions = bySlug.get(slug) ?? {};
    versions[locale as Locale] = frontMatter<T>(text);
    bySlug.set(slug, versions);
  }
  return bySlug;
}

const namesByLocale = <T extends { name: string }>(versions: Partial<Record<Locale, T>>, slug: string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, versions[locale]?.name ?? versions.vi?.name ?? slug])) as Record<
    Locale,
    string
  >;

const unique = (names: string[]) => [...new Set(names)];

const glossaryNames = (entry: GlossaryEntry | undefined) =>
  entry ? [entry.zh, entry.vi, ...entry.aliases, ...entry.variants] : [];

/** The vocabulary of the given files (the site's: `placeVocabulary()` in ./glossary.ts). */
export function placeVocabularyFrom(files: PlaceFiles): PlaceVocabulary {
  const terms = glossary.parse(parse(files.glossary) ?? []);
  const termOf = (kind: GlossaryEntry['kind'], slug: string) =>
    terms.find((term) => term.kind === kind && term.slug === slug);
  const entries: PlaceEntry[] = [];

  for (const [slug, versions] of pagesOf<RegionFront>(files, 'regions')) {
    const reference = versions.vi ?? versions.en;
    if (!reference) continue;
    const pages = Object.values(versions);
    entries.push({
      kind: 'region',
      slug,
      region: slug,
      name: namesByLocale(versions, slug),
      centre: reference.centroid,
      radiusKm: null,
      names: unique([
        ...pages.flatMap((page) => [page.name, ...(page.formerUnits ?? []), ...(page.aliases ?? [])]),
        ...glossaryNames(termOf('region', slug)),
      ]),
    });
  }
  for (const term of terms) {
    if (term.kind !== 'town' && term.kind !== 'area') continue;
    entries.push({
      kind: term.kind,
      slug: term.slug,
      region: term.region,
      name: { vi: term.vi, en: term.en, zh: term.zh },
      centre: term.centre,
      radiusKm: term.radiusKm ?? DEFAULT_RADIUS_KM[term.kind],
      names: unique([term.en, ...glossaryNames(term)]),
    });
  }
  for (const [slug, versions] of pagesOf<PlaceFront>(files, 'places')) {
    const reference = versions.vi ?? versions.en;
    if (!reference) continue;
    entries.push({
      kind: 'place',
      slug,
      region: reference.region,
      name: namesByLocale(versions, slug),
      centre: reference.coordinates,
      radiusKm: DEFAULT_RADIUS_KM.place,
      names: unique([
        ...Object.values(versions).flatMap((page) => [page.name, ...(page.aliases ?? [])]),
        ...glossaryNames(termOf('place', slug)),
      ]),
    });
  }
  // The first entry by precedence owns a form; later ones with the same form are not found by it.
  const byForm = new Map<string, PlaceEntry>();
  for (const kind of PRECEDENCE)
    for (const entry of entries.filter((candidate) => candidate.kind === kind))
      for (const form of entry.names.flatMap(comparedForms)) if (!byForm.has(form)) byForm.set(form, entry);
  const regions = new Map(entries.filter((entry) => entry.kind === 'region').map((entry) => [entry.slug, entry]));
  const placeForms = new Set(
    entries.filter((entry) => entry.kind === 'place').flatMap((entry) => entry.names.flatMap(comparedForms)),
  );

  return {
    entries,
    find(text) {
      // The whole text, then what comes before a comma or bracket ("Hội An, Đà Nẵng", "会安（岘港）").
      const [head = ''] = text.split(/[,，、(（]/u);
      for (const part of [text, head])
        for (const form of comparedForms(part)) {
          const entry = byForm.get(form);
          if (entry) return entry;
        }
      return undefined;
    },
    region: (slug) => regions.get(slug),
    suggestions(locale) {
      const separator = locale === 'zh' ? '，' : ', ';
      const compare = new Intl.Collator(LOCALE_TAGS[locale].lang).compare;
      return entries
        .filter((entry) => entry.kind !== 'place')
        .map((entry) => {
          const region = entry.kind === 'region' ? undefined : regions.get(entry.region);
          return region ? `${entry.name[locale]}${separator}${region.name[locale]}` : entry.name[locale];
        })
        .sort(compare);
    },
    searchNames(kind, slug) {
      const entry = entries.find((candidate) => candidate.kind === kind && candidate.slug === slug);
      if (!entry) return [];
      // A town's names that a place page also carries ("Phú Quốc", "Sa Pa") are left to that page.
      const within =
        kind === 'region'
          ? entries
              .filter((other) => (other.kind === 'town' || other.kind === 'area') && other.region === slug)
              .flatMap((other) => other.names)
              .filter((name) => !comparedForms(name).some((form) => placeForms.has(form)))
          : [];
      return unique([...entry.names, ...within]);
    },
  };
}
