import { getOpenDatabase } from '../db/client.ts';
import { onShutdown } from '../http/lifecycle.ts';
import { startJobs, stopJobs, type JobDefinition } from './queue.ts';

let jobs: readonly JobDefinition<Record<string, unknown>>[] = [];
let started: Promise<void> | undefined;

/** The jobs this process works: every area's, listed by the composition root (src/server/app/compose.ts). */
export function useJobs(list: readonly JobDefinition<Record<string, unknown>>[]): void {
  jobs = list;
}

/**
 * Starts the shared queue and its workers on the process's database, once. The server's warm-up
 * request starts it at boot; it stops (jobs under way finish) before the database closes.
 */
export function ensureJobs(): Promise<void> {
  started ??= (async () => {
    await startJobs(await getOpenDatabase(), jobs);
    onShutdown(stopJobs);
  })().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}
