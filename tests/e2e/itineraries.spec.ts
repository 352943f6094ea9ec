import type { APIRequestContext } from '@playwright/test';
import { parse } from 'node-html-parser';
import type { ItineraryPlan } from '#lib/travel/plan.ts';
import { expect, test } from './support/test.ts';

/** The stand-in tile server (tests/e2e/support/map-tiles.ts), which the test build's tile URL names. */
const TILES = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4399) + 2}/tiles/`;

/**
 * The English itinerary with the most days (ties: the first listed), with its published plan: the
 * plan is what the page must show, so the tests follow the content as editors change it.
 */
async function longestItinerary(request: APIRequestContext): Promise<{ path: string; plan: ItineraryPlan }> {
  const paths: string[] = [];
  // Every page of the list: the longest trips come last.
  for (let page = 1; ; page++) {
    const response = await request.get(page === 1 ? '/en/schedule-reference/' : `/en/schedule-reference/page/${page}/`);
    if (response.status() === 404) break;
    const list = parse(await response.text());
    for (const link of list.querySelectorAll('.card a[href^="/en/schedule-reference/"]')) {
      paths.push(link.getAttribute('href') ?? '');
    }
  }
  expect(paths.length).toBeGreaterThan(0);
  const plans = await Promise.all(
    paths.map(async (path) => ({
      path,
      plan: (await (await request.get(`${path}plan.json`)).json()) as ItineraryPlan,
    })),
  );
  return plans.reduce((best, next) => (next.plan.days.length > best.plan.days.length ? next : best));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list filters by length, then theme, then region, with plain links', async ({ page }) => {
    await page.goto('/en/schedule-reference/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trip plans');
    const total = await page.locator('.card').count();
    expect(total).toBeGreaterThan(0);
    const chosen: string[] = [];
    for (const [group, segment] of [
      ['Length', 'days'],
      ['Theme', 'theme'],
      ['Province or city', 'region'],
    ] as const) {
      const filters = page.locator('.filters__group', { hasText: `${group}:` });
      await filters.locator('summary').click();
      // The first value that has a page, given the filters already chosen.
      const option = filters.locator('a:not([aria-current])').filter({ hasNotText: 'All' }).first();
      const label = (await option.innerText()).trim();
      await option.click();
      chosen.push(label);
      await expect(page).toHaveURL(new RegExp(`^[^?#]*/en/schedule-reference/(.+/)?${segment}/[^/]+/(.+/)?$`));
      await expect(filters.locator('summary strong')).toHaveText(label);
      const cards = page.locator('.card');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(total);
      // Every card shown matches every filter chosen so far.
      for (const meta of await page.locator('.card__meta').allInnerTexts()) {
        for (const value of chosen) expect(meta).toContain(value);
      }
    }
  });

  test('an itinerary reads day by day, with distances, times, tips and the way to the planner', async ({
    page,
    request,
  }) => {
    const { path, plan } = await longestItinerary(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Trip plans' })).toHaveAttribute('href', '/en/schedule-reference/');
    await expect(page.getByRole('link', { name: 'Start from this itinerary' })).toHaveAttribute(
      'href',
      `/en/schedule-reference/create/?from=${plan.slug}`,
    );
    const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
    const [bestMonth = 0] = plan.bestMonths;
    await expect(page.locator('.facts')).toContainText(month.format(new Date(Date.UTC(2026, bestMonth - 1))));
    await expect(page.locator('.facts')).toContainText("per adult, from each place page's tickets");
    await expect(
      page.locator('.facts').getByRole('link', { name: 'Holiday and peak-season calendar' }),
    ).toHaveAttribute('href', '/en/practical/holiday-calendar/');

    const days = page.locator('.trip-day');
    await expect(days).toHaveCount(plan.days.length);
    for (const [d, day] of plan.days.entries()) {
      const section = days.nth(d);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(`Day ${d + 1}: ${day.title}`);
      await expect(section.locator('.trip-day__totals')).toContainText(
        `${day.stops.length} stop${day.stops.length === 1 ? '' : 's'} · about`,
      );
      await expect(section.locator('.trip-day__budget')).toContainText('Estimated spend:');
      const stops = section.locator('.stop');
      await expect(stops).toHaveCount(day.stops.length);
      for (const [s, stop] of day.stops.entries()) {
        const item = stops.nth(s);
        await expect(item.getByRole('link', { name: stop.name })).toHaveAttribute('href', stop.url);
        await expect(item.locator('img')).toHaveCount(1);
        await expect(item.locator('.stop__when')).toContainText(`From ${stop.start}`);
        await expect(item.locator('.stop__when')).toContainText('Time to spend:');
        if (stop.tip) await expect(item.locator('.stop__tip')).toContainText(stop.tip);
        const leg = item.locator('.stop__leg');
        if (stop.next) {
          await expect(leg).toHaveAttribute('data-mode', stop.next.mode);
          await expect(leg).toHaveText(/^(Walk|By motorbike|By car) about [\d.,]+ k?m, about \d+ (h|min)/);
        } else {
          await expect(leg).toHaveCount(0);
        }
      }
    }
    // Without JavaScript the map's box is not shown; the list above is the content, and says so.
    await expect(page.locator('[data-route-map]')).toBeHidden();
    await expect(page.getByText('The map needs JavaScript.')).toBeVisible();
  });
});

