import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { placeVocabulary } from '#content/glossary.ts';
import { LOCALES, type Locale } from '#lib/i18n/locales.ts';
import type { SearchDocument } from '#lib/search/search-document.ts';
import { indexSource } from '#features/search/server/index-source.ts';
import { searchEntriesPage } from '#features/search/server/search-query.ts';
import { searchRow } from '#features/search/server/search-row.ts';
import { RELEVANCE_SET } from './support/search-relevance-set.ts';
import { useTestDatabase } from './support/database.ts';

const database = useTestDatabase();

/**
 * The names each kind's search document takes besides its title (src/content/kinds.ts): a region's
 * and a place's from the place vocabulary, the others' from their front matter.
 */
const ALIAS_FIELDS: Record<string, string[]> = {
  local: ['captions'],
  galleries: ['captions'],
};
const vocabularyNames = (kind: string, slug: string) =>
  kind === 'regions' || kind === 'places'
    ? placeVocabulary().searchNames(kind === 'regions' ? 'region' : 'place', slug)
    : undefined;

/** The real catalogue's documents of a locale, read from content/ without Astro. */
function catalogue(locale: Locale): SearchDocument[] {
  return readdirSync('content').flatMap((kind) => {
    const folder = join('content', kind, locale);
    let files: string[];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.md'));
    } catch {
      return [];
    }
    return files.map((file) => {
      const [, front = '', body = ''] =
        /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(join(folder, file), 'utf8')) ?? [];
      const data = parse(front) as Record<string, unknown>;
      const aliases =
        vocabularyNames(kind, file.replace(/\.md$/, '')) ??
        (ALIAS_FIELDS[kind] ?? []).flatMap((field) => (data[field] as unknown[] | undefined) ?? []);
      return {
        kind,
        url: `/${locale}/${kind}/${file.replace(/\.md$/, '')}/`,
        title: String(data.name ?? data.title ?? ''),
        excerpt: String(data.summary ?? ''),
        aliases: aliases.map((a) => (typeof a === 'string' ? a : String((a as { caption?: string }).caption ?? ''))),
        body,
      };
    });
  });
}

beforeAll(async () => {
  const rows = LOCALES.flatMap((locale) => catalogue(locale).map((doc) => searchRow('content', locale, doc)));
  await indexSource(database.current().db, 'content', rows);
}, 120_000);

describe('search relevance on the real catalogue', () => {
  it.each(RELEVANCE_SET)('$locale "$query" → $first', async ({ locale, query, first }) => {
    const page = await searchEntriesPage(database.current().db, { locale, query, limit: 5, offset: 0 });
    expect(page.hits[0]?.url).toBe(`/${locale}/${first}/`);
  });
});
