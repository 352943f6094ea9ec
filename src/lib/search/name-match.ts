import { normalizeText } from './normalize.ts';

/*
 * How a whole query matches an entry's names. The results page (src/features/search/server/search-query.ts,
 * in SQL) and the suggestions (src/components/search-box.ts, over Pagefind's hits) rank by the same
 * points, so both put the same entry first.
 */

/** The whole query as the name, or as one of the other names, ranks first (spaces ignored). */
export const EXACT = { title: 100, alias: 60 } as const;
/** The query's words run together inside the name ("halong" in "Hạ Long"). */
export const COMPACT = { title: 20, alias: 12 } as const;
/** Joined forms shorter than this would match inside unrelated names. */
export const COMPACT_MIN = 4;

/** Text as joined forms compare it: "Hội An", "HOI AN" and "hoian" all become "hoian". */
export const joinedForm = (text: string): string => normalizeText(text).replaceAll(' ', '');

/**
 * An entry's names as the suggestions' index keeps them: the title's joined form first, then the
 * other names', separated by spaces (a joined form has none). Pagefind searches this field, so
 * "hoian" finds Hội An, and hands it back with each hit for `namePoints`.
 */
export const namesKey = (title: string, aliases: readonly string[]): string =>
  [...new Set([title, ...aliases].map(joinedForm).filter(Boolean))].join(' ');

/** The points a query's joined form (`joinedForm`) earns from an entry's `namesKey`. */
export function namePoints(joined: string, names: string): number {
  const [title = '', ...others] = names.split(' ');
  const exact = title === joined ? EXACT.title : others.includes(joined) ? EXACT.alias : 0;
  const inside = title.includes(joined)
    ? COMPACT.title
    : others.some((name) => name.includes(joined))
      ? COMPACT.alias
      : 0;
  return joined ? exact + inside : 0;
}
