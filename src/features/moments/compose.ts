import { IMAGE_TYPES, MOMENT_LIMITS, normalizeTag } from './contract.ts';

export interface RefusedPicture {
  name: string;
  reason: 'type' | 'size' | 'count';
}

/** HEIC pictures often come without a MIME type: their name tells. The server checks the content. */
const looksLikeImage = (file: Pick<File, 'type' | 'name'>) =>
  (IMAGE_TYPES as readonly string[]).includes(file.type) || (!file.type && /\.(heic|heif)$/i.test(file.name));

/**
 * Which of the pictures just chosen join the post: JPEG, PNG, WebP or HEIC, at most
 * MOMENT_LIMITS.imageMaxBytes each, 10 in all; the others are named with the reason, so the
 * composer can say what it left out before anything is sent.
 * @example checkPictures([], [photo, video]) → { accepted: [photo], refused: [{ name: 'clip.mp4', reason: 'type' }] }
 */
export function checkPictures<F extends Pick<File, 'type' | 'name' | 'size'>>(
  existing: readonly F[],
  chosen: readonly F[],
): { accepted: F[]; refused: RefusedPicture[] } {
  const accepted: F[] = [];
  const refused: RefusedPicture[] = [];
  for (const file of chosen) {
    if (!looksLikeImage(file)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > MOMENT_LIMITS.imageMaxBytes) refused.push({ name: file.name, reason: 'size' });
    else if (existing.length + accepted.length >= MOMENT_LIMITS.imagesMax)
      refused.push({ name: file.name, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/**
 * Tags as typed ("#phố-cổ hoian, ẩm thực") in the form the server stores them, without repeats.
 * @example parseTags('#Hoi An, #hoi-an food') → ['hoi', 'an', 'hoi-an', 'food']
 */
export function parseTags(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(/[\s,，、]+/)
        .map(normalizeTag)
        .filter(Boolean),
    ),
  ];
}
