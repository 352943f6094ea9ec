import { describe, expect, it } from 'vitest';
import { geoOf, mapSearchUrl } from '#content/place-position.ts';

const checked = {
  name: 'Văn Miếu – Quốc Tử Giám',
  address: '58 phố Quốc Tử Giám, Hà Nội',
  coordinates: { lat: 21.0285, lng: 105.8355 },
};
const approximate = {
  name: 'Bản Sin Suối Hồ',
  address: 'Xã Sin Suối Hồ, tỉnh Lai Châu',
  coordinates: { lat: 22.35, lng: 103.51 },
  coordinatesApproximate: true as const,
};

describe('a place’s position as its page hands it on (decision 0108)', () => {
  it('sends the maps button to a checked pin, and gives crawlers its coordinates', () => {
    expect(mapSearchUrl(checked)).toBe('https://www.google.com/maps/search/?api=1&query=21.0285,105.8355');
    expect(geoOf(checked)).toEqual({ '@type': 'GeoCoordinates', latitude: 21.0285, longitude: 105.8355 });
  });

  it('searches for an approximate pin’s name and address instead, and gives crawlers no coordinates', () => {
    const url = new URL(mapSearchUrl(approximate));
    expect(url.searchParams.get('query')).toBe('Bản Sin Suối Hồ, Xã Sin Suối Hồ, tỉnh Lai Châu');
    expect(url.href).not.toContain('22.35');
    expect(geoOf(approximate)).toBeUndefined();
  });
});
