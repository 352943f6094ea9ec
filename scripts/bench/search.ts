import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { Locale } from '#lib/i18n/locales.ts';
import { openDatabase } from '#server/db/client.ts';
import { searchEntries } from '#features/search/server/schema.ts';
import { indexSource } from '#features/search/server/index-source.ts';
import { searchRow, type SearchRow } from '#features/search/server/search-row.ts';
import { getOnce, startAppServer } from './app-server.ts';
import type { LoadFigures } from './load-runner.ts';
import { sampleEntryPath } from './page-types.ts';
import { measure } from './serving.ts';
import { ratio } from './stats.ts';
import { catalogueSize, countCatalogue, extraEntries, GROWN_COLLECTIONS } from './synthetic-catalogue.ts';

/** The search pages measured: a Vietnamese name without accents, English, Chinese by substring. */
export const SEARCH_PATHS = [
  '/search-result/?q=ha+long',
  '/en/search-result/?q=hoi+an',
  `/zh/search-result/?q=${encodeURIComponent('下龙湾')}`,
] as const;

/** Source name of the copies the bench adds to the table (the server's own `content` rows stay). */
const SYNTHETIC_SOURCE = 'bench-synthetic';

export interface SearchTarget {
  path: string;
  /** `repeated`: the same URL every time (a popular query, answered from the front server's page
   * cache after the first); `distinct`: a new URL every request (a junk parameter), so every answer is rendered. */
  cache: 'repeated' | 'distinct';
  figures: LoadFigures;
  /** Requests per second over the prerendered page's in the same pass. */
  overStatic?: number;
}

export interface SearchPass {
  label: string;
  /** Search documents per locale in the table (from a count, not from the catalogue). */
  documentsPerLocale: Record<string, number>;
  staticPage: { path: string; figures: LoadFigures };
  search: SearchTarget[];
}

export interface SearchBenchResult {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  passes: SearchPass[];
  /** Filling the table with the synthetic copies, as a start-up with a new build would. */
  indexing: { entriesPerLocale: number; rows: number; replaceMs: number; unchangedMs: number }[];
  notes: string[];
}

/**
 * Numbered copies of the table's places, news and local rows, as many per locale as the synthetic
 * catalogue of `target` entries per locale adds (synthetic-catalogue.ts: same mix, same naming:
 * "Name 12", `/places/slug-x12/`), with keys computed as the server computes them.
 */
export function syntheticRows(
  rows: readonly SearchRow[],
  extra: Readonly<Record<(typeof GROWN_COLLECTIONS)[number], number>>,
): SearchRow[] {
  const copies: SearchRow[] = [];
  const locales = [...new Set(rows.map((row) => row.locale))];
  for (const locale of locales) {
    for (const kind of GROWN_COLLECTIONS) {
      const originals = rows
        .filter((row) => row.locale === locale && row.kind === kind)
        .sort((a, b) => a.url.localeCompare(b.url));
      if (originals.length === 0) continue;
      for (let i = 0; i < extra[kind]; i++) {
        const original = originals[i % originals.length] as SearchRow;
        const n = i + 1;
        copies.push(
          searchRow(SYNTHETIC_SOURCE, locale as Locale, {
            kind,
            url: original.url.replace(/\/$/, `-x${n}/`),
            title: `${original.title} ${n}`,
            excerpt: original.excerpt,
            aliases: original.aliases ?? [],
            body: original.body,
            image: original.image ?? undefined,
          }),
        );
      }
    }
  }
  return copies;
}

async function documentsPerLocale(dataDir: string): Promise<{ counts: Record<string, number>; rows: SearchRow[] }> {
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    const counts = Object.fromEntries(
      (
        await database.db
          .select({ locale: searchEntries.locale, n: sql<number>`count(*)::int` })
          .from(searchEntries)
          .groupBy(searchEntries.locale)
      ).map((row) => [row.locale, row.n]),
    );
    const rows = await database.db.select().from(searchEntries).orderBy(asc(searchEntries.id));
    return { counts, rows };
  } finally {
    await database.close();
  }
}

/**
 * The search part of the bench (`npm run bench -- --search`): the app server over the existing
 * dist/, a prerendered page and the search pages measured in the same pass, first with the table
 * the server filled from its own (real) catalogue, then with that table grown to each target's
 * entries per locale by numbered copies, as the synthetic catalogue grows the content.
 */
