import { expect, test } from './support/test.ts';

/*
 * Issue 19 in the browser: the Plan your visit block on a place page (both projects: desktop and
 * the 360 px phone), the illustration label under drawn pictures, and the practical pages linked
 * from a region page.
 */

test('a place page shows the Plan your visit block, with the date its facts were checked', async ({ page }) => {
  await page.goto('/en/places/vinh-ha-long/');
  const plan = page.getByRole('region', { name: 'Plan your visit' });
  await expect(plan).toBeVisible();
  await expect(plan.getByRole('definition').first()).toHaveText(/₫300,000\s?–\s?₫1,000,000/);
  await expect(plan.locator('time[datetime="2026-11-20"]')).toHaveText('checked on November 20, 2026');
  await expect(plan).toContainText('6–24 hours');
  await expect(plan).toContainText('March–May and September–November');
  await expect(plan.getByRole('listitem')).toHaveCount(2);
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
