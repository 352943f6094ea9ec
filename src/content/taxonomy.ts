/**
 * The fixed vocabularies of the editorial content. Labels for each value live in
 * locales/content/<lang>.json (`placeKind.<value>`, `newsTag.<value>`, …).
 */
export const MACRO_REGIONS = ['north', 'central', 'south'] as const;
export const REGION_KINDS = ['city', 'province'] as const;

export const PLACE_KINDS = [
  'sight',
  'nature',
  'beach',
  'cave',
  'heritage',
  'temple',
  'museum',
  'market',
  'food',
  'hotel',
  'service-center',
] as const;

/** 0 free, 1 inexpensive … 4 expensive. */
export const PRICE_LEVELS = [0, 1, 2, 3, 4] as const;

export const NEWS_TAGS = ['festival', 'food', 'season', 'route', 'culture', 'nature', 'beach', 'city', 'tips'] as const;

export const LOCAL_SECTIONS = ['news', 'tourism', 'service', 'discover', 'gallery'] as const;

/** What an itinerary is about (1 to 3 per itinerary); labels in trips.json (`theme.<value>`). */
export const TRIP_THEMES = ['food', 'heritage', 'beaches', 'mountains', 'family', 'nature', 'city'] as const;

export type MacroRegion = (typeof MACRO_REGIONS)[number];
export type PlaceKind = (typeof PLACE_KINDS)[number];
export type NewsTag = (typeof NEWS_TAGS)[number];
export type LocalSection = (typeof LOCAL_SECTIONS)[number];
export type TripTheme = (typeof TRIP_THEMES)[number];

/** Where each local section lives. `discover` has detail pages only (the spec lists no list). */
export const LOCAL_SECTION_PATHS: Record<LocalSection, string> = {
  news: '/local-news/',
  tourism: '/local-tourism/',
  service: '/local-service/',
  discover: '/local-discover/',
  gallery: '/local-galleries/',
};
