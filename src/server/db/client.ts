import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverConfig } from '../config.ts';
import { onShutdown } from '../http/lifecycle.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The same typed database whichever engine runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or a transaction: functions that take part in a caller's transaction accept either. */
export type Queryable = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite), for libraries that speak to it directly (the job queue). */
  pglite?: PGlite;
  /** The server's connection string (PostgreSQL), for libraries that keep their own pool. */
  url?: string;
  close: () => Promise<void>;
}

/** Versioned SQL migrations written by drizzle-kit from schema/ (one file per area). */
const MIGRATIONS = serverConfig.migrationsDir;
/** Serializes migrations when several app processes start against one PostgreSQL server. */
const MIGRATION_LOCK = 7_220_011;

/**
 * Opens and migrates a database: PostgreSQL when a URL is given, else PGlite persisted in
 * `dataDir` (or in memory when no folder is given, for tests). `loadDataDir` starts PGlite from a
 * copy of a database (`dumpDataDir()`): tests clone one migrated template instead of creating and
 * migrating a database per file; the migrations then find nothing left to apply.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: serverConfig.databasePoolSize });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) =>
      console.warn(JSON.stringify({ event: 'db.idle-connection-lost', message: error.message })),
    );
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    return { db, kind: 'postgres', url: options.url, close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm and btree_gin: the search indexes (migration 0003_search); a PostgreSQL server has both as
  // contrib extensions.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gin },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

let current: Promise<OpenDatabase> | undefined;

/** The process's database, opened (and migrated) on first use from the server configuration. */
export async function getDatabase(): Promise<Database> {
  if (!current) onShutdown(closeDatabase);
  current ??= openDatabase(
    serverConfig.databaseUrl ? { url: serverConfig.databaseUrl } : { dataDir: path.join(serverConfig.dataDir, 'db') },
  ).catch((error: unknown) => {
    current = undefined; // the next request tries again (the server may have been briefly away)
    throw error;
  });
  return (await current).db;
}

/** The process's database with what it runs on (the job queue needs the engine, not only Drizzle). */
export async function getOpenDatabase(): Promise<OpenDatabase> {
  await getDatabase();
  if (!current) throw new Error('the database closed while opening');
  return current;
}

/** Puts a database in place of the configured one (tests, scripts). */
export function useDatabase(database: OpenDatabase): void {
  current = Promise.resolve(database);
}

/** Closes the process's database (graceful shutdown): the pool's connections, or PGlite's files. */
export async function closeDatabase(): Promise<void> {
  const open = current;
  current = undefined;
  if (open) await (await open.catch(() => undefined))?.close();
}
