import { bookingJobs } from '../booking/jobs.ts';
import { dataPackageJobs } from '../data-packages/jobs.ts';
import { deliveryJobs } from '../notifications/delivery.ts';
import { guideJobs } from '../notifications/guide-job.ts';
import { getOpenDatabase } from '../db/client.ts';
import { onShutdown } from '../http/lifecycle.ts';
import { reelJobs } from '../moments/reels/transcode.ts';
import { startJobs, stopJobs } from './queue.ts';
import { momentsJobs } from '../moments/jobs.ts';
import { simJobs } from '../sim/jobs.ts';

/** Every area's jobs; an area adds its list here (moments transcoding, top-up retries, pushes next). */
export const JOBS = [
  ...bookingJobs,
  ...simJobs,
  ...dataPackageJobs,
  ...momentsJobs,
  ...reelJobs,
  ...deliveryJobs,
  ...guideJobs,
];

let started: Promise<void> | undefined;

/**
 * Starts the shared queue and its workers on the process's database, once. The server's warm-up
 * request starts it at boot; it stops (jobs under way finish) before the database closes.
 */
export function ensureJobs(): Promise<void> {
  started ??= (async () => {
    await startJobs(await getOpenDatabase(), JOBS);
    onShutdown(stopJobs);
  })().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}
