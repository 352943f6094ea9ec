import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';

/*
 * Named prepared statements for queries of a fixed shape that run on every request (the moments
 * feed's parts, search's popular page). PostgreSQL parses and plans an unnamed statement on every
 * call; a named one is parsed once per pooled connection, and after five calls its plan is kept
 * when the generic plan costs no more than the planned ones (decision 0055). The name is taken from
 * the statement's text, so two shapes never share a name (node-postgres refuses one name for two
 * texts) and a shape keeps its name across processes. PGlite ignores the name.
 */

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/** Runs `query` as a named prepared statement: parsed, and once its plan is kept planned, once per connection. */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const name = `p_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name).execute();
}

/**
 * A LIMIT written into the statement's text instead of sent as a parameter, for a prepared
 * statement: with a parameter, the generic plan is costed for a tenth of the table, PostgreSQL
 * never keeps it, and plans again on every call. Drizzle writes an SQL object given as the limit
 * into the text (its type only names numbers and placeholders). One statement per limit asked.
 */
export const limitInText = (rows: number): number =>
  sql.raw(String(Math.max(0, Math.trunc(rows)))) as unknown as number;
