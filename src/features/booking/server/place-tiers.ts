import type { PlaceEntry } from '#content/place-vocabulary.ts';
import { distanceKm, type LatLng } from '#lib/geo/distance.ts';

/** How far from a searched place's centre a hotel or attraction outside it still counts as nearby. */
export const NEARBY_KM = 60;

/** What a search by place needs to know of a hotel or an attraction. */
export interface Located {
  region: string;
  /** The catalogue place it names (content/places), if any. */
  place?: string | undefined;
  coordinates: LatLng | null;
}

export interface PlaceTiers<T> {
  /** In the place: of its region, naming it, or within its reach of its centre. */
  within: T[];
  /** The others within NEARBY_KM of its centre, nearest first. */
  nearby: T[];
}

/**
 * Whether something lies in a place: a region holds what it is the region of, wherever that is.
 * Moments search asks it too, for the catalogue places a searched name holds (decision 0082).
 */
export function liesIn(item: Located, place: PlaceEntry): boolean {
  if (place.kind === 'region') return item.region === place.slug;
  if (place.kind === 'place' && item.place === place.slug) return true;
  return item.coordinates !== null && distanceKm(item.coordinates, place.centre) <= (place.radiusKm ?? 0);
}

/**
 * A catalogue's hotels or attractions for a searched place: those in it first, then those near its
 * centre (decision 0072). "Hội An" finds Hội An's hotels, then Đà Nẵng's 30 km away; "Hải Phòng"
 * its own, then Hạ Long's.
 */
export function placeTiers<T extends Located>(items: readonly T[], place: PlaceEntry): PlaceTiers<T> {
  const within: T[] = [];
  const nearby: { item: T; km: number }[] = [];
  for (const item of items) {
    if (liesIn(item, place)) within.push(item);
    else if (item.coordinates) {
      const km = distanceKm(item.coordinates, place.centre);
      if (km <= NEARBY_KM) nearby.push({ item, km });
    }
  }
  return { within, nearby: nearby.sort((a, b) => a.km - b.km).map(({ item }) => item) };
}
