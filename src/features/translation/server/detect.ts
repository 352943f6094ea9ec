import { franc } from 'franc-min';
import type { Locale } from '#lib/i18n/locales.ts';

/*
 * The language a post or comment is written in, told when it is written (decision 0093) by franc
 * (franc-min: trigram profiles of the most spoken languages, pure JavaScript). Han script decides
 * Chinese at once, trigrams tell Vietnamese from English. Only the site's three languages are
 * asked about: a translation can only be offered into and out of those.
 */

const LANGUAGES: Record<string, Locale> = { vie: 'vi', eng: 'en', cmn: 'zh' };

/**
 * Fewer characters say too little for trigrams: "ok" or "Hi" would be a guess. Han script
 * needs one character, so a short Chinese comment ("好看") is still told.
 */
const MIN_LENGTH = 3;

/** The text's language among the site's, or null where franc cannot tell (emoji, a name, too short). */
export function detectLanguage(text: string): Locale | null {
  const trimmed = text.trim();
  const code = franc(trimmed, {
    only: Object.keys(LANGUAGES),
    minLength: /\p{Script=Han}/u.test(trimmed) ? 1 : MIN_LENGTH,
  });
  return LANGUAGES[code] ?? null;
}
