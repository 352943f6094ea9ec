import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated database every API test file starts from (tests/api/support/database.ts): a
     * PGlite data-directory dump on disk, or a template database's name on TEST_DATABASE_URL.
     */
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}

/**
 * Migrates one database before the run, once, for every API test file to clone: on PGlite a
 * fresh database cost about 1.8 s (initdb and 19 migrations) where loading a dump costs 0.6 s; on a
 * PostgreSQL server `create database … template` copies the migrated files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'nvt-template-'));
    const file = path.join(dir, 'template.tar');
    const template = await openDatabase({});
    const dump = await template.pglite?.dumpDataDir('none');
    await template.close();
    if (!dump) throw new Error('PGlite gave no data-directory dump');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', { kind: 'pglite', file });
    return () => rm(dir, { recursive: true, force: true });
  }
  const name = `nvt_template_${process.pid}`;
  await onServer(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const template = await openDatabase({ url: url.href });
  await template.close();
  // A template is copied only while nobody is connected to it, and pool.end() resolves first.
  await onServer(serverUrl, (admin) => waitForNoConnections(admin, name));
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return () => onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** Waits until no session is connected to `database` (closing pools report done before that). */
export async function waitForNoConnections(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
