import type { ImageMetadata } from 'astro';
import { parse } from 'yaml';
import type { Credit } from './image-credits.ts';
import { contentImageFile } from './images.ts';

// Read at build time; the build has already refused any picture without a usable credit
// (src/integrations/content-artwork.ts), so an uncredited picture here is a generated illustration.
const creditFiles = import.meta.glob<string>('/content/*/_images/credits.yaml', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const credits = new Map<string, Credit>();
for (const [path, text] of Object.entries(creditFiles)) {
  const collection = /^\/content\/([^/]+)\//.exec(path)?.[1];
  for (const [file, value] of Object.entries((parse(text) ?? {}) as Record<string, Credit>)) {
    credits.set(`${collection}/${file}`, value);
  }
}

/** Where a content picture comes from: a credited photo, or an illustration drawn for the app. */
export type PictureOrigin = { type: 'photo'; credit: Credit } | { type: 'illustration' };

export function pictureOrigin(image: ImageMetadata): PictureOrigin {
  const where = contentImageFile(image);
  const credit = where && credits.get(`${where.collection}/${where.file}`);
  return credit ? { type: 'photo', credit } : { type: 'illustration' };
}

/** Whether every picture of a set is an illustration (a gallery says "illustrations", not "photos"). */
export const allIllustrations = (images: ImageMetadata[]): boolean =>
  images.every((image) => pictureOrigin(image).type === 'illustration');
