import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '#config/content-security-policy.ts';
import { DEFAULT_ATTRIBUTION, DEFAULT_TILE_URL, mapTiles } from '#config/map-tiles.ts';

describe('map tiles configuration', () => {
  it("uses OpenStreetMap's tiles and attribution when nothing is set (or only blanks)", () => {
    expect(mapTiles({})).toEqual({
      url: DEFAULT_TILE_URL,
      attribution: DEFAULT_ATTRIBUTION,
      cspSource: 'https://tile.openstreetmap.org',
    });
    expect(mapTiles({ PUBLIC_MAP_TILE_URL: ' ', PUBLIC_MAP_ATTRIBUTION: '' }).url).toBe(DEFAULT_TILE_URL);
  });

  it('allows the configured origin, a wildcard host for {s} subdomains', () => {
    expect(mapTiles({ PUBLIC_MAP_TILE_URL: 'http://127.0.0.1:4412/tiles/{z}/{x}/{y}.png' }).cspSource).toBe(
      'http://127.0.0.1:4412',
    );
    expect(mapTiles({ PUBLIC_MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png' }).cspSource).toBe(
      'https://*.tiles.example.com',
    );
  });

  it('stops the build on a template that is not an http(s) URL with {z}, {x} and {y}', () => {
    for (const url of [
      'tiles/{z}/{x}/{y}.png',
      'ftp://example.com/{z}/{x}/{y}.png',
      'https://example.com/{z}/{x}.png',
    ]) {
      expect(() => mapTiles({ PUBLIC_MAP_TILE_URL: url })).toThrow(/PUBLIC_MAP_TILE_URL/);
    }
  });

  it("puts the tile source in the policy's img-src", () => {
    const policy = contentSecurityPolicy({ google: false, facebook: false }, 'http://127.0.0.1:4412');
    expect(policy.directives?.find((d) => d.startsWith('img-src'))).toBe(
      "img-src 'self' data: blob: https: http://127.0.0.1:4412",
    );
  });
});
