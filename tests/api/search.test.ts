import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#lib/i18n/locales.ts';
import { normalizeText } from '#lib/search/normalize.ts';
import type { SearchDocument } from '#lib/search/search-document.ts';
import { searchEntries, searchSources } from '#features/search/server/schema.ts';
import { indexSource } from '#features/search/server/index-source.ts';
import { COUNT_CAP, searchEntriesPage } from '#features/search/server/search-query.ts';
import { searchRow } from '#features/search/server/search-row.ts';
import { useTestDatabase } from './support/database.ts';

const database = useTestDatabase();

const doc = (title: string, aliases: string[] = [], body = '', excerpt = ''): SearchDocument => ({
  kind: 'places',
  url: `/${encodeURIComponent(title)}/`,
  title,
  excerpt,
  aliases,
  body,
});

const FIXTURE: Record<Locale, SearchDocument[]> = {
  vi: [
    doc('Vịnh Hạ Long', ['Ha Long Bay', 'Halong Bay'], 'Đảo đá vôi'),
    doc('Phố cổ Hội An', ['Hoi An'], 'Đèn lồng'),
    doc('Hà Nội', [], 'Thủ đô, hồ Hoàn Kiếm'),
    doc('Đà Nẵng', [], 'Gần Hội An và Mỹ Sơn'),
    doc('Hạ Long', [], 'Thành phố bên vịnh'),
  ],
  en: [
    doc('Ha Long Bay', ['Vịnh Hạ Long'], 'Limestone islands'),
    doc('River Walk', [], 'A lantern festival on the river'),
    doc('Night Market', [], '', 'Lanterns at dusk'),
    doc('Old Town', ['Lantern Town'], ''),
    doc('Lantern Street', [], ''),
  ],
  zh: [doc('下龙湾', ['Ha Long Bay', 'Vịnh Hạ Long'], '石灰岩岛屿'), doc('会安古镇', ['Hoi An'], '灯笼')],
};
const rows = (source: string, documents: Record<Locale, SearchDocument[]>) =>
  Object.entries(documents).flatMap(([locale, docs]) => docs.map((d) => searchRow(source, locale as Locale, d)));

const titles = async (query: string, locale: Locale = 'vi') =>
  (await searchEntriesPage(database.current().db, { locale, query, limit: 50, offset: 0 })).hits.map((h) => h.title);

beforeAll(async () => {
  await indexSource(database.current().db, 'content', rows('content', FIXTURE));
});

describe('search in PostgreSQL (pg_trgm)', () => {
  it('normalizes Vietnamese without diacritics, đ included', () => {
    expect(normalizeText('Vịnh Hạ Long, Đà Nẵng!')).toBe('vinh ha long da nang');
    expect(normalizeText('下龙湾')).toBe('下龙湾');
  });

  it('matches with and without diacritics', async () => {
    expect((await titles('vinh ha long'))[0]).toBe('Vịnh Hạ Long');
    expect((await titles('Vịnh Hạ Long'))[0]).toBe('Vịnh Hạ Long');
    expect((await titles('hoi an'))[0]).toBe('Phố cổ Hội An');
    expect(await titles('ha noi')).toEqual(['Hà Nội']);
  });

  it('puts the exact name first, then an exact other name', async () => {
    expect((await titles('ha long')).slice(0, 2)).toEqual(['Hạ Long', 'Vịnh Hạ Long']);
    expect((await titles('Hạ Long')).slice(0, 2)).toEqual(['Hạ Long', 'Vịnh Hạ Long']);
    expect((await titles('halong bay'))[0]).toBe('Vịnh Hạ Long');
  });

  it('finds a name written as one word, and a one-word name written apart', async () => {
    expect((await titles('halong')).slice(0, 2)).toEqual(['Hạ Long', 'Vịnh Hạ Long']);
    expect(await titles('danang')).toEqual(['Đà Nẵng']);
    expect(await titles('hoian')).toEqual(['Phố cổ Hội An']);
    expect((await titles('halo ng bay'))[0]).toBe('Vịnh Hạ Long');
  });

  it('matches Chinese by substring', async () => {
    expect(await titles('下龙', 'zh')).toEqual(['下龙湾']);
    expect(await titles('岛屿', 'zh')).toEqual(['下龙湾']);
  });

  it('finds Latin names in every locale', async () => {
    expect(await titles('ha long bay', 'zh')).toEqual(['下龙湾']);
    expect(await titles('Hoi An', 'zh')).toEqual(['会安古镇']);
    expect(await titles('vinh ha long', 'en')).toEqual(['Ha Long Bay']);
  });

  it('ranks title over summary over body and needs every word', async () => {
    expect(await titles('lantern', 'en')).toEqual(['Lantern Street', 'Old Town', 'Night Market', 'River Walk']);
    expect(await titles('hoi an')).toEqual(['Phố cổ Hội An', 'Đà Nẵng']);
    expect(await titles('hoi an lantern nowhere')).toEqual([]);
    expect(await titles('   ')).toEqual([]);
  });

  it('counts every match, not only the page asked for', async () => {
    const db = database.current().db;
    const page = (offset: number) => searchEntriesPage(db, { locale: 'en', query: 'lantern', limit: 3, offset });
    const first = await page(0);
    expect(first.hits.map((h) => h.title)).toEqual(['Lantern Street', 'Old Town', 'Night Market']);
    expect(first.total).toBe(4);
    expect(first.totalByKind).toEqual({ places: 4 });
    const second = await page(3);
    expect(second.hits.map((h) => h.title)).toEqual(['River Walk']);
    expect(second.total).toBe(4);
    expect(await page(30)).toEqual({ hits: [], total: 4, totalByKind: {}, moreThanTotal: false });
  });
});

