import { expect, test } from './support/test.ts';
import { PLAN_SECTIONS } from '../../src/config/navigation.ts';
import { LOCALE_TAGS, LOCALES } from '../../src/lib/i18n/locales.ts';
import { localizedPath, splitLocale } from '../../src/lib/i18n/localized-path.ts';

const CASES = [
  { path: '/khong-co-trang-nay', lang: 'vi', message: 'Không tìm thấy trang: /khong-co-trang-nay' },
  { path: '/en/no-such-page', lang: 'en', message: 'Page Not Found: /en/no-such-page' },
  { path: '/zh/no-such-page', lang: 'zh-Hans', message: '找不到页面：/zh/no-such-page' },
];

for (const c of CASES) {
  test(`unknown path in ${c.lang} answers 404 with the localized message`, async ({ page }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page.locator('[data-error-message]')).toHaveText(c.message);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  });
}

test('a malformed route parameter gives the 404 page, not a 400 or 500', async ({ page }) => {
  const response = await page.goto('/news/%E0%A4%A');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-error-message]')).toContainText('/news/%E0%A4%A');
});

test('a bot gets the status with a minimal body, not the error page', async ({ request }) => {
  for (const ua of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1',
  ]) {
    const response = await request.get('/en/no-such-page', { headers: { 'User-Agent': ua } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe('Not Found');
  }
});

test('old paths are redirected by the route rules before routing', async ({ page }) => {
  await page.goto('/en/privacy');
  await expect(page).toHaveURL(/\/en\/about-privacy\/$/);
});

test('a route rendered per request rejects a prefix that is not a locale with the 404 page', async ({ page }) => {
  const response = await page.goto('/xx/search-result/?q=hue');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-error-message]')).toHaveText('Không tìm thấy trang: /xx/search-result/');
});

/**
 * No dead ends (decision 0034): whatever path a person opens, a missing page is the full error page
 * in the path's language, with the header, a way home and the sections, never a bare "Not Found".
 * The sections still to be built, the old short paths to them, files and folders that do not exist.
 */
const MISSING = [
  ...PLAN_SECTIONS.filter((section) => !section.ready).flatMap((section) =>
    LOCALES.map((locale) => localizedPath(locale, section.path)),
  ),
  '/en/sim/',
  '/en/sim-travel/',
  '/zh/my-trip',
  '/places/khong-co/',
  '/en/news/tag/no-such-tag/',
  '/en/places/region/no-such-region/',
  '/zh/galleries/no-such-gallery/',
  '/en/about-privacy.html',
  '/_astro/no-such-chunk.js',
  '/en/pagefind/no-such-index',
];

test('every missing page a browser opens is the full localized error page', async ({ page }) => {
  for (const path of MISSING) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['content-type'], path).toMatch(/^text\/html/);
    const locale = splitLocale(new URL(path, 'http://x').pathname).locale;
    await expect(page.locator('html'), path).toHaveAttribute('lang', LOCALE_TAGS[locale].lang);
    await expect(page.locator('[data-error-message]'), path).toBeVisible();
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(page.locator(`main a[href="${localizedPath(locale, '/')}"]`).first(), path).toBeVisible();
  }
});
