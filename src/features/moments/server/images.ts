import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_TYPES, IMAGE_WIDTHS } from '../contract.ts';
import type { MomentImageVariant } from '#server/db/schema/index.ts';
import { fileStorage } from '#server/services/storage/index.ts';

/*
 * The image pipeline of moment posts (decision 0050): the type is read from the bytes, never the
 * name; the picture is turned upright, then written as WebP at each width of IMAGE_WIDTHS it
 * reaches. sharp writes no metadata unless asked, so EXIF (the camera's GPS position included),
 * XMP and IPTC never reach storage.
 */

/** Pictures above this many pixels (a 50-megapixel camera) are refused before decoding: a decompression bomb costs nothing. */
const MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

/** Why an upload was refused, as a key of the api namespace's field messages. */
export class ImageRefused extends Error {
  readonly reason: 'type' | 'heic' | 'unreadable';
  constructor(reason: ImageRefused['reason']) {
    super(reason);
    this.reason = reason;
  }
}

/** The image's real type, from its first bytes; undefined when it is none of IMAGE_TYPES. */
export async function imageTypeOf(bytes: Uint8Array): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  // HEIF holding AV1 (AVIF) or HEVC (HEIC) both come from phones' "high efficiency" setting.
  const mime = detected.mime === 'image/heif' || detected.mime === 'image/avif' ? 'image/heic' : detected.mime;
  return (IMAGE_TYPES as readonly string[]).includes(mime) ? mime : undefined;
}

export interface StoredImage {
  width: number;
  height: number;
  variants: MomentImageVariant[];
  files: string[];
}

/** The widths to store for a picture this wide: each listed width it reaches, or its own if narrower. */
export function widthsFor(width: number): number[] {
  const reached = IMAGE_WIDTHS.filter((w) => w <= width);
  return reached.length > 0 ? reached : [width];
}

/**
 * Decodes, re-encodes and stores one image under `moments/<id>/`. Either every width is stored or,
 * when anything fails, none is (the ones already written are deleted again).
 */
export async function storeImage(id: string, bytes: Uint8Array): Promise<StoredImage> {
  const type = await imageTypeOf(bytes);
  if (!type) throw new ImageRefused('type');
  // libvips reads HEIF holding AV1; HEVC-coded HEIC needs a patent-encumbered decoder it lacks.
  const unreadable = () => new ImageRefused(type === 'image/heic' ? 'heic' : 'unreadable');
  let size: { width: number; height: number };
  try {
    size = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).autoOrient;
  } catch {
    throw unreadable();
  }
  const storage = fileStorage();
  const variants: MomentImageVariant[] = [];
  try {
    for (const target of widthsFor(size.width)) {
      // Each width decodes again: JPEG and WebP shrink while decoding, cheaper than holding raw pixels.
      const encoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw unreadable();
        });
      const key = `moments/${id}/${encoded.info.width}.webp`;
      await storage.put(key, encoded.data, 'image/webp');
      variants.push({ width: encoded.info.width, height: encoded.info.height, key });
    }
  } catch (error) {
    await removeFiles(variants.map((v) => v.key));
    throw error;
  }
  return { width: size.width, height: size.height, variants, files: variants.map((v) => v.key) };
}

/** Deletes stored files, best effort: a file already gone is no error. */
export async function removeFiles(keys: readonly string[]): Promise<void> {
  const storage = fileStorage();
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
