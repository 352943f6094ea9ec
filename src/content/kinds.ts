import type { ImageMetadata } from 'astro';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Dimension } from '#lib/listing.ts';
import {
  listGalleries,
  listItineraries,
  listLocal,
  listNews,
  listPlaces,
  listRegions,
  listVideos,
  type Collection,
  type Entry,
} from './catalog.ts';
import {
  GALLERY_DIMENSIONS,
  ITINERARY_DIMENSIONS,
  LOCAL_DIMENSIONS,
  NEWS_DIMENSIONS,
  PLACE_DIMENSIONS,
  VIDEO_DIMENSIONS,
} from './dimensions.ts';
import { placeVocabulary } from './glossary.ts';
import { contentImage } from './images.ts';
import { PLACE_SCHEMA_TYPE } from './schema-types.ts';
import { LOCAL_SECTION_PATHS, LOCAL_SECTIONS } from './taxonomy.ts';

/**
 * What the site needs to know about one kind of content entry. A new kind (itineraries, hotels,
 * SIM products) is one row of `CONTENT_KINDS` plus its detail and list pages: search, cards, list
 * routes, breadcrumbs and JSON-LD read it from here.
 */
export interface ContentKind<C extends Collection> {
  /** The collection in src/content.config.ts; its pictures are in content/<collection>/_images/. */
  collection: C;
  /** Every entry of a locale, in the order its lists show them. */
  list: (locale: Locale) => Promise<Entry<C>[]>;
  /** The entry's page, without the locale prefix. */
  path: (entry: Entry<C>) => string;
  /** What names the entry: its heading, card and search-result title. */
  title: (entry: Entry<C>) => string;
  /** The entry's cover picture. */
  image: (entry: Entry<C>) => ImageMetadata;
  /** How its list pages filter; the order is the order of the segments in their URLs. */
  dimensions: readonly Dimension<Entry<C>>[];
  /** Other names search matches (besides title, summary and body). */
  aliases: (entry: Entry<C>) => readonly string[];
  /** The schema.org type of its detail page. */
  schemaType: (entry: Entry<C>) => string;
}

/** Every kind, in the order the search results page groups them. */
export const CONTENT_KINDS: { readonly [C in Collection]: ContentKind<C> } = {
  places: {
    collection: 'places',
    list: listPlaces,
    path: (place) => `/places/${place.slug}/`,
    title: (place) => place.data.name,
    image: (place) => contentImage('places', place.slug, 1),
    dimensions: PLACE_DIMENSIONS,
    // Its names in every language and the glossary's (the place vocabulary, decision 0072).
    aliases: (place) => placeVocabulary().searchNames('place', place.slug),
    schemaType: (place) => PLACE_SCHEMA_TYPE[place.data.kind],
  },
  regions: {
    collection: 'regions',
    list: listRegions,
    path: (region) => `/regions/${region.slug}/`,
    title: (region) => region.data.name,
    image: (region) => contentImage('regions', region.slug),
    // One index page, grouped north to south, rather than filtered lists.
    dimensions: [],
    // Its names, former provinces, towns and areas in every language: "Đà Lạt" finds Lâm Đồng.
    aliases: (region) => placeVocabulary().searchNames('region', region.slug),
    schemaType: () => 'TouristDestination',
  },
  news: {
    collection: 'news',
    list: listNews,
    path: (article) => `/news/${article.slug}/`,
    title: (article) => article.data.title,
    image: (article) => contentImage('news', article.slug),
    dimensions: NEWS_DIMENSIONS,
    aliases: () => [],
    schemaType: () => 'NewsArticle',
  },
  local: {
    collection: 'local',
    // Section by section, each newest first: the sections are lists of their own.
    list: async (locale) => (await Promise.all(LOCAL_SECTIONS.map((section) => listLocal(locale, section)))).flat(),
    path: (entry) => `${LOCAL_SECTION_PATHS[entry.data.section]}${entry.slug}/`,
    title: (entry) => entry.data.title,
    image: (entry) => contentImage('local', entry.slug),
    dimensions: LOCAL_DIMENSIONS,
    aliases: (entry) => entry.data.captions,
    schemaType: (entry) => (entry.data.section === 'gallery' ? 'ImageGallery' : 'Article'),
  },
  galleries: {
    collection: 'galleries',
    list: listGalleries,
    path: (gallery) => `/galleries/${gallery.slug}/`,
    title: (gallery) => gallery.data.title,
    image: (gallery) => contentImage('galleries', gallery.slug),
    dimensions: GALLERY_DIMENSIONS,
    aliases: (gallery) => gallery.data.captions,
    schemaType: () => 'ImageGallery',
  },
  videos: {
    collection: 'videos',
    list: listVideos,
    path: (video) => `/videos/${video.slug}/`,
    title: (video) => video.data.title,
    image: (video) => contentImage('videos', video.slug),
    dimensions: VIDEO_DIMENSIONS,
    aliases: () => [],
    schemaType: () => 'VideoObject',
  },
  itineraries: {
    collection: 'itineraries',
    list: listItineraries,
    path: (itinerary) => `/schedule-reference/${itinerary.slug}/`,
    title: (itinerary) => itinerary.data.title,
    // The first stop's picture: itineraries have no pictures of their own.
    image: (itinerary) => contentImage('places', firstPlace(itinerary), 1),
    dimensions: ITINERARY_DIMENSIONS,
    // Day titles and tips name the towns, dishes and sights a traveller searches for.
    aliases: (itinerary) =>
      itinerary.data.days.flatMap((day) => [day.title, ...day.stops.flatMap((stop) => (stop.tip ? [stop.tip] : []))]),
    schemaType: () => 'TouristTrip',
  },
};

/** The place of an itinerary's first stop (the schema requires a day with a stop). */
export function firstPlace(itinerary: Entry<'itineraries'>): string {
  const place = itinerary.data.days[0]?.stops[0]?.place;
  if (!place) throw new Error(`content/itineraries/${itinerary.id}.md has no stop`);
  return place;
}

export const KIND_NAMES = Object.keys(CONTENT_KINDS) as Collection[];
