import { bookingRoutes } from '../api/booking/routes.ts';
import { dataPackageRoutes } from '../api/data-packages/routes.ts';
import { devRoutes } from '../api/dev/routes.ts';
import { engagementRoutes } from '../api/engagement/routes.ts';
import { healthRoutes } from '../api/health/routes.ts';
import { reelRoutes } from '../api/moments/reels/routes.ts';
import { momentsRoutes } from '../api/moments/routes.ts';
import { notificationRoutes } from '../api/notifications/routes.ts';
import type { AnyRoute } from '../api/route.ts';
import { simRoutes } from '../api/sim/routes.ts';
import { staffRoutes } from '../api/staff/routes.ts';
import { translationRoutes } from '../api/translation/routes.ts';
import { tripsRoutes } from '../api/trips/routes.ts';
import { userRoutes } from '../api/user/routes.ts';
import { bookingJobs } from '../booking/jobs.ts';
import { putInventoryOnSale } from '../booking/inventory-on-sale.ts';
import { HOTEL_TARGET_KIND, hotelTarget } from '../booking/review-target.ts';
import { dataPackageJobs } from '../data-packages/jobs.ts';
import { getOpenDatabase } from '../db/client.ts';
import { commentTarget } from '../engagement/comment-target.ts';
import { registerTargetKind, type TargetResolver } from '../engagement/targets.ts';
import { onShutdown } from '../http/lifecycle.ts';
import { startJobs, stopJobs } from '../jobs/queue.ts';
import type { DemoExtra } from '../moments/demo/seed.ts';
import { momentsJobs } from '../moments/jobs.ts';
import { useMomentsDemoExtras } from '../moments/ready.ts';
import { seedDemoReels } from '../moments/reels/demo.ts';
import { reelJobs } from '../moments/reels/transcode.ts';
import { postTarget } from '../moments/targets.ts';
import { deliveryJobs } from '../notifications/delivery.ts';
import { guideJobs } from '../notifications/guide-job.ts';
import { simJobs } from '../sim/jobs.ts';
import { POST_TARGET_KIND } from '../../lib/api/contract/moments.ts';
import { afterStartUp } from './after-start-up.ts';

/*
 * The server's composition root (decision 0102): the one module that knows every area. Each area
 * exports what it brings (its calls, its jobs, its engagement targets, its demo seeds) and imports
 * no other area's list; this file names them all and wires them in `composeServer`, so nothing is
 * registered because some module happened to be imported first.
 */

/** The calls the API answers: each area declares its own in src/server/api/<area>/routes.ts. */
export const ROUTES: readonly AnyRoute[] = [
  ...healthRoutes,
  ...userRoutes,
  ...engagementRoutes,
  ...tripsRoutes,
  ...bookingRoutes,
  ...momentsRoutes,
  ...simRoutes,
  ...dataPackageRoutes,
  ...notificationRoutes,
  ...reelRoutes,
  ...translationRoutes,
  ...staffRoutes,
  ...devRoutes,
];

/** Every area's durable jobs (decision 0031), worked by the one shared queue. */
export const JOBS = [
  ...bookingJobs,
  ...simJobs,
  ...dataPackageJobs,
  ...momentsJobs,
  ...reelJobs,
  ...deliveryJobs,
  ...guideJobs,
];

/**
 * The engagement targets the areas bring beside content entries (which engagement resolves
 * itself): a comment takes likes and replies, a moment post and a catalogue hotel take likes,
 * comments and reviews.
 */
const TARGET_KINDS: readonly (readonly [kind: string, resolver: TargetResolver])[] = [
  ['comments', commentTarget],
  [POST_TARGET_KIND, postTarget],
  [HOTEL_TARGET_KIND, hotelTarget],
];

/** What other areas add to the moments demo of a fresh install (decision 0048): the demo reels. */
export const MOMENTS_DEMO_EXTRAS: readonly DemoExtra[] = [seedDemoReels];

let composed = false;

/**
 * Wires the areas together, once per process: their target kinds and demo seeds. The start-up
 * below does it first; the API tests' client calls it alone (their files start what they need).
 */
export function composeServer(): void {
  if (composed) return;
  composed = true;
  for (const [kind, resolver] of TARGET_KINDS) registerTargetKind(kind, resolver);
  useMomentsDemoExtras(MOMENTS_DEMO_EXTRAS);
}

let started: Promise<void> | undefined;

/**
 * The server's start-up, once per process: the areas wired, the booking inventory on sale for the
 * coming days (the daily `booking.inventory` job keeps the window moving), and the shared job queue
 * working every area's jobs (hold expiry, confirmations, refunds, top-ups, pushes, transcoding),
 * stopped before the database closes. A failure is tried again on the next call. The boot warm-up's
 * airports call runs it; every call but the health probes waits for it (SERVED_ROUTES).
 */
export function startServer(): Promise<void> {
  started ??= (async () => {
    composeServer();
    await putInventoryOnSale();
    await startJobs(await getOpenDatabase(), JOBS);
    onShutdown(stopJobs);
  })().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

/**
 * The calls as the server answers them: each waits for the start-up, except the health probes,
 * which answer what they see at once, while the start-up runs or after it failed (liveness whatever
 * the database does, readiness a 503 while it is away, as before).
 */
export const SERVED_ROUTES: readonly AnyRoute[] = ROUTES.map((route) =>
  healthRoutes.includes(route) ? route : afterStartUp(startServer)(route),
);
