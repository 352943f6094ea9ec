import { normalizeText } from '#lib/search/normalize.ts';

/** At most this many matches are listed: enough to choose from on a phone's screen. */
export const MATCHES_SHOWN = 8;

/**
 * The planner's place search, on the device over the geo index: places whose name or description
 * line (kind and province) holds every word typed, with or without diacritics.
 *
 * @example matchPlaces(places, 'hoi an') // [{ name: 'Phố cổ Hội An', … }]
 */
export function matchPlaces<P extends { name: string; meta: string }>(places: readonly P[], query: string): P[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return places
    .filter((place) => {
      const text = normalizeText(`${place.name} ${place.meta}`);
      return words.every((word) => text.includes(word));
    })
    .slice(0, MATCHES_SHOWN);
}
