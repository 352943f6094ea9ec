import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { E2E_PASSWORD, signUpThroughApi, useSession } from './support/api-session.ts';
import { expect, test } from './support/test.ts';
import { axeViolationsInBothSchemes } from './support/axe.ts';
import { nuErrorsOf } from './support/nu.ts';
import { bookTicketThroughApi, createScheduleThroughApi } from './support/trips.ts';

/*
 * The trip planner, my trips and shared links (issue 14), as a traveller uses them, from a real
 * reference itinerary (five days in the north). The route map's tiles come from the stand-in tile
 * server (tests/e2e/support/map-tiles.ts), so no test reaches the internet.
 */
const ITINERARY = 'mien-bac-5-ngay-ha-noi-ninh-binh-ha-long';
const PLANNER = '/en/schedule-reference/create/';
const day = (page: Page, n: number) => page.getByRole('region', { name: `Day ${n}`, exact: true });
const stopNames = (page: Page, n: number) => day(page, n).locator('.planner-stop__name');
const announcer = (page: Page) => page.locator('[data-planner-announcer]');

test('start from an itinerary, reorder by keyboard and by drag, move a stop to another day, save through sign-in, reload', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signUpThroughApi(request, baseURL ?? '', 'Phạm Thu Hà');
  await page.goto(`${PLANNER}?from=${ITINERARY}`);
  await expect(page.getByLabel('Name of the schedule')).not.toHaveValue('My trip');
  // The address loses the question, so a reload keeps the edited draft.
  await expect(page).toHaveURL(PLANNER);
  const first = await stopNames(page, 1).allTextContents();
  expect(first.length).toBeGreaterThanOrEqual(3);
  await expect(day(page, 1)).toContainText(/about .* on the road/);

  // Keyboard: focus the second stop's "earlier" button and press it with Enter.
  const earlier = page.getByRole('button', { name: `Move ${first[1]} earlier` });
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(stopNames(page, 1)).toHaveText([first[1], first[0], ...first.slice(2)] as string[]);
  await expect(announcer(page)).toHaveText(`Moved ${first[1]} to position 1 of day 1.`);

  // Drag: the third stop's handle onto the first stop with the mouse (real pointer input; the
  // planner drags with pointer events, so a finger does the same on a phone).
  await day(page, 1).locator('.planner-stop__handle').nth(2).dragTo(day(page, 1).locator('.planner-stop').nth(0));
  await expect(stopNames(page, 1).first()).toHaveText(first[2] as string);

  // Another day: the first stop of day 1 goes to the end of day 2.
  const moved = (await stopNames(page, 1).first().textContent()) ?? '';
  await day(page, 1).getByLabel(`Move ${moved} to day`).selectOption({ label: 'Day 2' });
  await expect(stopNames(page, 2).last()).toHaveText(moved);
  await expect(announcer(page)).toContainText(`Moved ${moved} to position`);

  // A place found without diacritics, added to day 2.
  await page.getByLabel('Find a place').fill('hoi an');
  await page.getByLabel('Add to').selectOption({ label: 'Day 2' });
  await page.getByRole('button', { name: 'Add Hoi An Ancient Town to day 2' }).click();
  await expect(stopNames(page, 2).last()).toHaveText('Hoi An Ancient Town');

  await page.getByLabel('Name of the schedule').fill('North and centre');
  const draft = await stopNames(page, 2).allTextContents();

  // Saving signed out opens the login popup and sends nothing; the draft stays.
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/customSchedule/')) writes.push(r.url());
  });
  await page.getByRole('button', { name: 'Sign in to save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to NV Travel' });
  await expect(dialog).toBeVisible();
  expect(writes).toEqual([]);
  await dialog.getByLabel('Phone number or e-mail').fill(session.phone);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  // After sign-in the save goes through by itself.
  await expect(page.getByText('Saved (version 1)')).toBeVisible();
  expect(writes).toHaveLength(1);

  await page.reload();
  await expect(page.getByLabel('Name of the schedule')).toHaveValue('North and centre');
  await expect(stopNames(page, 2)).toHaveText(draft);
  await expect(page.getByText('Saved (version 1)')).toBeVisible();

  // The map draws the route when reached (tiles from the stand-in tile server).
  await page.getByRole('region', { name: 'Map of the schedule and the places' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-route-map-planner]')).toHaveAttribute('data-state', 'ready');
});