export async function measureSearch(options: {
  root: string;
  port: number;
  /** Entries per locale the table is grown to, one pass each (smaller than the real catalogue: skipped). */
  targets: readonly number[];
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  log: (line: string) => void;
}): Promise<SearchBenchResult> {
  const { root, port, log } = options;
  const base = {
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
  };
  const headers = { 'Accept-Encoding': 'br, gzip', Accept: 'text/html' };
  const staticPath = (await sampleEntryPath(join(root, 'dist', 'client'), 'places')) ?? '/';
  const dataDir = await mkdtemp(join(tmpdir(), 'nvtravel-bench-search-'));
  const result: SearchBenchResult = { ...base, passes: [], indexing: [], notes: [] };

  const pass = async (label: string): Promise<void> => {
    log(`search: starting the app server on :${port} (${label})`);
    const app = await startAppServer(root, port, { dataDir });
    try {
      // The first search waits for the table to hold this build's documents.
      const first = await getOnce(`${app.origin}${SEARCH_PATHS[0]}`, { headers });
      await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`search answered ${first.status}`);
      log(`search: prerendered page ${staticPath}`);
      const staticFigures = await measure({ ...base, url: `${app.origin}${staticPath}`, headers });
      const search: SearchTarget[] = [];
      for (const path of SEARCH_PATHS) {
        for (const cache of ['repeated', 'distinct'] as const) {
          log(`search: ${path} (${cache})`);
          const url = `${app.origin}${path}${cache === 'distinct' ? '&n=[<id>]' : ''}`;
          const figures = await measure({ ...base, url, headers, idReplacement: cache === 'distinct' });
          search.push({
            path,
            cache,
            figures,
            overStatic: ratio(figures.requestsPerSecond, staticFigures.requestsPerSecond),
          });
        }
      }
      result.passes.push({
        label,
        documentsPerLocale: {},
        staticPage: { path: staticPath, figures: staticFigures },
        search,
      });
    } finally {
      await app.stop();
    }
    const last = result.passes.at(-1);
    if (last) last.documentsPerLocale = (await documentsPerLocale(dataDir)).counts;
  };

  try {
    await pass('real catalogue');
    const realCounts = await countCatalogue(join(root, 'content'));
    const realRows = (await documentsPerLocale(dataDir)).rows.filter((row) => row.source !== SYNTHETIC_SOURCE);
    for (const target of [...options.targets].sort((a, b) => a - b)) {
      if (target <= catalogueSize(realCounts)) continue;
      const copies = syntheticRows(realRows, extraEntries(target, realCounts));
      log(`search: ${copies.length.toLocaleString('en')} synthetic rows for ${target} entries per locale`);
      const database = await openDatabase({ dataDir: join(dataDir, 'db') });
      try {
        let started = performance.now();
        await indexSource(database.db, SYNTHETIC_SOURCE, copies);
        const replaceMs = Math.round(performance.now() - started);
        started = performance.now();
        await indexSource(database.db, SYNTHETIC_SOURCE, copies);
        result.indexing.push({
          entriesPerLocale: target,
          rows: copies.length,
          replaceMs,
          unchangedMs: Math.round(performance.now() - started),
        });
      } finally {
        await database.close();
      }
      await pass(`${target.toLocaleString('en')} entries per locale (synthetic)`);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  result.notes.push(
    'One app server (PGlite in its DATA_DIR) over the existing dist/ built from the real catalogue; each pass ' +
      'measures a prerendered page and the search pages one after the other, so their rates compare within the pass.',
    `The synthetic pass: the real catalogue's places, news and local rows copied into the search table ` +
      `(source "${SYNTHETIC_SOURCE}", numbered like the synthetic catalogue's entries) until the catalogue part ` +
      'reaches the size named per locale (galleries and videos come on top); pages ' +
      'were not built for the copies: this measures the search, not a build of that size.',
    'Each search page is measured twice: "repeated" asks the same URL every time, so after the first answer the ' +
      'front server\'s page cache (300 s) serves it, as it would a popular query; "distinct" adds a new junk ' +
      'parameter to every request, so every answer runs the query and renders the page.',
    'Indexing: one transaction replacing the copies (as a start-up with a new build would), then the same call ' +
      'again, which finds the version in place and writes nothing (hashing the rows included).',
  );
  return result;
}