describe('counting past the cap', () => {
  const many = {
    vi: Array.from({ length: COUNT_CAP + 5 }, (_, i) => doc(`Làng gốm ${i + 1}`, [], 'Bát Tràng')),
    en: [],
    zh: [],
  };
  const search = (offset: number) =>
    searchEntriesPage(database.current().db, { locale: 'vi', query: 'lang gom', limit: 20, offset });

  it('says "more than" instead of counting every match, and counts exactly once a page reaches past the cap', async () => {
    const db = database.current().db;
    await indexSource(db, 'many', rows('many', many));
    try {
      const first = await search(0);
      expect(first.hits).toHaveLength(20);
      expect(first.hits[0]?.title).toBe('Làng gốm 1');
      expect(first).toMatchObject({ total: COUNT_CAP, moreThanTotal: true, totalByKind: {} });
      // The last page: counting up to it finds them all.
      const last = await search(COUNT_CAP);
      expect(last.hits).toHaveLength(5);
      expect(last).toMatchObject({
        total: COUNT_CAP + 5,
        moreThanTotal: false,
        totalByKind: { places: COUNT_CAP + 5 },
      });
    } finally {
      await indexSource(db, 'many', []);
    }
  });
});

describe('indexing a source', () => {
  const count = async (source: string) =>
    (
      await database
        .current()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(searchEntries)
        .where(eq(searchEntries.source, source))
    )[0]?.n;

  it('writes nothing when the table already holds the same documents', async () => {
    const db = database.current().db;
    const [before] = await db.select().from(searchSources).where(eq(searchSources.source, 'content'));
    expect(await indexSource(db, 'content', rows('content', FIXTURE))).toBe('unchanged');
    const [after] = await db.select().from(searchSources).where(eq(searchSources.source, 'content'));
    expect(after?.indexedAt).toEqual(before?.indexedAt);
  });

  it('replaces a source as a whole, leaving other sources alone', async () => {
    const db = database.current().db;
    const small = { vi: [doc('Huế', [], 'Kinh thành')], en: [], zh: [] };
    expect(await indexSource(db, 'other', rows('other', small))).toBe('replaced');
    const grown = { vi: [doc('Huế', [], 'Kinh thành'), doc('Sa Pa', [], 'Ruộng bậc thang')], en: [], zh: [] };
    expect(await indexSource(db, 'other', rows('other', grown))).toBe('replaced');
    expect(await count('other')).toBe(2);
    expect(await count('content')).toBe(12);
    expect(await titles('sa pa')).toEqual(['Sa Pa']);
  });

  it('several processes indexing at once write the documents exactly once', async () => {
    const db = database.current().db;
    const next = { vi: [doc('Phú Quốc', [], 'Đảo ngọc'), doc('Côn Đảo', [], 'Biển')], en: [], zh: [] };
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => indexSource(db, 'race', rows('race', next))));
    expect(outcomes.filter((o) => o === 'replaced')).toHaveLength(1);
    expect(await count('race')).toBe(2);
  });
});