test('a place chosen on the map joins the day being filled', async ({ page }) => {
  await page.goto(PLANNER);
  await expect(page.getByText('No stops yet')).toBeVisible();
  // The map offers the places the search finds; the tiles come from the stand-in tile server.
  await page.getByLabel('Find a place').fill('hoi an');
  const map = page.getByRole('region', { name: 'Map of the schedule and the places' });
  await map.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-route-map-planner]')).toHaveAttribute('data-state', 'ready');
  await map.getByRole('button', { name: 'Hoi An Ancient Town', exact: true }).click();
  await expect(stopNames(page, 1)).toHaveText(['Hoi An Ancient Town']);
  await expect(announcer(page)).toHaveText('Added Hoi An Ancient Town to day 1.');
});

test.describe('my trips', () => {
  test('rename, share the link, open it signed out, revoke it (404), export the calendar', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const session = await signUpThroughApi(request, baseURL ?? '', 'Đỗ Minh Khang');
    await useSession(page, session);
    await page.goto('/en/');
    await createScheduleThroughApi(request, session.accessToken, 'Hà Nội weekend');
    await page.goto('/en/my-trips/');
    const entry = page.getByRole('article', { name: 'Hà Nội weekend' });
    await expect(entry).toContainText('2 days · 3 stops');

    await entry.getByRole('button', { name: 'Rename' }).click();
    await entry.getByLabel('New name').fill('Hà Nội and Tràng An');
    await entry.getByRole('button', { name: 'Save the name' }).click();
    const renamed = page.getByRole('article', { name: 'Hà Nội and Tràng An' });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'Share a link' }).click();
    const link = await renamed.getByLabel('Read-only link (anyone with it can view)').inputValue();
    expect(link).toMatch(/\/en\/my-trips\/shared\/[A-Za-z0-9_-]{43}\/$/);

    const stranger = await browser.newContext();
    const reader = await stranger.newPage();
    const shown = await reader.goto(link);
    expect(shown?.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Hà Nội and Tràng An');
    await expect(reader.getByRole('heading', { name: /Day 2/ })).toBeVisible();
    expect(await reader.content()).not.toContain('Đỗ Minh Khang');
    expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    // Export: the calendar file, parsed by a calendar library.
    const download = page.waitForEvent('download');
    await renamed.getByRole('button', { name: 'Export to calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Hà-Nội-and-Tràng-An.ics');
    const { readFile } = await import('node:fs/promises');
    const events = new ICAL.Component(ICAL.parse(await readFile((await file.path()) ?? '', 'utf8')))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(3);
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2026-12-01T01:00:00.000Z',
      '2026-12-01T02:30:00.000Z',
      '2026-12-02T02:00:00.000Z',
    ]);
    expect(events[2]?.location).toMatch(/^Trang An Scenic Landscape Complex \(20\.\d+,105\.\d+\)$/);

    await renamed.getByRole('button', { name: 'Revoke the link' }).click();
    await expect(renamed.getByRole('button', { name: 'Share a link' })).toBeVisible();
    const gone = await reader.goto(link);
    expect(gone?.status()).toBe(404);
    await expect(reader.getByRole('heading', { level: 1 })).toContainText(/page not found/i);
    await stranger.close();
  });

  test('two tabs edit one schedule: the second save is told of the conflict and loses nothing', async ({
    context,
    page,
    request,
    baseURL,
  }) => {
    const session = await signUpThroughApi(request, baseURL ?? '', 'Vũ Lan Anh');
    await useSession(page, session);
    await page.goto('/en/');
    const { id } = await createScheduleThroughApi(request, session.accessToken, 'Shared weekend');
    const second = await context.newPage();
    for (const tab of [page, second]) {
      await tab.goto(`${PLANNER}?id=${id}`);
      await expect(tab.getByText('Saved (version 1)')).toBeVisible();
    }
    await page.getByLabel('Name of the schedule').fill('First tab’s weekend');
    await page.getByRole('button', { name: 'Save the schedule' }).click();
    await expect(page.getByText('Saved (version 2)')).toBeVisible();

    await second.getByRole('button', { name: 'Remove Hoan Kiem Lake and Ngoc Son Temple' }).click();
    await second.getByRole('button', { name: 'Save the schedule' }).click();
    const conflict = second.getByRole('alert').filter({ hasText: 'This schedule was changed elsewhere' });
    await expect(conflict).toContainText('version 2');
    await conflict.getByRole('button', { name: 'Save mine as a new schedule' }).click();
    await expect(second.getByText('Saved (version 1)')).toBeVisible();

    await page.goto('/en/my-trips/');
    await expect(page.getByRole('article', { name: 'First tab’s weekend' })).toContainText('3 stops');
    await expect(page.getByRole('article', { name: 'Shared weekend (copy)' })).toContainText('2 stops');
  });
});

