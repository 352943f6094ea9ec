import { searchDocuments } from '#content/search-documents.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { getDatabase } from '#server/db/client.ts';
import { indexSource } from './index-source.ts';
import { searchRow } from './search-row.ts';

/** The source name of the editorial content's rows in the search table. */
export const CONTENT_SOURCE = 'content';

let indexed: Promise<void> | undefined;

/**
 * Puts this build's content into the search table, once per process: the first search (or the
 * start-up request in src/server/http/main.ts) waits for it, later ones do not. When the table
 * already holds the same documents (another process, an earlier start) nothing is written.
 */
export function ensureContentIndexed(): Promise<void> {
  indexed ??= (async () => {
    const started = performance.now();
    const rows = (
      await Promise.all(
        LOCALES.map(async (locale) =>
          (await searchDocuments(locale)).map((doc) => searchRow(CONTENT_SOURCE, locale, doc)),
        ),
      )
    ).flat();
    const outcome = await indexSource(await getDatabase(), CONTENT_SOURCE, rows);
    console.info(
      JSON.stringify({
        event: 'search.content-indexed',
        outcome,
        documents: rows.length,
        ms: Math.round(performance.now() - started),
      }),
    );
  })().catch((error: unknown) => {
    indexed = undefined; // the next search tries again
    throw error;
  });
  return indexed;
}
