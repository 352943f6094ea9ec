import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPanorama, PANORAMA_WIDTH, PANORAMA_HEIGHT } from '#integrations/artwork/panorama.ts';
import {
  PANORAMA_SCENES,
  bearing,
  markerAngles,
  relativeYaw,
  toPixel,
  toViewerPosition,
  type LatLng,
} from '#lib/vr/panoramas.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function coordinatesOf(place: string): LatLng {
  const source = readFileSync(`${ROOT}content/places/en/${place}.md`, 'utf8');
  const match = /^coordinates:\s*\{\s*lat:\s*([\d.]+),\s*lng:\s*([\d.]+)\s*\}/m.exec(source);
  if (!match) throw new Error(`no coordinates for ${place}`);
  return { lat: Number(match[1]), lng: Number(match[2]) };
}

describe('bearing', () => {
  it('is 0 due north, 90 due east, 180 due south, 270 due west', () => {
    const origin = { lat: 21, lng: 105 };
    expect(bearing(origin, { lat: 22, lng: 105 })).toBeCloseTo(0, 6);
    expect(bearing(origin, { lat: 21, lng: 106 })).toBeCloseTo(89.82, 1);
    expect(bearing(origin, { lat: 20, lng: 105 })).toBeCloseTo(180, 6);
    expect(bearing(origin, { lat: 21, lng: 104 })).toBeCloseTo(270.18, 1);
  });

  it('puts Fansipan south-west of Sa Pa town', () => {
    const b = bearing(coordinatesOf('sa-pa'), coordinatesOf('fansipan'));
    expect(b).toBeGreaterThan(180);
    expect(b).toBeLessThan(270);
  });
});

describe('relativeYaw', () => {
  it('wraps across north into (-180, 180]', () => {
    expect(relativeYaw(10, 350)).toBe(20);
    expect(relativeYaw(350, 10)).toBe(-20);
    expect(relativeYaw(180, 0)).toBe(180);
    expect(relativeYaw(0, 180)).toBe(180);
    expect(relativeYaw(90, 90)).toBe(0);
  });
});

describe('toPixel', () => {
  it('maps yaw and pitch to the equirectangular image', () => {
    expect(toPixel(0, 0, 4096, 2048)).toEqual({ x: 2048, y: 1024 });
    expect(toPixel(90, 0, 4096, 2048)).toEqual({ x: 3072, y: 1024 });
    expect(toPixel(-180, 90, 4096, 2048)).toEqual({ x: 0, y: 0 });
    expect(toPixel(0, -45, 3072, 1536)).toEqual({ x: 1536, y: 1152 });
  });
});

describe('markerAngles', () => {
  const scene = {
    id: 't',
    place: 'a',
    viewpoint: { lat: 21, lng: 105 },
    style: 'bay' as const,
    markers: [
      { place: 'a', pitch: 5 },
      { place: 'b', pitch: 3 },
    ],
  };
  const coordinates: Record<string, LatLng> = { a: { lat: 22, lng: 105 }, b: { lat: 21, lng: 106 } };

  it('centres the scene on its own place and puts the others at their bearing from the viewpoint', () => {
    const [own, other] = markerAngles(scene, (place) => coordinates[place] as LatLng);
    expect(own).toEqual({ place: 'a', yaw: 0, pitch: 5 });
    expect(other?.yaw).toBeCloseTo(89.82, 1);
    expect(other?.pitch).toBe(3);
  });

  it('hands the viewer radians with yaw in [0, 2π)', () => {
    const position = toViewerPosition({ place: 'x', yaw: -90, pitch: 30 });
    expect(position.yaw).toBeCloseTo((3 * Math.PI) / 2, 10);
    expect(position.pitch).toBeCloseTo(Math.PI / 6, 10);
  });
});

describe('the panoramas', () => {
  it('has at least 4 scenes, each of a place that exists in every locale, with distinct ids', () => {
    expect(PANORAMA_SCENES.length).toBeGreaterThanOrEqual(4);
    expect(new Set(PANORAMA_SCENES.map((s) => s.id)).size).toBe(PANORAMA_SCENES.length);
    for (const scene of PANORAMA_SCENES) {
      expect(scene.markers[0]?.place, scene.id).toBe(scene.place);
      for (const { place } of scene.markers) {
        for (const locale of ['vi', 'en', 'zh']) {
          expect(existsSync(`${ROOT}content/places/${locale}/${place}.md`), `${locale}/${place}`).toBe(true);
        }
      }
    }
  });

  it('keeps every marker of a scene apart, so none hides another', () => {
    for (const scene of PANORAMA_SCENES) {
      const yaws = markerAngles(scene, coordinatesOf).map((m) => m.yaw);
      for (const [i, a] of yaws.entries()) {
        for (const b of yaws.slice(i + 1)) expect(Math.abs(relativeYaw(a, b)), scene.id).toBeGreaterThan(4);
      }
    }
  });

  it('is committed as a 2:1 WebP of at most 150 kB for every scene', async () => {
    for (const scene of PANORAMA_SCENES) {
      const file = `${ROOT}content/places/_panoramas/${scene.id}.webp`;
      const meta = await sharp(file).metadata();
      expect(meta.format, scene.id).toBe('webp');
      expect((meta.width ?? 0) / (meta.height ?? 1), scene.id).toBe(2);
      expect(meta.width, scene.id).toBeGreaterThanOrEqual(3072);
      expect(readFileSync(file).byteLength, scene.id).toBeLessThanOrEqual(150 * 1024);
    }
  });

  it('draws an equirectangular SVG of the declared size', () => {
    const svg = renderPanorama('bay', 'test', [{ place: 'a', yaw: 0, pitch: 10 }]);
    expect(svg).toContain(`width="${PANORAMA_WIDTH}" height="${PANORAMA_HEIGHT}"`);
    expect(PANORAMA_WIDTH / PANORAMA_HEIGHT).toBe(2);
  });
});
