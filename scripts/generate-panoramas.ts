// `npm run panoramas`: the VR 360 page's equirectangular panoramas, drawn where no 360° photo
// exists yet. An existing file (a real photo an editor added) is kept unless --force is given.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderPanorama } from '#integrations/artwork/panorama.ts';
import { PANORAMA_SCENES, markerAngles, type LatLng } from '#lib/vr/panoramas.ts';

const content = new URL('../content/places/', import.meta.url).pathname;
const out = join(content, '_panoramas');
const force = process.argv.includes('--force');

/** A place's coordinates, read from its front matter (`coordinates: { lat: 1, lng: 2 }`). */
function coordinatesOf(place: string): LatLng {
  const source = readFileSync(join(content, 'en', `${place}.md`), 'utf8');
  const match = /^coordinates:\s*\{\s*lat:\s*([\d.]+),\s*lng:\s*([\d.]+)\s*\}/m.exec(source);
  if (!match) throw new Error(`content/places/en/${place}.md has no coordinates`);
  return { lat: Number(match[1]), lng: Number(match[2]) };
}

mkdirSync(out, { recursive: true });
for (const scene of PANORAMA_SCENES) {
  const file = join(out, `${scene.id}.webp`);
  if (existsSync(file) && !force) continue;
  const svg = renderPanorama(scene.style, scene.id, markerAngles(scene, coordinatesOf));
  await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 6 }).toFile(file);
  console.log(`panoramas: ${file} (${Math.round(statSync(file).size / 1024)} kB)`);
}