test('the page describes the trip as a TouristTrip with every stop, in order, with coordinates', async ({
  request,
}) => {
  const { path, plan } = await longestItinerary(request);
  const root = parse(await (await request.get(path)).text());
  const blocks = root
    .querySelectorAll('script[type="application/ld+json"]')
    .map((block) => JSON.parse(block.text) as Record<string, unknown>);
  const trip = blocks.find((block) => block['@type'] === 'TouristTrip') as
    | {
        name: string;
        itinerary: { '@type': string; itemListElement: { position: number; item: Record<string, unknown> }[] };
      }
    | undefined;
  expect(trip?.name).toBe(plan.title);
  expect(trip?.itinerary['@type']).toBe('ItemList');
  const stops = plan.days.flatMap((day) => day.stops);
  expect(
    trip?.itinerary.itemListElement.map(({ position, item }) => ({
      position,
      name: item.name,
      url: new URL(String(item.url)).pathname,
      geo: item.geo,
    })),
  ).toEqual(
    stops.map((stop, index) => ({
      position: index + 1,
      name: stop.name,
      url: stop.url,
      geo: { '@type': 'GeoCoordinates', latitude: stop.lat, longitude: stop.lng },
    })),
  );
});

test('the route map loads only when scrolled into view, and draws every stop on the configured tiles', async ({
  page,
  request,
}) => {
  const { path, plan } = await longestItinerary(request);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(path);
  const map = page.locator('[data-route-map]');
  // Two frames: an IntersectionObserver reports what is on screen before the second one.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(map).toHaveAttribute('data-state', 'idle');
  expect(requested.filter((url) => url.startsWith(TILES) || /\/route-map\.[^/]+\.js$/.test(url))).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-state', 'ready');
  const stops = plan.days.flatMap((day) => day.stops);
  await expect(map.locator('.route-marker')).toHaveCount(stops.length);
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(
    plan.days.filter((day) => day.stops.length > 1).length,
  );
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  const tiles = await map
    .locator('img.leaflet-tile')
    .evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src));
  expect(tiles.length).toBeGreaterThan(0);
  expect(tiles.filter((src) => !src.startsWith(TILES))).toEqual([]);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

  // Keyboard: a stop's marker is a named button; Enter opens its popup with the place's link.
  const [day] = plan.days;
  const [first] = day?.stops ?? [];
  const marker = map.getByRole('button', { name: `Stop 1: ${first?.name} (${day?.title})` });
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('link', { name: "Open the place's guide" })).toHaveAttribute('href', first?.url ?? '');
});
