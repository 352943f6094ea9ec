import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { seededRandom } from './random.ts';
import { renderScene, type Scene } from './scenes.ts';

const PLACE_SCENES: Record<string, Scene[]> = {
  sight: ['lake', 'city'],
  nature: ['karst', 'mountains', 'terraces', 'lake'],
  beach: ['beach'],
  cave: ['cave'],
  heritage: ['citadel'],
  temple: ['pagoda'],
  museum: ['museum'],
  market: ['market'],
  food: ['food'],
  hotel: ['hotel'],
  'service-center': ['airport'],
};
const REGION_SCENES: Record<string, Scene[]> = {
  north: ['karst', 'mountains', 'terraces'],
  central: ['beach', 'citadel', 'mountains', 'lake'],
  south: ['delta', 'city', 'beach'],
};
const TAG_SCENES: Record<string, Scene[]> = {
  festival: ['lanterns'],
  food: ['food'],
  season: ['terraces', 'lake'],
  route: ['road'],
  culture: ['lanterns', 'pagoda'],
  nature: ['mountains', 'karst'],
  beach: ['beach'],
  city: ['city'],
  tips: ['road', 'airport'],
};
const SECTION_SCENES: Record<string, Scene[]> = {
  news: ['city', 'market'],
  tourism: ['road', 'lake', 'karst'],
  service: ['airport', 'city'],
  discover: ['pagoda', 'market', 'delta'],
  gallery: ['karst', 'mountains', 'beach', 'delta', 'lake', 'terraces', 'city'],
};
// Videos: the poster, and the picture `npm run videos` animates into the stand-in clip.
const VIDEO_SCENES: Record<string, Scene[]> = {
  ...TAG_SCENES,
  nature: ['karst', 'mountains'],
  season: ['terraces'],
  festival: ['lanterns'],
  food: ['delta', 'market'],
  city: ['lake', 'city'],
};

/** A front-matter value written as `key: "value"`, `key: value` or `key: ["a", "b"]` (first item). */
function field(source: string, key: string): string | undefined {
  const match = new RegExp(`^${key}:\\s*\\[?\\s*"?([^"\\],\\n]+)"?`, 'm').exec(source);
  return match?.[1]?.trim();
}

function choose(scenes: Scene[] | undefined, seed: string): Scene {
  const list = scenes && scenes.length > 0 ? scenes : (['mountains'] as Scene[]);
  return list[Math.floor(seededRandom(seed)() * list.length)] as Scene;
}

interface Job {
  file: string;
  scene: Scene;
  seed: string;
}

/** Each entry once (by slug), read from whichever locale file exists. */
function entrySources(content: string, collection: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const locale of ['vi', 'en', 'zh']) {
    const dir = join(content, collection, locale);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const slug = name.slice(0, -3);
      if (!sources.has(slug)) sources.set(slug, readFileSync(join(dir, name), 'utf8'));
    }
  }
  return sources;
}

function jobsFor(content: string, collection: string): Job[] {
  const jobs: Job[] = [];
  const images = join(content, collection, '_images');
  for (const [slug, source] of entrySources(content, collection)) {
    const add = (suffix: string, scenes: Scene[] | undefined) => {
      const seed = `${collection}/${slug}${suffix}`;
      jobs.push({ file: join(images, `${slug}${suffix}.webp`), scene: choose(scenes, seed), seed });
    };
    if (collection === 'regions') {
      const scenes = REGION_SCENES[field(source, 'macroRegion') ?? ''];
      add('', field(source, 'kind') === 'city' ? [...(scenes ?? []), 'city'] : scenes);
    } else if (collection === 'places') {
      const count = Number(field(source, 'images') ?? 2);
      for (let i = 1; i <= count; i++) add(`-${i}`, PLACE_SCENES[field(source, 'kind') ?? '']);
    } else if (collection === 'news') {
      add('', TAG_SCENES[field(source, 'tags') ?? '']);
    } else if (collection === 'videos') {
      add('', VIDEO_SCENES[field(source, 'topic') ?? '']);
    } else if (collection === 'local') {
      const section = field(source, 'section') ?? '';
      add('', SECTION_SCENES[section]);
      const photos = Number(field(source, 'photos') ?? 0);
      for (let i = 1; i <= photos; i++) add(`-${i}`, SECTION_SCENES.gallery);
    } else if (collection === 'galleries') {
      // Drawn like the place they show, when they name one; otherwise any landscape.
      const place = field(source, 'place');
      const placeFile = place ? join(content, 'places', 'vi', `${place}.md`) : '';
      const kind = placeFile && existsSync(placeFile) ? field(readFileSync(placeFile, 'utf8'), 'kind') : undefined;
      const scenes = PLACE_SCENES[kind ?? ''] ?? SECTION_SCENES.gallery;
      add('', scenes);
      const photos = Number(field(source, 'photos') ?? 0);
      for (let i = 1; i <= photos; i++) add(`-${i}`, i % 3 === 0 ? SECTION_SCENES.gallery : scenes);
    }
  }
  return jobs;
}

/**
 * Makes the stand-in illustration of every content entry that has no image yet:
 * content/<collection>/_images/<slug>[-<n>].webp. Existing files (photos an editor added, or
 * earlier artwork) are never overwritten. Returns the files written.
 */
export async function generateArtwork(content: string): Promise<string[]> {
  const written: string[] = [];
  for (const collection of ['regions', 'places', 'news', 'local', 'galleries', 'videos']) {
    for (const job of jobsFor(content, collection)) {
      if (existsSync(job.file)) continue;
      mkdirSync(join(job.file, '..'), { recursive: true });
      await sharp(Buffer.from(renderScene(job.scene, job.seed)))
        .webp({ quality: 80 })
        .toFile(job.file);
      written.push(job.file);
    }
  }
  return written;
}
