import { describe, expect, it } from 'vitest';
import { composeServer, JOBS, MOMENTS_DEMO_EXTRAS, PRODUCT_KINDS, ROUTES, SERVED_ROUTES } from '#server/app/compose.ts';
import { PRODUCT_LISTINGS } from '#server/app/product-listings.ts';
import { seedDemoReels } from '#features/moments/server/reels/demo.ts';
import { isTargetKind } from '#features/engagement/server/targets.ts';
import { translatableSource } from '#features/translation/server/sources.ts';
import { productKinds } from '#features/booking/server/product-kinds.ts';
import { outsideEnvelopeCall } from '#server/api/outside-envelope.ts';

// Every area is imported by now (the root imports them all), and nothing has wired them yet: a kind
// that registered itself on import would already be a target here.
const kindsBeforeComposing = ['comments', 'post', 'hotels'].filter(isTargetKind);
const sourcesBeforeComposing = (['post', 'comment'] as const).filter((kind) => translatableSource(kind));
// Likewise the product kinds booking's order engine sells for SIM and data packages (decision 0106).
const productKindsBeforeComposing = productKinds().map((kind) => kind.kind);
// And the calls the API answers outside its envelope (VNPay's payment result).
const ipnBeforeComposing = outsideEnvelopeCall('GET', '/booking/vnpay/ipn');

describe('the composition root (decision 0102)', () => {
  it('registers the areas’ engagement target kinds when it composes the server, not when they are imported', () => {
    expect(kindsBeforeComposing).toEqual([]);
    composeServer();
    composeServer();
    expect(['comments', 'post', 'hotels'].filter(isTargetKind)).toEqual(['comments', 'post', 'hotels']);
  });

  it('hands translation the posts’ and comments’ sources when it composes the server (decision 0107)', () => {
    expect(sourcesBeforeComposing).toEqual([]);
    composeServer();
    expect(translatableSource('post')?.kind).toBe('post');
    expect(translatableSource('comment')?.kind).toBe('comment');
  });

  it('hands booking the SIM and data-package product kinds when it composes the server, not when they are imported', () => {
    expect(productKindsBeforeComposing).toEqual([]);
    composeServer();
    expect(productKinds()).toBe(PRODUCT_KINDS);
    expect(PRODUCT_KINDS.map((kind) => kind.kind)).toEqual(['sim', 'data']);
    // The pages built ahead of time show the same kinds, in the same order, from their listings.
    expect(PRODUCT_LISTINGS.map((listing) => listing.kind)).toEqual(['sim', 'data']);
  });

  it('hands the API platform VNPay’s payment result when it composes the server, not when booking is imported', () => {
    expect(ipnBeforeComposing).toBeUndefined();
    composeServer();
    expect(outsideEnvelopeCall('GET', '/booking/vnpay/ipn')?.path).toBe('/booking/vnpay/ipn');
  });

  it('lists every area’s jobs and calls once, and the demo reels among the moments demo’s extras', () => {
    const names = JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const area of ['booking.', 'sim.', 'data.', 'moments.', 'notifications.'])
      expect(names.some((name) => name.startsWith(area))).toBe(true);
    const calls = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    expect(names).toContain('moments.transcode');
    expect(MOMENTS_DEMO_EXTRAS).toContain(seedDemoReels);
  });

  it('serves every call after the start-up but the health probes, which answer at once', () => {
    expect(SERVED_ROUTES.map((route) => `${route.method} ${route.path}`)).toEqual(
      ROUTES.map((route) => `${route.method} ${route.path}`),
    );
    const asDeclared = SERVED_ROUTES.filter((route, i) => route === ROUTES[i]).map((route) => route.path);
    expect(asDeclared).toEqual(['/health', '/health/ready', '/health/live']);
  });
});
