import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type Job } from 'pg-boss';
import type { Database, OpenDatabase, Queryable } from '../db/client.ts';

/*
 * The durable job queue every area shares (docs/decisions/0031-durable-jobs.md): pg-boss keeps its
 * jobs in the application's own PostgreSQL (schema `pgboss`), on PGlite through `fromPglite` and on
 * a server through its own small pool. A job sent inside a transaction exists exactly when that
 * transaction commits; a job survives a restart and is worked by one process at a time.
 */

export interface JobDefinition<T extends object> {
  /** The queue's name, `<area>.<what>`. */
  name: string;
  /**
   * Works one job. Must be safe to run twice (a process killed mid-job is retried). `attempt.last`
   * says no retry follows a failure, so the job can record why it gave up.
   */
  work: (data: T, attempt: Attempt) => Promise<void>;
  /** A cron line (UTC) to run the job periodically as well, with empty data. */
  cron?: string;
  retryLimit?: number;
  /**
   * A long job (a reel's transcoding) beats every `heartbeatSeconds / 2` while it runs; a job whose
   * process died stops beating and is retried after `heartbeatSeconds` (at least 10) instead of
   * waiting out its whole expiry.
   */
  heartbeatSeconds?: number;
  /** How long one attempt may run before it counts as failed (pg-boss's default: 15 minutes). */
  expireInSeconds?: number;
}

export interface Attempt {
  /** 0 for the first attempt, then one more per retry (a killed process's attempt counts too). */
  retryCount: number;
  /** No retry follows if this attempt fails. */
  last: boolean;
}

/** Any area's job, as the queue works it (the composition root lists them all). */
type AnyJob = JobDefinition<Record<string, unknown>>;

export interface Running {
  boss: PgBoss;
  database: Database;
}

let running: Promise<Running> | undefined;

/** How often an idle worker asks for new jobs: short enough that a 0-minute hold expires at once. */
const POLLING_SECONDS = 0.5;

/**
 * How often pg-boss looks for jobs whose worker stopped beating (a killed process) and expired
 * ones: every 15 s instead of its default minute, so a reel whose transcoding was cut off by a
 * restart is picked up again within about 25 s.
 */
const MONITOR_SECONDS = 15;

/** Starts the queue on a database and its workers for `jobs`; once per process (and database). */
export function startJobs(database: OpenDatabase, jobs: readonly AnyJob[]): Promise<Running> {
  if (running) return running;
  const start = async (): Promise<Running> => {
    const boss =
      database.kind === 'pglite' && database.pglite
        ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', monitorIntervalSeconds: MONITOR_SECONDS })
        : new PgBoss({
            connectionString: database.url,
            max: 3,
            application_name: 'nvtravel-jobs',
            monitorIntervalSeconds: MONITOR_SECONDS,
          });
    boss.on('error', (error: Error) =>
      console.error(JSON.stringify({ level: 'error', msg: 'job queue', message: error.message })),
    );
    await boss.start();
    for (const job of jobs) {
      const retryLimit = job.retryLimit ?? 5;
      await boss.createQueue(job.name, {
        retryLimit,
        retryBackoff: true,
        ...(job.heartbeatSeconds ? { heartbeatSeconds: job.heartbeatSeconds } : {}),
        ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
      });
      await boss.work(job.name, { pollingIntervalSeconds: POLLING_SECONDS }, async (batch: Job<object>[]) => {
        for (const one of batch)
          await job.work((one.data ?? {}) as Record<string, unknown>, {
            retryCount: one.retryCount,
            last: one.retryCount >= retryLimit,
          });
      });
      if (job.cron) await boss.schedule(job.name, job.cron, {});
    }
    return { boss, database: database.db };
  };
  running = start().catch((error: unknown) => {
    running = undefined;
    throw error;
  });
  return running;
}

/** Stops taking jobs, lets the ones under way finish, and closes the queue's connections. */
export async function stopJobs(): Promise<void> {
  const current = running;
  running = undefined;
  const started = await current?.catch(() => undefined);
  await started?.boss.stop({ graceful: true, timeout: 10_000 });
}

/**
 * Sends a job inside the caller's transaction: it is stored if and only if the transaction commits.
 * `startAfter` defers it (a hold's expiry). Without a running queue the job is not sent: the area's
 * periodic sweep is the safety net for that window. Answers the job's id (null when not sent).
 */
export async function sendJob(
  tx: Queryable,
  name: string,
  data: object,
  options: { startAfter?: Date; singletonKey?: string } = {},
): Promise<string | null> {
  const started = await running?.catch(() => undefined);
  if (!started) return null;
  // Drizzle's result type is wider than the adapter declares; both engines answer `{ rows }`.
  const db = fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
  return started.boss.send(name, data, { ...options, db });
}
