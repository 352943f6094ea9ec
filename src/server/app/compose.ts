import { bookingDevRoutes, bookingRoutes } from '#features/booking/server/api/routes.ts';
import { vnpayIpnCall } from '#features/booking/server/api/vnpay.ts';
import { dataPackageRoutes } from '#features/data-packages/server/api/routes.ts';
import { devRoutes } from '../api/dev/routes.ts';
import { engagementRoutes } from '#features/engagement/server/api/routes.ts';
import { healthRoutes } from '../api/health/routes.ts';
import { reelRoutes } from '#features/moments/server/api/reels/routes.ts';
import { momentsRoutes } from '#features/moments/server/api/routes.ts';
import { notificationRoutes } from '#features/notifications/server/api/routes.ts';
import { useOutsideEnvelopeCalls, type OutsideEnvelopeCall } from '../api/outside-envelope.ts';
import type { AnyRoute } from '../api/route.ts';
import { simRoutes } from '#features/sim/server/api/routes.ts';
import { staffRoutes } from '#features/staff/server/api/routes.ts';
import { translationRoutes } from '#features/translation/server/api/routes.ts';
import { tripsRoutes } from '#features/trips/server/api/routes.ts';
import { userRoutes } from '#features/accounts/server/api/routes.ts';
import { bookingJobs } from '#features/booking/server/jobs.ts';
import { putInventoryOnSale } from '#features/booking/server/inventory-on-sale.ts';
import { useProductKinds, type ProductKind } from '#features/booking/server/product-kinds.ts';
import { HOTEL_TARGET_KIND, hotelTarget } from '#features/booking/server/review-target.ts';
import { dataPackageJobs } from '#features/data-packages/server/jobs.ts';
import { getOpenDatabase } from '../db/client.ts';
import { commentTarget } from '#features/engagement/server/comment-target.ts';
import { commentTranslatable } from '#features/engagement/server/translatable.ts';
import { registerTargetKind, type TargetResolver } from '#features/engagement/server/targets.ts';
import { onShutdown } from '../http/lifecycle.ts';
import { startJobs, stopJobs } from '../jobs/queue.ts';
import type { DemoExtra } from '#features/moments/server/demo/seed.ts';
import { momentsJobs } from '#features/moments/server/jobs.ts';
import { useMomentsDemoExtras } from '#features/moments/server/ready.ts';
import { seedDemoReels } from '#features/moments/server/reels/demo.ts';
import { reelJobs } from '#features/moments/server/reels/transcode.ts';
import { postTarget } from '#features/moments/server/targets.ts';
import { postTranslatable } from '#features/moments/server/translatable.ts';
import { deliveryJobs } from '#features/notifications/server/delivery.ts';
import { guideJobs } from '#features/notifications/server/guide-job.ts';
import { simJobs } from '#features/sim/server/jobs.ts';
import { simProductKind } from '#features/sim/server/product-kind.ts';
import { dataProductKind } from '#features/data-packages/server/product-kind.ts';
import { POST_TARGET_KIND } from '#features/moments/contract.ts';
import { registerTranslatableSource, type TranslatableSource } from '#features/translation/server/sources.ts';
import { afterStartUp } from './after-start-up.ts';

/*
 * The server's composition root (decision 0102): the one module that knows every area. Each area
 * exports what it brings (its calls, its jobs, its engagement targets, its demo seeds, the product
 * kinds it sells through booking) and imports
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
  ...bookingDevRoutes,
];

/** The calls answered outside the envelope, in a provider's own format: VNPay's payment result. */
const OUTSIDE_ENVELOPE_CALLS: readonly OutsideEnvelopeCall[] = [vnpayIpnCall];

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

/**
 * The words translation may translate, each read by the area that holds them (decision 0107): a
 * post's text by moments, a comment by engagement.
 */
const TRANSLATABLE_SOURCES: readonly TranslatableSource[] = [postTranslatable, commentTranslatable];

/**
 * The product kinds other areas sell through booking's order engine (decision 0106), which imports
 * none of them: SIMs (sold from the built-in inventory) and data packages (their own supplier).
 * Their listings, in the same order, are what the pages built ahead of time show (product-listings.ts).
 */
export const PRODUCT_KINDS: readonly ProductKind[] = [simProductKind, dataProductKind];

/** What other areas add to the moments demo of a fresh install (decision 0048): the demo reels. */
export const MOMENTS_DEMO_EXTRAS: readonly DemoExtra[] = [seedDemoReels];

let composed = false;

/**
 * Wires the areas together, once per process: their target kinds, translatable sources, demo seeds
 * and the product kinds booking's order engine sells for them (SIMs, data packages). The start-up
 * below does it first; the API tests' client calls it alone (their files start what they need).
 */
export function composeServer(): void {
  if (composed) return;
  composed = true;
  for (const [kind, resolver] of TARGET_KINDS) registerTargetKind(kind, resolver);
  for (const source of TRANSLATABLE_SOURCES) registerTranslatableSource(source);
  useMomentsDemoExtras(MOMENTS_DEMO_EXTRAS);
  useProductKinds(PRODUCT_KINDS);
  useOutsideEnvelopeCalls(OUTSIDE_ENVELOPE_CALLS);
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
