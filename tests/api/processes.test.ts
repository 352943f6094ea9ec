import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/bench/app-server.ts';
import { comments, events, users } from '#server/db/schema/index.ts';
import {
  callProcess as call,
  registerThrough as register,
  repoRoot,
  startAppProcess,
} from './support/app-processes.ts';
import { PASSWORD } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

// The app as it runs at scale: several stateless processes on one PostgreSQL server (issue 18).
// They serve the build that `npm test` made, so they run in `npm run test:api:postgres` after it.
const database = useTestDatabase();
const runnable = Boolean(process.env.TEST_DATABASE_URL) && existsSync(join(repoRoot, 'dist', 'server', 'entry.mjs'));
const PORT = Number(process.env.E2E_PORT ?? 4399) + 20;
// Each test starts built processes, which takes tens of seconds on a busy 2-core machine: a longer
// hang detector than vitest.config.ts's, not a speed limit.
const STARTS_PROCESSES = 180_000;

const running: RunningServer[] = [];
afterAll(() => Promise.all(running.map((server) => server.stop())));

async function start(offset: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startAppProcess(PORT + offset, database.url() ?? '', env);
  running.push(server);
  return server;
}

describe.skipIf(!runnable)('several app processes on one PostgreSQL server', () => {
  it(
    'share sessions and rate limits: signed in on one, known on the others',
    async () => {
      const [a, b, c] = await Promise.all([
        start(0, { RATE_LIMIT_DISABLED: '0' }),
        start(1, { RATE_LIMIT_DISABLED: '0' }),
        start(2, { RATE_LIMIT_DISABLED: '0' }),
      ]);
      if (!a || !b || !c) throw new Error('three processes');
      const account = await register(a.origin);
      if (!account) throw new Error('registration failed');
      const login = await call(b.origin, '/user/login', { username: account.phone, password: PASSWORD });
      const token = String(login.data.token);
      expect((await call(c.origin, '/user/getInfo', {}, token)).data.user).toMatchObject({ id: account.userId });
      expect((await call(a.origin, '/user/logout', {}, token)).code).toBe('SUCCESS');
      expect((await call(b.origin, '/user/getInfo', {}, token)).code).toBe('TOKEN_INVALID');

      // Ten wrong passwords from this address, spread over the three, exhaust the one shared counter.
      const servers = [a, b, c];
      for (let i = 0; i < 10; i++) {
        const wrong = await call(servers[i % 3]?.origin ?? '', '/user/login', {
          username: account.phone,
          password: 'nope-1234',
        });
        expect(wrong.code).toBe('CREDENTIALS_INVALID');
      }
      for (const server of servers)
        expect((await call(server.origin, '/user/login', { username: account.phone, password: PASSWORD })).code).toBe(
          'RATE_LIMITED',
        );
    },
    STARTS_PROCESSES,
  );

  it(
    'loses nothing it answered with success when a process is killed with SIGKILL under writes',
    async () => {
      const victim = await start(3);
      const account = await register(victim.origin);
      if (!account) throw new Error('registration failed');
      const answered = { events: 0, comments: [] as string[], accounts: [] as string[] };
      let killed = false;
      const writer = async (job: number) => {
        for (let i = 0; !killed; i++) {
          try {
            if (job === 0) {
              const created = await register(victim.origin);
              if (created) answered.accounts.push(created.userId);
            } else if (job === 1) {
              const comment = await call(
                victim.origin,
                '/comments/create',
                { kind: 'places', slug: 'vinh-ha-long', text: `Đẹp quá ${i}` },
                account.token,
              );
              if (comment.code === 'SUCCESS') answered.comments.push((comment.data.comment as { id: string }).id);
            } else {
              const event = await call(
                victim.origin,
                '/user/event',
                { request: { platform: 'WEB', name: 'kill.test' } },
                account.token,
              );
              if (event.code === 'SUCCESS') answered.events += 1;
            }
          } catch {
            return; // the process is gone: what was answered before counts
          }
        }
      };
      const writers = [0, 1, 2, 2].map(writer);
      // Kill once writes of every kind have been answered, in the middle of the next ones.
      await expect
        .poll(() => answered.accounts.length > 0 && answered.comments.length > 5 && answered.events > 10, {
          timeout: 60_000,
        })
        .toBe(true);
      process.kill(victim.pid ?? 0, 'SIGKILL');
      killed = true;
      await Promise.all(writers);

      const db = database.current().db;
      const [stored] = await db.select({ n: count() }).from(events).where(eq(events.name, 'kill.test'));
      expect(stored?.n).toBeGreaterThanOrEqual(answered.events);
      const storedComments = await db
        .select({ id: comments.id })
        .from(comments)
        .where(inArray(comments.id, answered.comments));
      expect(storedComments).toHaveLength(answered.comments.length);
      const storedAccounts = await db.select({ id: users.id }).from(users).where(inArray(users.id, answered.accounts));
      expect(storedAccounts).toHaveLength(answered.accounts.length);

      // A new process on the same database carries on.
      const again = await start(4);
      expect((await call(again.origin, '/user/getInfo', {}, account.token)).code).toBe('SUCCESS');
    },
    STARTS_PROCESSES,
  );
});
