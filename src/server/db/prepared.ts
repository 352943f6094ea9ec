import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';

/*
 * Statements of a fixed shape that run on every request (the moments feed's parts, search's):
 * built by drizzle once, and named prepared statements. PostgreSQL parses and plans an unnamed
 * statement on every call; a named one is parsed once per pooled connection, and after five calls
 * its plan is kept when the generic plan costs no more than the planned ones (decision 0055). The
 * name is taken from the statement's text, so two shapes never share a name (node-postgres refuses
 * one name for two texts) and a shape keeps its name across processes. PGlite ignores the name.
 */

interface Reusable<T> {
  toSQL(): { sql: string };
  prepare(name: string): Statement<T>;
}
interface Statement<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}

/** The statement's name, from its text: two shapes never share one. */
const nameOf = (query: { toSQL(): { sql: string } }) =>
  `p_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;

const built = new WeakMap<Queryable, Map<string, Statement<unknown>>>();

/**
 * A named prepared statement built by drizzle once per database and `shape`, then run with the
 * values of its `sql.placeholder()`s. For the statements every request runs (moments search):
 * building a large statement with drizzle cost the Node process about as much CPU as PostgreSQL
 * spent running it, plus the garbage collection of what it allocated (decision 0055). `shape`
 * must name everything that changes the statement's text (the number of words, signed in or not,
 * the limits written in the text): a value that changes it must not be a placeholder's. Its plan
 * is kept as above, unless `plan` is 'per call'.
 */
export function keptStatement<T>(
  db: Queryable,
  shape: string,
  build: () => Reusable<T>,
  plan: 'kept' | 'per call' = 'kept',
): Statement<T> {
  let shapes = built.get(db);
  if (!shapes) built.set(db, (shapes = new Map()));
  let statement = shapes.get(shape) as Statement<T> | undefined;
  if (!statement) {
    const query = build();
    // 'per call': for a statement whose best plan depends on its values, where a generic plan could
    // be a disaster (a LIKE that the trigram index answers in 0.2 ms, walked along another index
    // in 300 ms). node-postgres sends a statement with an empty name unnamed, so PostgreSQL parses
    // and plans it on every call.
    statement = query.prepare(plan === 'kept' ? nameOf(query) : '');
    shapes.set(shape, statement as Statement<unknown>);
  }
  return statement;
}

/**
 * A LIMIT written into the statement's text instead of sent as a parameter, for a prepared
 * statement: with a parameter, the generic plan is costed for a tenth of the table, PostgreSQL
 * never keeps it, and plans again on every call. Drizzle writes an SQL object given as the limit
 * into the text (its type only names numbers and placeholders). One statement per limit asked.
 */
export const limitInText = (rows: number): number =>
  sql.raw(String(Math.max(0, Math.trunc(rows)))) as unknown as number;
