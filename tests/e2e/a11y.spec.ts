import { expect, test } from './support/test.ts';
import { axeViolationsInBothSchemes } from './support/axe.ts';
import { signUpThroughApi, useSession } from './support/api-session.ts';
import { createPostThroughApi } from './support/moments.ts';
import { createScheduleThroughApi, sharedPathThroughApi } from './support/trips.ts';

const PAGES = [
  '/',
  '/en/',
  '/zh/',
  '/about-privacy/',
  '/en/about-operating/',
  '/zh/about-privacy/',
  '/en/not-here',
  '/places/',
  '/en/places/region/da-nang/kind/beach/',
  '/en/places/vinh-ha-long/',
  '/zh/news/',
  '/news/bun-bo-hue/',
  '/en/regions/',
  '/zh/regions/hue/',
  '/local-service/',
  '/local-tourism/ha-noi-tourism-mot-ngay-pho-co/',
  '/en/news/tag/food/',
  '/en/local-galleries/hue-gallery-dai-noi/',
  '/en/search-result/?q=hoi+an',
  '/vr-360/',
  '/en/vr-360/',
  '/en/galleries/',
  '/galleries/region/da-nang/',
  '/zh/galleries/trang-an-tren-thuyen/',
  '/en/user/',
  '/videos/',
  '/en/videos/vinh-ha-long-hoang-hon/',
  '/zh/videos/topic/food/',
  '/practical/',
  '/en/practical/money-and-payments/',
  '/zh/practical/emergency-numbers/',
  '/schedule-reference/',
  '/en/schedule-reference/theme/heritage/',
  '/zh/schedule-reference/hue-2-ngay-dai-noi-thien-mu-lang-tu-duc/',
  '/booking-hotel/',
  '/en/booking-flight/',
  '/zh/booking-ticket/',
  '/en/booking/order/',
  '/en/sim-travel/',
  '/zh/sim-travel/viettel-esim-30d/',
  '/zh/package-data/?phone=0912345678',
  '/en/package-data/history/',
  '/moments/',
  '/en/moments/search/?q=hoi+an',
  '/zh/moments/recommend/',
  '/en/moments/posts/create/',
  '/zh/moments/reels/create/',
];

// The full rule set (experimental and best-practice rules too), in light and dark mode, on desktop
// and on the phone project.
for (const path of PAGES) {
  test(`no axe violations on ${path} in light and dark mode`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  });
}

test('no axe violations on an itinerary with its route map drawn, in light and dark mode', async ({ page }) => {
  await page.goto('/en/schedule-reference/mien-bac-5-ngay-ha-noi-ninh-binh-ha-long/');
  const map = page.locator('[data-route-map]');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-state', 'ready');
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});

test('keyboard: the skip link is the first stop and lands on the content', async ({ page }) => {
  await page.goto('/en/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('no axe violations on /en/user/ signed in, and in the open login popup, in light and dark mode', async ({
  page,
  request,
  baseURL,
}) => {
  await useSession(page, await signUpThroughApi(request, baseURL ?? ''));
  await page.goto('/en/user/');
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);

  await page.goto('/en/about-privacy/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});

test('no axe violations in the trip planner with a plan, my trips and a shared link, in light and dark mode', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signUpThroughApi(request, baseURL ?? '');
  const { id } = await createScheduleThroughApi(request, session.accessToken, 'Hà Nội weekend');
  const shared = await sharedPathThroughApi(request, session.accessToken, id);

  await page.goto('/en/schedule-reference/create/?from=mien-bac-5-ngay-ha-noi-ninh-binh-ha-long');
  await expect(page.locator('.planner-stop').first()).toBeVisible();
  await page.locator('[data-route-map-planner]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-route-map-planner]')).toHaveAttribute('data-state', 'ready');
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);

  await useSession(page, session);
  await page.goto('/en/my-trips/');
  await expect(page.getByRole('article', { name: 'Hà Nội weekend' })).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);

  await page.goto(shared);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hà Nội weekend');
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});

test("no axe violations on a moment, its author's profile and followers, and the report dialog, in light and dark mode", async ({
  page,
  request,
  baseURL,
}) => {
  const author = await signUpThroughApi(request, baseURL ?? '', 'Ngô Thảo');
  const post = await createPostThroughApi(request, author.accessToken, {
    text: 'Morning mist over the rice terraces',
    tags: ['sapa', 'rice-terraces'],
    placeSlug: 'pho-co-hoi-an',
  });

  await page.goto(post.url);
  await page.locator('[data-like-count]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-like-count]')).toContainText('0 likes');
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await useSession(page, await signUpThroughApi(request, baseURL ?? '', 'Trịnh Hoa'));
  await page.reload();
  await expect(page.locator('.post-actions[data-state="ready"]')).toBeVisible();
  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report this post' })).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);

  await page.goto(`/en/moments/user-profile/${author.user.id}/`);
  await expect(page.locator('.profile-actions[data-state="ready"]')).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await page.goto(`/zh/moments/user-profile/${author.user.id}/?tab=followers`);
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});
