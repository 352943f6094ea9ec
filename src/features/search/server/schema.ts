import { sql } from 'drizzle-orm';
import { LOCALES } from '#lib/i18n/locales.ts';
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every searchable thing, whatever produced it: the editorial content of a build (source
 * `content`) today, user moments later. Besides the text as shown, each row keeps its fields in
 * the normalized form the query is compared with (`normalizeText`: lower case, no diacritics,
 * punctuation as spaces), written by the application so PGlite and any PostgreSQL server,
 * whatever their locale, compare exactly the same strings. See docs/decisions/0019-search-engine.md.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who owns the row: `content` rows are replaced as a whole when a new build's documents differ. */
    source: text('source').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    aliases: text('aliases').array().notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    image: jsonb('image').$type<{ src: string; width: number; height: number }>(),
    titleKey: text('title_key').notNull(),
    /** One normalized alias per line, so an alias can be matched whole. */
    aliasesKey: text('aliases_key').notNull(),
    excerptKey: text('excerpt_key').notNull(),
    /** Every distinct normalized word of the four fields, title to body: what the word filter scans. */
    wordsKey: text('words_key').notNull(),
    /** Title and aliases without spaces: "halong" finds "Hạ Long". */
    namesCompact: text('names_compact').notNull(),
  },
  (t) => [
    uniqueIndex('search_entries_locale_url_key').on(t.locale, t.url),
    index('search_entries_source_idx').on(t.source),
    // The word filter (every query word must occur somewhere in the document) and the names
    // lookup, one partial index per locale: a query reads its own language's entries only, and
    // without walking the whole locale's list of rows that a locale-led GIN index
    // (btree_gin) merged into every lookup (decision 0058). A new locale needs a migration.
    ...LOCALES.flatMap((locale) => [
      index(`search_entries_words_trgm_${locale}`)
        .using('gin', sql`${t.wordsKey} gin_trgm_ops`)
        .where(sql.raw(`locale = '${locale}'`)),
      index(`search_entries_names_trgm_${locale}`)
        .using('gin', sql`${t.namesCompact} gin_trgm_ops`)
        .where(sql.raw(`locale = '${locale}'`)),
    ]),
  ],
);

/** Which version of each source's documents the table holds (a hash of the documents). */
export const searchSources = pgTable('search_sources', {
  source: text('source').primaryKey(),
  version: text('version').notNull(),
  indexedAt: timestamp('indexed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