test('my trips signed out: an honest page that offers sign-in and sends nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/apiCore/v1/my-trips') || r.url().includes('/customSchedule')) calls.push(r.url());
  });
  await page.goto('/en/my-trips/');
  await expect(page.getByRole('heading', { name: 'Sign in to see your trips' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to NV Travel' })).toBeVisible();
  expect(calls).toEqual([]);
});

/*
 * The budget's plan and its figures worked out by hand (tests/unit/trip-budget.test.ts shows the
 * sums): day 1 in Hà Nội, tickets 70,000 (the lake and the Old Quarter are free), food 50,000–120,000, rides 43,000–55,000; day 2
 * in Huế, Tự Đức's tomb 150,000–420,000, the car 57,000–77,000 and two booked citadel tickets
 * 400,000 (the citadel's own entry is those tickets). At the default rates of 26,000 ₫ to the dollar
 * and 3,600 to the yuan.
 */
const BUDGET_DAYS = [
  {
    stops: [
      { place: 'ho-hoan-kiem', start: '08:00', minutes: 45, mode: 'walk' as const },
      { place: 'pho-co-ha-noi', start: '09:00', minutes: 90, mode: 'car' as const },
      { place: 'van-mieu-quoc-tu-giam', start: '11:00', minutes: 60, mode: 'motorbike' as const },
      { place: 'bun-cha-huong-lien', start: '12:30', minutes: 60, mode: 'walk' as const },
    ],
  },
  {
    stops: [
      { place: 'dai-noi-hue', start: '08:00', minutes: 180, mode: 'car' as const },
      { place: 'lang-tu-duc', start: '12:00', minutes: 90, mode: 'car' as const },
    ],
  },
];
const BUDGET_FIGURES = [
  { prefix: '', days: ['163.000-245.000 ₫', '607.000-897.000 ₫'], total: '770.000-1.142.000 ₫' },
  {
    prefix: '/en',
    days: ['₫163,000 – ₫245,000 (≈ $6 – $9)', '₫607,000 – ₫897,000 (≈ $23 – $35)'],
    total: '₫770,000 – ₫1,142,000 (≈ $30 – $44)',
  },
  {
    prefix: '/zh',
    days: ['₫163,000 - ₫245,000 (≈ ¥45 - ¥68)', '₫607,000 - ₫897,000 (≈ ¥169 - ¥249)'],
    total: '₫770,000 - ₫1,142,000 (≈ ¥214 - ¥317)',
  },
];

test('a plan’s budget per day and in total, with a booking on its day, in each language and currency', async ({
  page,
  request,
  baseURL,
}) => {
  // The first booking call puts the demo inventory on sale.
  expect((await request.get('/apiCore/v1/flights/airports')).ok()).toBe(true);
  const session = await signUpThroughApi(request, baseURL ?? '', 'Trần Minh Anh');
  const start = new Date(Date.now() + 7 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
  const second = new Date(Date.parse(start) + 86_400_000).toISOString().slice(0, 10);
  const schedule = await createScheduleThroughApi(request, session.accessToken, 'Hà Nội and Huế', start, BUDGET_DAYS);
  const tickets = await bookTicketThroughApi(request, session.accessToken, {
    attraction: 'dai-noi-hue',
    date: second,
    adults: 2,
  });
  expect(tickets.total).toBe(400_000);
  await useSession(page, session);

  for (const figures of BUDGET_FIGURES) {
    await page.goto(`${figures.prefix}/schedule-reference/create/?id=${schedule.id}`);
    const budget = page.getByTestId('plan-budget');
    await expect(budget.getByTestId('budget-day-total')).toHaveText(figures.days);
    await expect(budget.getByTestId('budget-day').nth(1)).toContainText(tickets.number);
    await expect(budget.getByTestId('budget-total')).toHaveText(figures.total);
  }
  await expect(page.getByTestId('plan-budget')).toContainText('按 1 元人民币约 ₫3,600 折算');
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  expect(await nuErrorsOf({ 'a plan with its budget': await page.content() })).toEqual([]);
});
