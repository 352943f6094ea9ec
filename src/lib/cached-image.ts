import type { GetImageResult } from 'astro';
import { getImage } from 'astro:assets';

type ImageOptions = Parameters<typeof getImage>[0];

const made = new Map<string, Promise<GetImageResult>>();

/**
 * `getImage(options)`, worked out once per process for the same options. Astro hashes every size of
 * a picture on each call; a build shows each content picture on many pages (its entry, lists,
 * related items), with the same options in a language (decision 0059). A file picture is known by
 * its path.
 */
export function cachedImage(options: ImageOptions): Promise<GetImageResult> {
  const key = JSON.stringify(options, (name, value: unknown) =>
    name === 'src' && typeof value === 'object' && value !== null && 'src' in value ? value.src : value,
  );
  let image = made.get(key);
  if (!image) {
    image = getImage(options);
    made.set(key, image);
  }
  return image;
}
