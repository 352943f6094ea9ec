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
import { HOTEL_TARGET_KIND, hotelTarget } from '../booking/review-target.ts';
import { dataPackageJobs } from '../data-packages/jobs.ts';
import { commentTarget } from '../engagement/comment-target.ts';
import { registerTargetKind, type TargetResolver } from '../engagement/targets.ts';
import { useJobs } from '../jobs/registry.ts';
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
 * Wires the areas together, once per process: their target kinds, jobs and demo seeds. The API's
 * entry, the pages' in-process reads and the API tests' client call it before the first call.
 */
export function composeServer(): void {
  if (composed) return;
  composed = true;
  for (const [kind, resolver] of TARGET_KINDS) registerTargetKind(kind, resolver);
  useJobs(JOBS);
  useMomentsDemoExtras(MOMENTS_DEMO_EXTRAS);
}
