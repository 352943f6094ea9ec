import { bothViewports, expect, test } from './support/test.ts';

test('the loading bar shows during a navigation, 2 px in #ff609a', async ({ page }) => {
  await page.goto('/en/');
  // Hover prefetching would serve the next page at once (as it should); this test needs a slow one.
  await page.locator('a').evaluateAll((links) => links.forEach((a) => a.setAttribute('data-astro-prefetch', 'false')));
  await page.route('**/en/about-operating/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Playwright waits for a navigation in progress before it reads the DOM, so the page itself
  // records what the bar and the overlay looked like while the next page was loading.
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[data-loading-bar]');
    const overlay = document.querySelector<HTMLElement>('[data-loading-overlay]');
    if (!bar || !overlay) return;
    new MutationObserver(() => {
      if (bar.dataset.active !== 'true') return;
      const style = getComputedStyle(bar);
      sessionStorage.setItem(
        'seen',
        JSON.stringify({ height: style.height, color: style.backgroundColor, overlay: overlay.dataset.state }),
      );
    }).observe(bar, { attributes: true });
  });
  await page.locator('footer').getByRole('link', { name: 'How we operate' }).click();
  await expect(page).toHaveURL(/\/en\/about-operating\/$/);
  const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen'))) ?? 'null');
  expect(seen).toEqual({ height: '2px', color: 'rgb(255, 96, 154)', overlay: 'page' });
  await expect(page.locator('[data-loading-bar]')).toHaveAttribute('data-active', 'false');
  await expect(page.locator('[data-loading-overlay]')).toHaveAttribute('data-state', 'hidden');
});

test(
  'the menu opens over the page and reaches every section',
  bothViewports(
    'the navigation menu is the header’s only way to the sections on a phone, beside the primary links on a desktop',
  ),
  async ({ page }) => {
    await page.goto('/en/');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    // Sections still to be built are not linked (src/config/navigation.ts).
    for (const name of ['Places', 'Regions', 'News', 'Around you']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  },
);

test('pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/en/', '/zh/', '/about-privacy/', '/en/about-operating/', '/en/missing']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
    await expect(page.getByRole('link', { name: /NV Travel/ }).first()).toBeVisible();
  }
});

test('the home page and info pages read fully without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore places' })).toBeVisible();
  await expect(page.locator('[data-loading-overlay]')).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#site-menu').getByRole('link', { name: 'Regions' })).toBeVisible();
  await page.goto('/zh/about-privacy/');
  await expect(page.locator('main h2').first()).toBeVisible();
  await context.close();
});

test('F8 moves focus to the toast region, and a new build is announced with a reload', async ({ page }) => {
  await page.route('**/build.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  await page.goto('/en/');
  const toast = page.getByRole('status').filter({ hasText: 'A new version of NV Travel is ready' });
  await expect(toast).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused();
  await page.unroute('**/build.json');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the sign-in button asks for the login popup through the auth store', async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await page.evaluate(() => localStorage.getItem('app:auth:showPopupLogin'))).toBe('true');
});
