import { expect, test } from './support/test.ts';

const HOMES = [
  { path: '/', lang: 'vi', title: 'Du lịch Việt Nam như người bản địa' },
  { path: '/en/', lang: 'en', title: 'Travel Vietnam like someone who lives here' },
  { path: '/zh/', lang: 'zh-Hans', title: '像当地人一样游越南' },
];

for (const home of HOMES) {
  test(`home in ${home.lang}: language, heading, canonical and hreflang alternates`, async ({ page }) => {
    await page.goto(home.path);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    // Absolute URLs use the configured public origin (SITE_URL), not the test server's.
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(home.path);
    const alternates = await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`),
      );
    expect(alternates).toEqual(['vi /', 'en /en/', 'zh-Hans /zh/', 'x-default /']);
  });
}

test('info pages exist in every language with their own text and the contact', async ({ page }) => {
  for (const [path, heading] of [
    ['/about-privacy/', 'Quyền riêng tư'],
    ['/en/about-privacy/', 'Privacy'],
    ['/zh/about-operating/', 'NV Travel 运营说明'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
    await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveCount(1);
  }
});

test('switching language keeps the page and writes the lang cookie for 365 days', async ({ page, context }) => {
  await page.goto('/about-privacy/');
  await page.getByRole('navigation', { name: 'Ngôn ngữ' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/about-privacy\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false });
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/zh\/about-privacy\/$/);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh');
});

test('a visitor whose cookie says en lands on /en/ without a Vietnamese page first', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  const documents: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      documents.push({ url: response.url(), status: response.status() });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(documents.map((d) => `${new URL(d.url).pathname} ${d.status}`)).toEqual(['/ 302', '/en/ 200']);
});

test('a crawler without cookies gets Vietnamese at /', async ({ request }) => {
  const response = await request.get('/', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="vi"');
});

test('the language switch keeps the search words and the list filters', async ({ page }) => {
  await page.goto('/en/search-result/?q=hoi+an');
  await page.getByRole('banner').getByRole('link', { name: 'VI Tiếng Việt' }).click();
  await expect(page).toHaveURL('/search-result/?q=hoi+an');
  await expect(page.locator('#page-search')).toHaveValue('hoi an');

  await page.goto('/en/places/region/da-nang/kind/beach/');
  await page.getByRole('banner').getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL('/zh/places/region/da-nang/kind/beach/');
});
