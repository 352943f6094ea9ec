import type { ImageMetadata } from 'astro';
import type { Collection } from './catalog.ts';

// Every content image, processed by Astro's image pipeline (sizes, formats, dimensions).
const files = import.meta.glob<ImageMetadata>('/content/*/_images/*.{webp,jpg,jpeg,png,avif}', {
  eager: true,
  import: 'default',
});

const byKey = new Map<string, ImageMetadata>();
/** Each picture's place on disk, `{ collection, file }`, to find its credit. */
const fileOf = new WeakMap<ImageMetadata, { collection: string; file: string }>();
for (const [path, image] of Object.entries(files)) {
  const match = /^\/content\/([^/]+)\/_images\/((.+)\.[a-z]+)$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  byKey.set(`${match[1]}/${match[3]}`, image);
  fileOf.set(image, { collection: match[1], file: match[2] });
}

/** The collection and file name of a content picture, or undefined for any other image. */
export const contentImageFile = (image: ImageMetadata) => fileOf.get(image);

/**
 * The image `<slug>` (or `<slug>-<n>`) of an entry, in content/<collection>/_images/. A missing image fails the build, naming the
 * file to add: `npm run artwork` makes a stand-in, or an editor drops in a photo of that name.
 */
export function contentImage(collection: Collection, slug: string, n?: number): ImageMetadata {
  const name = n === undefined ? slug : `${slug}-${n}`;
  const image = byKey.get(`${collection}/${name}`);
  if (!image) {
    throw new Error(
      `content/${collection}/_images/${name}.webp is missing: run "npm run artwork" or add a photo with that name`,
    );
  }
  return image;
}

// The VR 360 page's equirectangular panoramas (`npm run panoramas` draws stand-ins).
const panoramas = import.meta.glob<ImageMetadata>('/content/places/_panoramas/*.{webp,jpg,jpeg}', {
  eager: true,
  import: 'default',
});

/** The panorama `content/places/_panoramas/<id>.webp`; a missing one fails the build, naming the fix. */
export function panoramaImage(id: string): ImageMetadata {
  const entry = Object.entries(panoramas).find(([path]) => /\/([^/]+)\.[a-z]+$/.exec(path)?.[1] === id);
  if (!entry) throw new Error(`content/places/_panoramas/${id}.webp is missing: run "npm run panoramas"`);
  return entry[1];
}
