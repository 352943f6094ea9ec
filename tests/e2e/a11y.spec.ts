import { bothViewports, expect, test } from './support/test.ts';
import { apiCall } from './support/api-call.ts';
import { axeViolationsInBothSchemes } from './support/axe.ts';
import { structureProblems } from './support/structure.ts';
import { LOCALES, LOCALE_TAGS } from '#lib/i18n/locales.ts';
import { localizedPath, splitLocale } from '#lib/i18n/localized-path.ts';
import { signUpThroughApi, useSession } from './support/api-session.ts';
import { createPostThroughApi } from './support/moments.ts';
import { createScheduleThroughApi, sharedPathThroughApi } from './support/trips.ts';

/**
 * One page of every type and state, each in one locale, the three locales spread over the types.
 * axe's full rule set checks each in light and dark mode on the phone; the types marked `desktop`
 * are checked on a desktop too, because their header, filters or panels are other markup there.
 * The structural check below covers every type in every locale.
 */
const PAGE_TYPES: { path: string; desktop?: true }[] = [
  { path: '/', desktop: true },
  { path: '/zh/about-privacy/' },
  { path: '/en/about-operating/' },
  { path: '/en/not-here' },
  { path: '/places/' },
  { path: '/en/places/region/da-nang/kind/beach/', desktop: true },
  { path: '/en/places/vinh-ha-long/', desktop: true },
  { path: '/zh/news/' },
  { path: '/news/bun-bo-hue/' },
  { path: '/en/regions/' },
  { path: '/zh/regions/hue/' },
  { path: '/local-service/' },
  { path: '/local-tourism/ha-noi-tourism-mot-ngay-pho-co/' },
  { path: '/en/news/tag/food/' },
  { path: '/en/local-galleries/hue-gallery-dai-noi/' },
  { path: '/en/search-result/?q=hoi+an', desktop: true },
  { path: '/en/vr-360/' },
  { path: '/en/galleries/' },
  { path: '/galleries/region/da-nang/' },
  { path: '/zh/galleries/trang-an-tren-thuyen/' },
  { path: '/en/user/' },
  { path: '/videos/' },
  { path: '/en/videos/vinh-ha-long-hoang-hon/' },
  { path: '/zh/videos/topic/food/' },
  { path: '/practical/' },
  { path: '/en/practical/money-and-payments/' },
  { path: '/zh/practical/emergency-numbers/' },
  { path: '/en/practical/holiday-calendar/' },
  { path: '/schedule-reference/' },
  { path: '/en/schedule-reference/theme/heritage/' },
  { path: '/zh/schedule-reference/hue-2-ngay-dai-noi-thien-mu-lang-tu-duc/' },
  { path: '/booking-hotel/', desktop: true },
  { path: '/en/booking-flight/' },
  { path: '/zh/booking-ticket/' },
  { path: '/en/booking-ticket/cu-lao-cham/' },
  { path: '/en/booking/order/' },
  { path: '/en/sim-travel/' },
  { path: '/zh/sim-travel/viettel-esim-30d/' },
  { path: '/zh/package-data/?phone=0912345678' },
  { path: '/en/package-data/history/' },
  { path: '/moments/', desktop: true },
  { path: '/en/moments/search/?q=hoi+an' },
  { path: '/zh/moments/recommend/' },
  { path: '/en/moments/posts/create/' },
  { path: '/zh/moments/reels/create/' },
];

const ON_DESKTOP_TOO = bothViewports('the header, filters and panels of this page type are other markup on a desktop');

for (const { path, desktop } of PAGE_TYPES) {
  test(`no axe violations on ${path} in light and dark mode`, desktop ? ON_DESKTOP_TOO : {}, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  });
}

// Every page type in every locale: what a translation alone can break (support/structure.ts).
for (const locale of LOCALES) {
  test(`every page type in ${locale} has its language, landmarks, headings and names`, async ({ page }) => {
    const problems: string[] = [];
    for (const { path } of PAGE_TYPES) {
      const localized = localizedPath(locale, splitLocale(path).path);
      await page.goto(localized);
      problems.push(
        ...(await structureProblems(page, LOCALE_TAGS[locale].lang)).map((problem) => `${localized}: ${problem}`),
      );
    }
    expect(problems).toEqual([]);
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

test(
  'keyboard: the skip link is the first stop and lands on the content',
  bothViewports('the skip link comes before the header, whose navigation is other markup on a desktop'),
  async ({ page }) => {
    await page.goto('/en/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  },
);

test('no axe violations on /en/user/ signed in, and in the open login popup, in light and dark mode', async ({
  page,
  reader,
}) => {
  await useSession(page, reader);
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

  const comment = await apiCall(
    request,
    '/comments/create',
    { kind: 'post', slug: post.id, text: 'Best light is before seven' },
    author.accessToken,
  );
  expect(comment.code).toBe('SUCCESS');

  await page.goto(post.url);
  await page.locator('[data-like-count]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-like-count]')).toContainText('0 likes');
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await useSession(page, await signUpThroughApi(request, baseURL ?? '', 'Trịnh Hoa'));
  await page.reload();
  await expect(page.locator('.post-actions[data-state="ready"]')).toBeVisible();
  await page.locator('.post-actions').getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report this post' })).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await page.keyboard.press('Escape');
  // A comment is reported the same way, to the moderators' queue (decision 0089).
  await page.locator('[data-comment-id]').getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this comment' });
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you: the report was sent.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(`/en/moments/user-profile/${author.user.id}/`);
  await expect(page.locator('.profile-actions[data-state="ready"]')).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await page.goto(`/zh/moments/user-profile/${author.user.id}/?tab=followers`);
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});
