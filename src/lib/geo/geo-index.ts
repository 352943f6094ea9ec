import type { Anchor } from './region-resolve.ts';

export interface GeoIndex {
  regions: { slug: string; name: string; lat: number; lng: number }[];
  places: {
    slug: string;
    name: string;
    url: string;
    image: string;
    meta: string;
    region: string;
    lat: number;
    lng: number;
    /** Its kind (content/taxonomy.ts), which tells what its cost buys: a ticket, a meal, a night. */
    kind: string;
    /** Per adult, VND, as a plan's budget counts it: a sight's entry by its tickets, a meal or a night by its cost. */
    cost: { min: number; max: number };
  }[];
}

const cache = new Map<string, Promise<GeoIndex>>();

/** The locale's geo index (`/geo-index.json`, `/en/geo-index.json`…), fetched once per page. */
export function loadGeoIndex(localePrefix: string): Promise<GeoIndex> {
  let index = cache.get(localePrefix);
  if (!index) {
    index = fetch(`${localePrefix}/geo-index.json`).then((response) => {
      if (!response.ok) throw new Error(`geo index: HTTP ${response.status}`);
      return response.json() as Promise<GeoIndex>;
    });
    cache.set(localePrefix, index);
  }
  return index;
}

/** Region centres and places as anchors for region resolution. */
export const anchorsOf = (index: GeoIndex): Anchor[] => [
  ...index.regions.map((r) => ({ region: r.slug, lat: r.lat, lng: r.lng })),
  ...index.places.map((p) => ({ region: p.region, lat: p.lat, lng: p.lng })),
];
