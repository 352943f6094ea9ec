import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { serverConfig } from '#server/config.ts';
import { openDatabase, useDatabase, type OpenDatabase } from '#server/db/client.ts';
import { stopJobs } from '#server/jobs/queue.ts';
import { waitForNoConnections } from '../../setup/database-template.ts';

/**
 * Each API test file gets a database of its own, cloned from the template migrated once for the run
 * (tests/setup/database-template.ts): PGlite in memory by default, or, when TEST_DATABASE_URL points
 * at a PostgreSQL server, a database created on it from the template and dropped after. Uploads go
 * to a temporary DATA_DIR.
 */
export function useTestDatabase(): { current: () => OpenDatabase; url: () => string | undefined } {
  let database: OpenDatabase | undefined;
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nvt-api-'));
    serverConfig.dataDir = dataDir;
    const template = inject('databaseTemplate');
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl && template.kind === 'postgres') {
      const name = `nvt_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${template.name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.href;
      database = await openDatabase({ url: databaseUrl });
      drop = async () => {
        const again = new pg.Client({ connectionString: serverUrl });
        await again.connect();
        // pool.end() resolves before its connections have closed; dropping "with (force)" at once
        // would kill them mid-goodbye and surface as uncaught errors in the test run.
        await waitForNoConnections(again, name);
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      };
    } else if (!serverUrl && template.kind === 'pglite') {
      database = await openDatabase({ loadDataDir: new Blob([await readFile(template.file)]) });
    } else {
      throw new Error(`the template database (${template.kind}) is not for this run's TEST_DATABASE_URL`);
    }
    useDatabase(database);
  }, 60_000);
  afterAll(async () => {
    // The job queue (started by the first booking call) works on this database: it stops first.
    await stopJobs();
    await database?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    current: () => {
      if (!database) throw new Error('the test database is not open yet');
      return database;
    },
    /** The PostgreSQL server database's URL; undefined on PGlite. */
    url: () => databaseUrl,
  };
}
