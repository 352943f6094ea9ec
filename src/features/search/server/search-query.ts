import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '#lib/i18n/locales.ts';
import { COMPACT, COMPACT_MIN, EXACT } from '#lib/search/name-match.ts';
import { normalizeText, tokensOf } from '#lib/search/normalize.ts';
import type { SearchHit, SearchPage } from '#lib/search/search-document.ts';
import type { Queryable } from '#server/db/client.ts';
import { searchEntries as e } from './schema.ts';

/** A word found in the title counts most, then in another name, the summary, the body. */
const WEIGHTS = { title: 8, aliases: 6, excerpt: 3, body: 1 } as const;
/** Words beyond this add cost, not precision. */
const MAX_WORDS = 8;
/** The shortest text a trigram index can look up (pg_trgm): shorter ones would read every row. */
const TRIGRAM = 3;
/**
 * Matches are counted up to this many (or up to the page asked, when further); beyond it the page
 * says "100+". Counting reads each match's row: an exact count of a short word's thousands of
 * matches cost more than the rest of the page together (decision 0058).
 */
export const COUNT_CAP = 100;

/** A constant of ours written into the SQL text: a bound parameter would have no type to add. */
const n = (value: number) => sql.raw(String(value));

/** The title without spaces: "ha long" and "halong" both name "Hạ Long" exactly. */
const titleCompact = sql`replace(${e.titleKey}, ' ', '')`;

/** Normalized words only hold letters and digits, so they are safe inside a LIKE pattern. */
const contains = (column: SQLWrapper, text: string) => sql`${column} like ${`%${text}%`}`;

/**
 * The locale written into the SQL text, not bound: the trigram indexes are partial, one per
 * locale (schema/search.ts), and the planner picks a partial index only for a condition it can
 * read. A `Locale` is one of our own few codes, never user text.
 */
const inLocale = (locale: Locale) => sql`${e.locale} = ${sql.raw(`'${locale.replaceAll("'", '')}'`)}`;

/** The query as the ranking sees it: its normalized words and the words run together. */
interface Terms {
  words: string[];
  joined: string;
}

/**
 * Points of a row, as the SQL expression the ranking sorts on. A word counts once, in the best
 * field it occurs in; the body is what is left when the row matched (every word occurs
 * somewhere), so the long text is scanned only by the filter.
 */
function scoreOf({ words, joined }: Terms): SQL {
  return sql.join(
    [
      ...words.map(
        (word) => sql`(case when ${contains(e.titleKey, word)} then ${n(WEIGHTS.title)}
          when ${contains(e.aliasesKey, word)} then ${n(WEIGHTS.aliases)}
          when ${contains(e.excerptKey, word)} then ${n(WEIGHTS.excerpt)} else ${n(WEIGHTS.body)} end)`,
      ),
      sql`(case when ${titleCompact} = ${joined} then ${n(EXACT.title)}
        when position(${`\n${joined}\n`} in (chr(10) || ${e.namesCompact} || chr(10))) > 0 then ${n(EXACT.alias)}
        else 0 end)`,
      sql`(case when ${contains(titleCompact, joined)} then ${n(COMPACT.title)}
        when ${contains(e.namesCompact, joined)} then ${n(COMPACT.alias)} else 0 end)`,
    ],
    sql` + `,
  );
}

/**
 * The most points a row can score without the joined words in one of its names: then no exact
 * name and no joined bonus, and each word at most in the title (8) — or, for a one-word query,
 * at most in the summary (3), since that word in a name would be the joined form in a name.
 */
const boundOutsideNames = ({ words }: Terms) => (words.length === 1 ? WEIGHTS.excerpt : WEIGHTS.title * words.length);

/** One page of the rows `filter` keeps, best first (ties by title, then URL). */
async function rankedPage(
  db: Queryable,
  terms: Terms,
  filter: SQL | undefined,
  options: { limit: number; offset: number },
): Promise<SearchHit[]> {
  return db
    .select({
      kind: e.kind,
      url: e.url,
      title: e.title,
      excerpt: e.excerpt,
      image: e.image,
      score: sql<number>`(${scoreOf(terms)})::int`.as('score'),
    })
    .from(e)
    .where(filter)
    .orderBy(sql`score desc`, e.title, e.url)
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * One page of results for `query` in `locale`, best first. A document matches when every word of
 * the query occurs in it (compared without diacritics, Chinese by substring) or when the words run
 * together occur in its name. Ranking: the exact name or another exact name first, then points per
 * word by field (title > other names > summary > body), with a bonus for the joined form in a
 * name. Trigram indexes (pg_trgm) find the candidates; PGlite and a PostgreSQL server answer alike.
 *
 * The page is first looked for among the matches with the joined words in a name, found by the
 * names' trigram index: when even the page's last row there outscores anything a row without them
 * could score, no other row can enter the page. Otherwise every match is ranked. Matches are
 * counted up to COUNT_CAP (or to the page asked, when further), not all ranked to be counted.
 */
export async function searchEntriesPage(
  db: Queryable,
  options: { locale: Locale; query: string; limit: number; offset: number },
): Promise<SearchPage> {
  const words = tokensOf(normalizeText(options.query.slice(0, 200))).slice(0, MAX_WORDS);
  if (words.length === 0) return { hits: [], total: 0, totalByKind: {}, moreThanTotal: false };
  const terms = { words, joined: words.join('') };

  const everyWord = and(...words.map((word) => contains(e.wordsKey, word)));
  const byName = terms.joined.length >= COMPACT_MIN ? contains(e.namesCompact, terms.joined) : sql`false`;
  const filter = and(inLocale(options.locale), sql`(${everyWord} or ${byName})`);
  const page = { limit: options.limit, offset: options.offset };

  let hits: SearchHit[] | undefined;
  if (terms.joined.length >= TRIGRAM) {
    const named = await rankedPage(db, terms, and(filter, contains(e.namesCompact, terms.joined)), page);
    const last = named.at(-1);
    if (named.length === options.limit && last && last.score > boundOutsideNames(terms)) hits = named;
  }
  hits ??= await rankedPage(db, terms, filter, page);

  const cap = Math.max(COUNT_CAP, options.offset + options.limit);
  const counted = await db
    .select({ kind: sql<string>`kind`, count: sql<number>`count(*)::int` })
    .from(
      db
        .select({ kind: e.kind })
        .from(e)
        .where(filter)
        .limit(cap + 1)
        .as('counted'),
    )
    .groupBy(sql`kind`);
  const total = counted.reduce((sum, row) => sum + row.count, 0);
  const moreThanTotal = total > cap;
  return {
    hits,
    total: moreThanTotal ? cap : total,
    // A kind's count from a cut-off sample would be too low: kinds are counted only when all are.
    totalByKind: moreThanTotal
      ? {}
      : Object.fromEntries(
          counted.filter((row) => hits.some((hit) => hit.kind === row.kind)).map((row) => [row.kind, row.count]),
        ),
    moreThanTotal,
  };
}
