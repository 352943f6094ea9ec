import { expect, test } from './support/test.ts';

test('dark mode survives a reload with no light first frame', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('group', { name: 'Colour mode' }).getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Record the theme at the moment <body> is created and the background at the first frame.
  await page.addInitScript(() => {
    const seen: Record<string, string | undefined> = {};
    (window as unknown as { firstFrame: typeof seen }).firstFrame = seen;
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      seen.themeAtBody = document.documentElement.dataset.theme;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    requestAnimationFrame(() => {
      seen.backgroundAtFirstFrame = getComputedStyle(document.body).backgroundColor;
    });
  });
  await page.reload();
  await page.waitForFunction(
    () => (window as unknown as { firstFrame: { backgroundAtFirstFrame?: string } }).firstFrame.backgroundAtFirstFrame,
  );
  const firstFrame = await page.evaluate(
    () => (window as unknown as { firstFrame: Record<string, string> }).firstFrame,
  );
  expect(firstFrame.themeAtBody).toBe('dark');
  expect(firstFrame.backgroundAtFirstFrame).toBe('rgb(6, 13, 18)');

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
});

test('system mode follows the device and is the default', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
