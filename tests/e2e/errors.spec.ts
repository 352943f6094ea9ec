import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { expect, test } from './support/test.ts';
import { PLAN_SECTIONS } from '#config/navigation.ts';
import { LOCALE_TAGS, LOCALES } from '#lib/i18n/locales.ts';
import { localizedPath, splitLocale } from '#lib/i18n/localized-path.ts';

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
  '/en/sim-travel/no-such-sim/',
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

/**
 * Whatever a person or a script puts in the address, no page answers 5xx or shows the server
 * error page. Every route file under src/pages/[...locale] is visited (so a new route is covered
 * the day it lands), each dynamic segment replaced by hostile values and each page given hostile
 * query strings, with a browser's user agent and Accept header, as a browser asks for a page.
 */
const ROUTES_DIR = 'src/pages/[...locale]';
const HOSTILE_SEGMENTS = [
  '%E0%A4%A', // a cut-off UTF-8 sequence
  '%ZZ', // not percent-encoding at all
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '<script>alert(1)<%2Fscript>',
  'x'.repeat(1500),
  '-1',
  'a/b/c/d/e/f',
];
const HOSTILE_QUERIES = [
  `q=${'hội an '.repeat(600)}`,
  'q=%E0%A4%A&page=%ZZ',
  'page=-1&page=1e309&page=NaN',
  'id=%00&from=..%2F..%2F&hotel=%E0%A4%A&region[]=x&token=<x>',
  'checkIn=2026-02-31&checkOut=0000-00-00&guests=1e9&rooms=-5&date=yesterday&quantity=99999999999999999999',
  'from=HAN&to=HAN&date=9999-99-99&adults=0&children=-1&infants=abc&returnDate=%FF',
];

function routeTemplates(dir = ROUTES_DIR, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeTemplates(path.join(dir, entry.name), `${base}/${entry.name}`);
    const name = entry.name.replace(/\.(astro|ts)$/, '');
    return [name === 'index' ? `${base}/` : `${base}/${name}`];
  });
}

function hostilePaths(): string[] {
  const prefixes = ['', '/en', '/zh', '/xx'];
  const paths = new Set<string>();
  routeTemplates().forEach((template, t) => {
    const dynamic = /\[[^\]]+\]/.test(template);
    HOSTILE_SEGMENTS.forEach((segment, s) => {
      if (!dynamic) return;
      const prefix = prefixes[(t + s) % prefixes.length] ?? '';
      paths.add(prefix + template.replace(/\[(\.\.\.)?[^\]]+\]/g, segment));
    });
    HOSTILE_QUERIES.forEach((query, q) => {
      const prefix = prefixes[(t + q) % prefixes.length] ?? '';
      // A dynamic route is asked with a real-looking but unknown value here: its query is the attack.
      paths.add(`${prefix}${template.replace(/\[(\.\.\.)?[^\]]+\]/g, 'khong-co')}?${query}`);
    });
  });
  return [...paths];
}

/** The server error page's message in every language (locales/common/<locale>.json). */
const SERVER_ERROR_MESSAGES = new Set(
  LOCALES.map(
    (locale) =>
      (JSON.parse(readFileSync(`locales/common/${locale}.json`, 'utf8')) as Record<string, string>)[
        'error.server.message'
      ],
  ),
);

test('no address, however malformed, gives a 5xx or the server error page', async ({ request }, testInfo) => {
  test.setTimeout(5 * 60_000);
  const headers = { 'User-Agent': testInfo.project.use.userAgent ?? '', Accept: 'text/html,*/*;q=0.8' };
  const queue = hostilePaths();
  const asked = queue.length;
  const failures: string[] = [];
  const visit = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      // A kept-alive socket the server closed as it was reused resets once under load; a crash
      // would reset the second try too.
      const ask = () => request.get(address, { headers, maxRedirects: 0 });
      const response = await ask().catch(ask);
      const shown =
        parse(await response.text())
          .querySelector('[data-error-message]')
          ?.text.trim() ?? '';
      if (response.status() >= 500 || SERVER_ERROR_MESSAGES.has(shown))
        failures.push(`${response.status()} ${address.slice(0, 160)}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, visit));
  expect(failures).toEqual([]);
  expect(asked).toBeGreaterThan(200);
});
