import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { stripAccents } from '#lib/text/strip-accents.ts';

/**
 * Every Vietnamese letter with a diacritic, in both cases, and the plain lower-case letter each
 * becomes: `translate(name, FROM, TO)` then lower() is normalizeText for names, in any database
 * locale (lower() of ASCII is the same everywhere), without the unaccent extension.
 */
const VIETNAMESE = (() => {
  const marks = ['', '\u0300', '\u0301', '\u0303', '\u0309', '\u0323'];
  const letters = [...'aăâeêioôơuưy'].flatMap((base) => marks.map((mark) => (base + mark).normalize('NFC')));
  const all = [...new Set([...letters, 'đ'].flatMap((l) => [l, l.toUpperCase()]))].filter((l) => /[^a-zA-Z]/.test(l));
  return { from: all.join(''), to: all.map((l) => stripAccents(l).toLowerCase()).join('') };
})();

/**
 * A person's name as search compares it (without diacritics, lower case): the expression of the
 * generated column users.name_key, so the letters are literals (a generated column takes no
 * parameters).
 */
export const nameKey = (fullname: SQLWrapper): SQL =>
  sql`lower(translate(${fullname}, ${sql.raw(`'${VIETNAMESE.from}'`)}, ${sql.raw(`'${VIETNAMESE.to}'`)}))`;
