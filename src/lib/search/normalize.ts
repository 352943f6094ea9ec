import { stripAccents } from '../text/strip-accents.ts';

/**
 * Text as search compares it: lower case, Vietnamese diacritics removed (đ becomes d), other
 * punctuation turned into spaces. "Hạ Long" and "ha long" become the same; Chinese is kept.
 */
export function normalizeText(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words of a normalized text; a run of Chinese characters stays one token (matched as a substring). */
export const tokensOf = (normalized: string): string[] => normalized.split(' ').filter(Boolean);
