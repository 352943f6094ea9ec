import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '../../lib/i18n/locales.ts';
import { COMPACT, COMPACT_MIN, EXACT } from '../../lib/search/name-match.ts';
import { normalizeText, tokensOf } from '../../lib/search/normalize.ts';
import type { SearchPage } from '../../lib/search/search-document.ts';
import type { Queryable } from '../db/client.ts';
import { searchEntries as e } from '../db/schema/search.ts';

/** A word found in the title counts most, then in another name, the summary, the body. */
const WEIGHTS = { title: 8, aliases: 6, excerpt: 3, body: 1 } as const;
/** Words beyond this add cost, not precision. */
const MAX_WORDS = 8;

/** A constant of ours written into the SQL text: a bound parameter would have no type to add. */
const n = (value: number) => sql.raw(String(value));

/** The title without spaces: "ha long" and "halong" both name "Hạ Long" exactly. */
const titleCompact = sql`replace(${e.titleKey}, ' ', '')`;

/** Normalized words only hold letters and digits, so they are safe inside a LIKE pattern. */
const contains = (column: SQLWrapper, text: string) => sql`${column} like ${`%${text}%`}`;

/**
 * One page of results for `query` in `locale`, best first. A document matches when every word of
 * the query occurs in it (compared without diacritics, Chinese by substring) or when the words run
 * together occur in its name. Ranking: the exact name or another exact name first, then points per
 * word by field (title > other names > summary > body), with a bonus for the joined form in a
 * name. Trigram indexes (pg_trgm) find the candidates; PGlite and a PostgreSQL server answer alike.
 */
export async function searchEntriesPage(
  db: Queryable,
  options: { locale: Locale; query: string; limit: number; offset: number },
): Promise<SearchPage> {
  const words = tokensOf(normalizeText(options.query.slice(0, 200))).slice(0, MAX_WORDS);
  if (words.length === 0) return { hits: [], total: 0, totalByKind: {} };
  const joined = words.join('');

  const everyWord = and(...words.map((word) => contains(e.wordsKey, word)));
  const byName = joined.length >= COMPACT_MIN ? contains(e.namesCompact, joined) : sql`false`;
  const score = sql.join(
    [
      // A word counts once, in the best field it occurs in; the body is what is left when the
      // row matched (every word occurs somewhere), so the long text is scanned only by the filter.
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

  const filter = and(eq(e.locale, options.locale), sql`(${everyWord} or ${byName})`);
  const rows = await db
    .select({
      kind: e.kind,
      url: e.url,
      title: e.title,
      excerpt: e.excerpt,
      image: e.image,
      score: sql<number>`(${score})::int`.as('score'),
      total: sql<number>`(count(*) over ())::int`,
      kindTotal: sql<number>`(count(*) over (partition by ${e.kind}))::int`,
    })
    .from(e)
    .where(filter)
    .orderBy(sql`score desc`, e.title, e.url)
    .limit(options.limit)
    .offset(options.offset);

  if (rows.length === 0 && options.offset > 0) {
    // Past the last page: the window counts came with no row, so count on their own.
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(e)
      .where(filter);
    return { hits: [], total: row?.total ?? 0, totalByKind: {} };
  }
  const totalByKind: Record<string, number> = {};
  for (const row of rows) totalByKind[row.kind] = row.kindTotal;
  return {
    hits: rows.map(({ kind, url, title, excerpt, image, score: points }) => ({
      kind,
      url,
      title,
      excerpt,
      image,
      score: points,
    })),
    total: rows[0]?.total ?? 0,
    totalByKind,
  };
}
