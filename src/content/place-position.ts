/*
 * Where a place is, as its page hands it on (decision 0108): to the reader's maps app and to
 * crawlers. A pin no source confirmed is not passed on as if it were exact.
 */

interface Positioned {
  name: string;
  address: string;
  coordinates: { lat: number; lng: number };
  coordinatesApproximate?: true;
}

/**
 * "Open in maps": the pin itself; for an approximate pin, a search for the place's name and
 * address (the page passes the Vietnamese ones, which maps know), which the maps app resolves to
 * the real spot better than a pin kilometres off.
 * @example mapSearchUrl({ name: 'Văn Miếu', address: '…', coordinates: { lat: 21.0285, lng: 105.8355 } })
 *   → 'https://www.google.com/maps/search/?api=1&query=21.0285,105.8355'
 */
export function mapSearchUrl(place: Positioned): string {
  const query = place.coordinatesApproximate
    ? `${place.name}, ${place.address}`
    : `${place.coordinates.lat},${place.coordinates.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query).replaceAll('%2C', ',')}`;
}

/** schema.org's `geo` of the place, or nothing where the pin is only approximate. */
export function geoOf(
  place: Positioned,
): { '@type': 'GeoCoordinates'; latitude: number; longitude: number } | undefined {
  if (place.coordinatesApproximate) return undefined;
  return { '@type': 'GeoCoordinates', latitude: place.coordinates.lat, longitude: place.coordinates.lng };
}
