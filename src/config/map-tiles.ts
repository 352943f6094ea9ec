/**
 * The raster tiles under every route map (decision 0026). OpenStreetMap's by default, with the
 * attribution its tile policy requires; an operator with a tile provider (or their own tile server)
 * sets both at build time. The tile origin is added to the Content-Security-Policy's img-src.
 *
 *   PUBLIC_MAP_TILE_URL      a Leaflet URL template: {z}/{x}/{y}, optionally {s} (subdomains) and {r}
 *   PUBLIC_MAP_ATTRIBUTION   HTML shown in the map's corner (links allowed); required by most providers
 */
export interface MapTiles {
  url: string;
  attribution: string;
  /** What img-src must allow for the tiles: an origin, or a wildcard host for {s} subdomains. */
  cspSource: string;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The configured tiles; a template that is not an http(s) URL with {z}, {x} and {y} stops the build. */
export function mapTiles(env: Record<string, string | undefined> = process.env): MapTiles {
  const url = env.PUBLIC_MAP_TILE_URL?.trim() || DEFAULT_TILE_URL;
  const attribution = env.PUBLIC_MAP_ATTRIBUTION?.trim() || DEFAULT_ATTRIBUTION;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url.replace('{s}.', '').replace(/\{[a-z]+\}/g, '0'));
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`PUBLIC_MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}; got "${url}"`);
  }
  const cspSource = url.includes('{s}.') ? `${parsed.protocol}//*.${parsed.host}` : parsed.origin;
  return { url, attribution, cspSource };
}
