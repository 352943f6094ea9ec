import type { Locale } from '#lib/i18n/locales.ts';
import type { Queryable } from '#server/db/client.ts';

/*
 * What translation reads from the areas whose words it translates (decision 0107): it knows no
 * post nor comment table. Each area that holds translatable text brings a source for its kind
 * (moments the posts, engagement the comments), and the composition root (src/server/app/compose.ts)
 * hands them over; translation keeps only its own table of translations.
 */

/** The two kinds of original, as the translation call names them. */
export type OriginalKind = 'post' | 'comment';

/** Who reads, in which language (signed out: no `viewerId`). */
export interface TranslationReader {
  viewerId: string | undefined;
  locale: Locale;
}

/** An original's words and the language they were written in (as detected when written). */
export interface OriginalText {
  text: string;
  /** Null where it could not be told (a comment's), which translation refuses. */
  language: string | null;
}

export interface TranslatableSource {
  kind: OriginalKind;
  /**
   * The original's text, if it exists and this reader may read it (the same rules as every list
   * and page that shows it: a hidden post, a comment by someone blocked, are not); `undefined`
   * otherwise, which the call answers as NOT_FOUND.
   */
  textOf: (db: Queryable, id: string, reader: TranslationReader) => Promise<OriginalText | undefined>;
}

const sources = new Map<OriginalKind, TranslatableSource>();

/** Makes `source.kind` translatable: the composition root calls it for every area's source. */
export function registerTranslatableSource(source: TranslatableSource): void {
  sources.set(source.kind, source);
}

/** The source of a kind; none before the composition root ran, or for a kind no area brings. */
export const translatableSource = (kind: OriginalKind): TranslatableSource | undefined => sources.get(kind);
