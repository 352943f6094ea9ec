import type { Dimension } from '#lib/listing.ts';
import type { Entry } from './catalog.ts';

/** How each list can be filtered; the order is the order of the segments in its URLs. */
export const PLACE_DIMENSIONS: Dimension<Entry<'places'>>[] = [
  { name: 'region', values: (place) => [place.data.region] },
  { name: 'kind', values: (place) => [place.data.kind] },
];

export const NEWS_DIMENSIONS: Dimension<Entry<'news'>>[] = [
  { name: 'region', values: (article) => (article.data.region ? [article.data.region] : []) },
  { name: 'tag', values: (article) => article.data.tags },
];

export const LOCAL_DIMENSIONS: Dimension<Entry<'local'>>[] = [
  { name: 'region', values: (entry) => [entry.data.region] },
];

export const GALLERY_DIMENSIONS: Dimension<Entry<'galleries'>>[] = [
  { name: 'region', values: (gallery) => [gallery.data.region] },
];

export const VIDEO_DIMENSIONS: Dimension<Entry<'videos'>>[] = [
  { name: 'region', values: (video) => [video.data.region] },
  { name: 'topic', values: (video) => [video.data.topic] },
];

/** Region (an itinerary crossing three regions is in each), length in days, and theme. */
export const ITINERARY_DIMENSIONS: Dimension<Entry<'itineraries'>>[] = [
  { name: 'region', values: (itinerary) => itinerary.data.regions },
  { name: 'days', values: (itinerary) => [String(itinerary.data.days.length)] },
  { name: 'theme', values: (itinerary) => itinerary.data.themes },
];

export const dimensionNames = (dimensions: readonly Dimension<never>[]) => dimensions.map((d) => d.name);
