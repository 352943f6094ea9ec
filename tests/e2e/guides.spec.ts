import { scriptBytesOnLoad } from './support/page-js.ts';
import { expect, test } from './support/test.ts';

/*
 * Issue 19 in the browser: the Plan your visit block on a place page (both projects: desktop and
 * the 360 px phone), the illustration label under drawn pictures, and the practical pages linked
 * from a region page. Issue 35: guides lead to their bookings.
 */

/**
 * The JavaScript each guide page loaded before it led to bookings (support/page-js.ts, main's build
 * at 8915125 on the phone): the bookings are HTML built with the page, and may add 1 KB at most.
 */
const SCRIPT_BYTES_BEFORE_BOOKINGS = {
  place: 26_247,
  region: 29_036,
  itinerary: 27_232,
};
const SCRIPT_BYTES_ALLOWED = 1024;

test('a region leads to its hotels, tickets and airport SIM counters, an itinerary to its stops’ tickets, within 1 KB of JS', async ({
  page,
}) => {
  const bytes = { place: 0, region: 0, itinerary: 0 };
  bytes.region = await scriptBytesOnLoad(page, '/en/regions/da-nang/');
  const bookings = page.getByRole('region', { name: 'Book in Da Nang' });
  // The hotel search for the region by its name (hotel search understands place names).
  const search = bookings.getByTestId('region-hotel-search');
  await expect(search).toHaveAttribute('href', '/en/booking-hotel/?q=Da%20Nang');
  await expect(bookings.getByRole('region', { name: 'Hotels in Da Nang' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(bookings.getByRole('region', { name: 'Tickets in Da Nang' })).toContainText(
    'Ba Na Hills cable car ticket',
  );
  await expect(bookings.getByTestId('sim-counter')).toContainText(['(DAD)']);
  await expect(bookings).toContainText(/A night from\s*₫[\d,]+/);

  bytes.itinerary = await scriptBytesOnLoad(
    page,
    '/en/schedule-reference/da-nang-3-ngay-cho-gia-dinh-my-khe-ba-na-hoi-an/',
  );
  const tickets = page.getByRole('region', { name: 'Tickets for the stops of this trip' });
  await expect(tickets.getByTestId('ticket-offer').first()).toContainText(/Adult ticket from\s*₫[\d,]+/);
  await expect(tickets.getByRole('link', { name: 'Book Ba Na Hills cable car ticket (demo)' })).toHaveAttribute(
    'href',
    '/en/booking-ticket/ba-na-hills/',
  );

  bytes.place = await scriptBytesOnLoad(page, '/en/places/ba-na-hills/');
  await expect(page.getByRole('region', { name: 'Tickets for Ba Na Hills' })).toBeVisible();
  for (const [type, before] of Object.entries(SCRIPT_BYTES_BEFORE_BOOKINGS))
    expect(bytes[type as keyof typeof bytes], type).toBeLessThanOrEqual(before + SCRIPT_BYTES_ALLOWED);
});

test('a place page shows the Plan your visit block, with its hours, tickets and food nearby and no check that did not happen', async ({
  page,
}) => {
  await page.goto('/en/places/vinh-ha-long/');
  const plan = page.getByRole('region', { name: 'Plan your visit' });
  await expect(plan).toBeVisible();
  await expect(plan.getByRole('definition').first()).toHaveText(/₫300,000\s?–\s?₫1,000,000/);
  // Hours and tickets as data (decision 0095): no source confirmed them here, so no "checked on" date.
  const tickets = plan.getByRole('definition').nth(1);
  await expect(tickets).toContainText(/Adult: ₫300,000\s?–\s?₫1,000,000 \(≈ \$[\d.]+–\$[\d.]+\)/);
  await expect(tickets).toContainText('Pay by cash');
  await expect(tickets).toContainText('Not confirmed by a source: check before you go');
  await expect(plan).toContainText('Open at all hours');
  await expect(plan.locator('time')).toHaveCount(0);
  // The JSON-LD carries the hours: open at all hours is one specification, every day, 00:00–23:59.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) =>
      JSON.parse(text) as { openingHoursSpecification?: { dayOfWeek: string[]; opens: string; closes: string }[] },
  );
  expect(ld.flatMap((data) => data.openingHoursSpecification ?? [])).toEqual([
    expect.objectContaining({
      opens: '00:00',
      closes: '23:59',
      dayOfWeek: expect.arrayContaining(['https://schema.org/Sunday']),
    }),
  ]);
  await expect(plan).toContainText('6–24 hours');
  // One storm season, about July–September, since decision 0084: September is not a best month.
  await expect(plan).toContainText('March–May and October–November');
  // Two traps; the way there (decision 0098) and the food nearby (0099) are lists of their own.
  await expect(plan.getByRole('definition').last().getByRole('listitem')).toHaveCount(2);
  const way = plan.getByRole('definition').filter({ hasText: 'From Hanoi' });
  await expect(way.getByRole('listitem')).toHaveText([
    /^Coach or limousine van: 2\.5–3 hr · ₫120,000\s?–\s?₫300,000 \(≈ \$[\d.]+–\$[\d.]+\) per person$/,
  ]);
  await expect(way).toContainText('Into Hanoi from the airport');
  await expect(way).toContainText('Not confirmed by a source: check before you go');
  // Two places to eat nearby (decision 0099), a list of their own.
  const food = plan.locator('div', { has: page.getByRole('term').filter({ hasText: 'Food nearby' }) });
  await expect(food.getByRole('listitem')).toHaveCount(2);
  await expect(food.getByRole('listitem').first()).toContainText(
    /^Bai Chay \(eateries in the town centre\)\s*Seafood · ₫200,000\s?–\s?₫500,000 \(≈ \$[\d.]+\s?–\s?\$[\d.]+\) per person · 5 min by car$/,
  );
  await expect(food).toContainText('Not confirmed by a source: check before you go');
  // Crowds as data (decision 0103), with the way to the holiday calendar.
  await expect(plan).toContainText('Quietest: at sunrise');
  await expect(plan).toContainText('Busiest: 8 am–2 pm, when tour groups arrive');
  await expect(plan.getByRole('link', { name: 'Holiday and peak-season calendar' })).toHaveAttribute(
    'href',
    '/en/practical/holiday-calendar/',
  );
  // The block fits the phone's width: nothing in it scrolls sideways.
  const overflow = await plan.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // "How to get there" leads to the body's Getting there section.
  await plan.getByRole('link', { name: 'See “Getting there” below' }).click();
  await expect(page).toHaveURL(/#getting-there$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Getting there' })).toBeInViewport();
});

test('a drawn picture is labelled as an illustration, in the lightbox too, and a gallery counts illustrations', async ({
  page,
}) => {
  await page.goto('/zh/places/vinh-ha-long/');
  await expect(page.locator('.detail__figure .picture-credit').first()).toHaveText(
    '为本应用绘制的插图，并非该地实拍照片',
  );
  await page.goto('/en/galleries/trang-an-tren-thuyen/');
  await expect(page.locator('.detail__meta')).toContainText(/\d+ illustrations/);
  await expect(page.locator('.photo-gallery .picture-credit').first()).toHaveText(
    'Illustration drawn for the app, not a photo of the place',
  );
  await page.locator('a[data-photo]').first().click();
  await expect(page.locator('dialog [data-lightbox-credit]')).toHaveText(
    'Illustration drawn for the app, not a photo of the place',
  );
});

test('a region page links to the practical pages, which list every page in its order', async ({ page }) => {
  await page.goto('/regions/hue/');
  await page.getByRole('link', { name: /Trước khi đi/ }).click();
  await expect(page).toHaveURL(/\/practical\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thông tin thiết thực');
  expect(await page.locator('main h2 a').count()).toBeGreaterThanOrEqual(8);
  await page.locator('main h2 a').first().click();
  await expect(page).toHaveURL(/\/practical\/visa-and-e-visa\/$/);
  await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});
