import { distanceKm, type LatLng } from './distance.ts';
import outline from './vietnam-outline.json';

/** A known point of a region: its administrative centre, or one of its places. */
export interface Anchor extends LatLng {
  region: string;
}

/** Vietnam's territorial sea reaches 12 nautical miles from the coast. */
export const TERRITORIAL_SEA_KM = 22.2;

type Ring = number[][];
const RINGS = outline as Ring[];

function insideRing(point: LatLng, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > point.lat !== yj > point.lat && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}

/** Shortest distance from the point to the ring's edges, in km (flat projection around the point). */
function distanceToRingKm(point: LatLng, ring: Ring): number {
  const kx = 111.32 * Math.cos((point.lat * Math.PI) / 180);
  const ky = 110.57;
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1 = 0, y1 = 0] = ring[j] ?? [];
    const [x2 = 0, y2 = 0] = ring[i] ?? [];
    const ax = (x1 - point.lng) * kx;
    const ay = (y1 - point.lat) * ky;
    const bx = (x2 - point.lng) * kx;
    const by = (y2 - point.lat) * ky;
    const dx = bx - ax;
    const dy = by - ay;
    const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

/** On Vietnam's land (Natural Earth 1:50m outline) or within its territorial sea. */
export function inVietnam(point: LatLng, rings: Ring[] = RINGS): boolean {
  return (
    rings.some((ring) => insideRing(point, ring)) ||
    rings.some((ring) => distanceToRingKm(point, ring) <= TERRITORIAL_SEA_KM)
  );
}

/**
 * The region a position is in: outside Vietnam (and its territorial sea) none; otherwise the
 * region of the nearest known point. Without province boundaries, the nearest of the regions'
 * centres and places stands in for "the area that contains it"; places make the anchors dense
 * where travellers are (islands, border highlands) so far-flung parts of a province resolve right.
 */
export function resolveRegion(point: LatLng, anchors: readonly Anchor[], rings?: Ring[]): string | null {
  if (!inVietnam(point, rings)) return null;
  let best: Anchor | undefined;
  let bestKm = Infinity;
  for (const anchor of anchors) {
    const km = distanceKm(point, anchor);
    if (km < bestKm) {
      best = anchor;
      bestKm = km;
    }
  }
  return best?.region ?? null;
}
