import { expect, test } from './support/test.ts';

// A street west of the Ancient Town: its nearest place is the town itself, ahead of the eateries inside it.
const HOI_AN = { latitude: 15.8772, longitude: 108.3255 };
const stored = (key: string) => `app:location:${key}`;

test.describe('with the position granted in Hội An', () => {
  test.use({ geolocation: HOI_AN, permissions: ['geolocation'] });

  test('Đà Nẵng is chosen, near-me lists Hội An first with distances, local sections open there', async ({ page }) => {
    await page.goto('/en/');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), stored('regionId'))).toBe('"da-nang"');
    expect(await page.evaluate((key) => localStorage.getItem(key), stored('hasLocation'))).toBe('true');
    expect(await page.evaluate((key) => localStorage.getItem(key), stored('lat'))).toBe('15.8772');

    const near = page.locator('near-me li');
    await expect(near.first()).toContainText('Hoi An Ancient Town');
    await expect(near.first().locator('.near__distance')).toHaveText(/^\d+(\.\d)? km$/);
    await expect(page.locator('near-me .location-note__text')).toHaveText('Showing Da Nang, where you are now.');
    await expect(page.locator('near-me').getByRole('button', { name: 'Use my location' })).toBeHidden();

    await page.locator('header').getByRole('button', { name: 'Menu' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Around you' }).click();
    await expect(page).toHaveURL(/\/en\/local-news\/region\/da-nang\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local news in Da Nang');
  });

  test('the region picker changes the region for every local section', async ({ page }) => {
    await page.goto('/en/');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), stored('regionId'))).toBe('"da-nang"');
    await page.goto('/en/local-tourism/');
    await expect(page).toHaveURL(/\/en\/local-tourism\/region\/da-nang\/$/);
    // On a filtered page the region group is already open.
    await expect(page.locator('details.filters__group', { hasText: 'Region' })).toHaveAttribute('open', '');
    await page.locator('.filters').getByRole('link', { name: 'Hue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local tourism in Hue');
    await page.goto('/en/local-service/');
    await expect(page).toHaveURL(/\/en\/local-service\/region\/hue\/$/);
  });
});

test.describe('with the position denied', () => {
  test.use({ permissions: [] });

  test('the defaults in Hà Nội apply with hasLocation false', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/en/');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), stored('hasLocation'))).toBe('false');
    expect(await page.evaluate((key) => localStorage.getItem(key), stored('long'))).toBe('105.836963');
    expect(await page.evaluate((key) => localStorage.getItem(key), stored('lat'))).toBe('21.022696');
    expect(errors.length).toBeGreaterThan(0);
    await expect(page.locator('near-me .location-note__text')).toHaveText(
      "Showing Hanoi because location is blocked for this site. Allow it in your browser's site settings to see what is near you.",
    );
    await page.goto('/en/local-news/');
    await expect(page).toHaveURL(/\/en\/local-news\/region\/ha-noi\/$/);
  });
});

test('a browser without geolocation only logs the spec message', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  await page.addInitScript(() => {
    // @ts-expect-error removing the API to stand for a browser that lacks it
    delete Navigator.prototype.geolocation;
  });
  await page.goto('/en/');
  await expect.poll(() => logs).toContain('log: Geolocation không được hỗ trợ trên trình duyệt này.');
  // Nothing else: no error, and the store keeps its defaults.
  expect(logs.filter((line) => line.startsWith('error'))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('app:location:hasLocation'))).not.toBe('true');
  expect([null, 'null']).toContain(await page.evaluate(() => localStorage.getItem('app:location:regionId')));
});

/**
 * Location given later (decision 0034): a visitor who said no at first can still give it, from the
 * "Use my location" control or from the browser's site settings while the page is open, and the
 * page says which region it shows and why.
 */
test.describe('with the position refused at first', () => {
  test.use({ permissions: [], geolocation: HOI_AN });

  test('granting it later in the open tab moves near-me and the note to where the visitor is', async ({
    page,
    context,
  }) => {
    await page.goto('/en/');
    const note = page.locator('near-me .location-note__text');
    await expect(note).toContainText('Showing Hanoi because location is blocked');
    await expect(page.locator('near-me li').first()).not.toContainText('Hoi An Ancient Town');

    // The site settings change, with no click and no reload.
    await context.grantPermissions(['geolocation']);
    await expect(note).toHaveText('Showing Da Nang, where you are now.');
    await expect(page.locator('near-me li').first()).toContainText('Hoi An Ancient Town');
  });

  test('"Use my location" on a local section takes the visitor to their region', async ({ page, context }) => {
    await page.goto('/en/local-news/');
    await expect(page).toHaveURL(/\/en\/local-news\/region\/ha-noi\/$/);
    const note = page.locator('.location-note__text');
    await expect(note).toContainText('Showing Hanoi because location is blocked');

    // Still blocked: the button says why nothing changed.
    const use = page.getByRole('button', { name: 'Use my location' });
    await use.click();
    await expect(note).toContainText('Showing Hanoi because location is blocked');

    await page.locator('.filters').getByRole('link', { name: 'Hue', exact: true }).click();
    await expect(note).toHaveText('Showing Hue, the region you chose.');
    // A region picked by hand stays when the position comes; the button lets the position decide.
    await context.grantPermissions(['geolocation']);
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\/en\/local-news\/region\/da-nang\/$/);
    await expect(page.locator('.location-note__text')).toHaveText('Showing Da Nang, where you are now.');
  });
});
