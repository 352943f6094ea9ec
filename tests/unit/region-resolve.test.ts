import { describe, expect, it } from 'vitest';
import { distanceKm } from '#lib/geo/distance.ts';
import { inVietnam, resolveRegion, type Anchor } from '#lib/geo/region-resolve.ts';

// Administrative centres and a few places, as the static index provides them.
const anchors: Anchor[] = [
  { region: 'ha-noi', lat: 21.0278, lng: 105.8342 },
  { region: 'quang-ninh', lat: 20.9517, lng: 107.0806 },
  { region: 'da-nang', lat: 16.0544, lng: 108.2022 },
  { region: 'da-nang', lat: 15.8801, lng: 108.338 }, // Hội An
  { region: 'quang-ngai', lat: 15.1214, lng: 108.8044 },
  { region: 'khanh-hoa', lat: 12.2388, lng: 109.1967 },
  { region: 'ho-chi-minh', lat: 10.776, lng: 106.701 },
  { region: 'ho-chi-minh', lat: 8.6826, lng: 106.6089 }, // Côn Đảo
  { region: 'an-giang', lat: 10.0124, lng: 105.0809 },
  { region: 'an-giang', lat: 10.2899, lng: 103.984 }, // Phú Quốc
  { region: 'tuyen-quang', lat: 21.8236, lng: 105.2141 },
  { region: 'tuyen-quang', lat: 23.2577, lng: 105.2531 }, // Đồng Văn
];

describe('region resolution', () => {
  it('puts Hội An in Đà Nẵng city and central Hà Nội in Hà Nội', () => {
    expect(resolveRegion({ lat: 15.8794, lng: 108.335 }, anchors)).toBe('da-nang');
    expect(resolveRegion({ lat: 21.0285, lng: 105.8542 }, anchors)).toBe('ha-noi');
  });

  it('resolves far-flung parts of a region through its places', () => {
    expect(resolveRegion({ lat: 8.69, lng: 106.61 }, anchors)).toBe('ho-chi-minh'); // Côn Đảo
    expect(resolveRegion({ lat: 23.36, lng: 105.32 }, anchors)).toBe('tuyen-quang'); // Lũng Cú
  });

  it('resolves a boat at sea within the territorial sea to the nearest region', () => {
    // Hạ Long Bay, among the islands.
    expect(resolveRegion({ lat: 20.85, lng: 107.15 }, anchors)).toBe('quang-ninh');
    // Off Nha Trang, a few kilometres out.
    expect(resolveRegion({ lat: 12.24, lng: 109.3 }, anchors)).toBe('khanh-hoa');
  });

  it('gives no region far out at sea or outside Vietnam', () => {
    expect(resolveRegion({ lat: 14.5, lng: 111.5 }, anchors)).toBeNull(); // open sea
    expect(resolveRegion({ lat: 13.7563, lng: 100.5018 }, anchors)).toBeNull(); // Bangkok
    expect(resolveRegion({ lat: 11.5564, lng: 104.9282 }, anchors)).toBeNull(); // Phnom Penh
    expect(resolveRegion({ lat: 17.9757, lng: 102.6331 }, anchors)).toBeNull(); // Vientiane
    expect(inVietnam({ lat: 48.8566, lng: 2.3522 })).toBe(false); // Paris
  });

  it('measures great-circle distances', () => {
    expect(distanceKm({ lat: 21.0285, lng: 105.8542 }, { lat: 10.7769, lng: 106.7009 })).toBeCloseTo(1140, -1);
  });
});
