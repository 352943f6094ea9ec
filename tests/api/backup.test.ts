import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, useDatabase } from '#server/db/client.ts';
import { call, PASSWORD, registerUser } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

// The README's backup and restore, run for real: on PostgreSQL only (PGlite's folder is copied
// while the app is stopped, decision 0023).
const database = useTestDatabase();

describe.skipIf(!process.env.TEST_DATABASE_URL)('backups (pg_dump, pg_restore)', () => {
  it('restores a dump into a fresh database where an account from it signs in', async () => {
    const account = await registerUser('Trần Bảo Toàn');
    const source = database.url() ?? '';
    const dump = join(mkdtempSync(join(tmpdir(), 'nvt-backup-')), 'nvtravel.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source]);

    const name = `nvt_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(source);
    target.pathname = `/${name}`;
    execFileSync('pg_restore', ['--no-owner', `--dbname=${target.href}`, dump]);

    const restored = await openDatabase({ url: target.href });
    useDatabase(restored);
    try {
      const signedIn = await call('/user/login', { username: account.phone, password: PASSWORD });
      expect(signedIn).toMatchObject({ code: 'SUCCESS', data: { user: { id: account.user.id } } });
    } finally {
      useDatabase(database.current());
      await restored.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
