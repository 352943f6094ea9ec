/**
 * Writes src/lib/geo/vietnam-outline.json: Vietnam's land outline (Natural Earth 1:50m, from the
 * world-atlas package) as [lng, lat] rings rounded to 3 decimals. Run again only to refresh it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const VIETNAM = '704';
const topology = JSON.parse(
  readFileSync(new URL('../node_modules/world-atlas/countries-50m.json', import.meta.url), 'utf8'),
) as Topology<{ countries: GeometryCollection }>;
const countries = feature(topology, topology.objects.countries);
const vietnam = countries.features.find((f) => String(f.id) === VIETNAM);
if (!vietnam || (vietnam.geometry.type !== 'Polygon' && vietnam.geometry.type !== 'MultiPolygon')) {
  throw new Error('Vietnam not found in world-atlas');
}
const polygons = vietnam.geometry.type === 'Polygon' ? [vietnam.geometry.coordinates] : vietnam.geometry.coordinates;
const rings = polygons.map((polygon) =>
  (polygon[0] ?? []).map(([lng, lat]) => [Number(lng?.toFixed(3)), Number(lat?.toFixed(3))]),
);
writeFileSync(new URL('../src/lib/geo/vietnam-outline.json', import.meta.url), JSON.stringify(rings) + '\n');
console.log(`vietnam-outline.json: ${rings.length} rings, ${rings.reduce((n, r) => n + r.length, 0)} points`);
