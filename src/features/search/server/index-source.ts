import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { searchEntries, searchSources } from './schema.ts';
import type { SearchRow } from './search-row.ts';

/** Advisory lock key space of the search index (one lock per source, see indexSource). */
const INDEX_LOCK = 7_220_019;
/** Rows per INSERT: large enough to be quick, small enough for PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/** A fingerprint of a source's rows: the table is rewritten only when it changes. */
export const versionOf = (rows: readonly SearchRow[]): string =>
  createHash('sha256').update(JSON.stringify(rows)).digest('base64url');

/**
 * Makes the table hold exactly `rows` for `source`: nothing happens when it already holds this
 * version; otherwise the old rows are replaced in one transaction, so readers see the old set or
 * the new one, never a mix. Several processes starting together on one PostgreSQL server queue on
 * an advisory lock, and the ones after the first find the version in place and stop.
 */
export async function indexSource(
  db: Database,
  source: string,
  rows: readonly SearchRow[],
): Promise<'unchanged' | 'replaced'> {
  const version = versionOf(rows);
  const current = async (q: Pick<Database, 'select'>) =>
    (await q.select({ version: searchSources.version }).from(searchSources).where(eq(searchSources.source, source)))[0]
      ?.version;
  if ((await current(db)) === version) return 'unchanged';
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK}, hashtext(${source}))`);
    if ((await current(tx)) === version) return 'unchanged' as const;
    await tx.delete(searchEntries).where(eq(searchEntries.source, source));
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(searchEntries).values(rows.slice(i, i + BATCH));
    await tx
      .insert(searchSources)
      .values({ source, version })
      .onConflictDoUpdate({ target: searchSources.source, set: { version, indexedAt: new Date() } });
    return 'replaced' as const;
  });
  // Fresh statistics, so the planner sees a large table and reaches for the trigram indexes
  // (PGlite runs no autovacuum to gather them).
  if (outcome === 'replaced') await db.execute(sql`analyze search_entries`);
  return outcome;
}
