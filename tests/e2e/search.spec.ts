import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { RELEVANCE_SET } from '../api/support/search-relevance-set.ts';

const openSearch = async (page: Page) => {
  await page.locator('button[popovertarget="site-search"]:not([popovertargetaction])').click();
  const box = page.locator('#header-search');
  await expect(box).toBeFocused();
  return box;
};

for (const { prefix, query, name } of [
  { prefix: '', query: 'ha long', name: 'Vịnh Hạ Long' },
  { prefix: '', query: 'Hạ Long', name: 'Vịnh Hạ Long' },
  { prefix: '/en', query: 'halong bay', name: 'Ha Long Bay' },
  { prefix: '/zh', query: '下龙湾', name: '下龙湾' },
]) {
  test(`"${query}" finds ${name} in ${prefix || '/vi'}, as you type and on the results page`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const box = await openSearch(page);
    await box.fill(query);
    const suggestion = page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(name) })
      .first();
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute('href', `${prefix}/places/vinh-ha-long/`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/search-result/\\?q=`));
    await expect(page.locator('#results-places').locator('..').getByRole('link', { name, exact: true })).toBeVisible();
  });
}

test('suggestions are chosen with the arrow keys', async ({ page }) => {
  await page.goto('/en/');
  const box = await openSearch(page);
  // The WAI-ARIA 1.2 combobox: named by its label, expanded while its listbox shows, and the
  // active option announced through aria-activedescendant while focus stays in the field.
  const combobox = page.getByRole('combobox', { name: 'Search places, regions, news' });
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await box.fill('hoi an');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  const first = page.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expect(combobox).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/(places|regions|news|local-[a-z]+)\/[a-z0-9-]+\/$/);
});

test('search history: adds, ignores duplicates, survives a reload, clears with "all"', async ({ page }) => {
  await page.goto('/en/');
  for (const query of ['hoi an', '  hoi an ', 'hue']) {
    const box = await openSearch(page);
    await box.fill(query);
    await box.press('Enter');
    await expect(page).toHaveURL(/search-result/);
  }
  await page.reload();
  const box = await openSearch(page);
  const history = page.locator('.search__history a');
  await expect(history).toHaveText(['hue', 'hoi an']);
  await page.getByRole('button', { name: 'Remove “hue”' }).click();
  await expect(history).toHaveText(['hoi an']);
  await box.fill('x');
  await box.fill('');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(history).toHaveCount(0);
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('app:auth:historyTextSearches'))).toBe('[]');
});

test('the results page answers a plain query without JavaScript, grouped by kind', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('button[popovertarget="site-search"]:not([popovertargetaction])').click();
  await page.locator('#header-search').fill('hoi an');
  await page.locator('#header-search').press('Enter');
  await expect(page).toHaveURL(/\/search-result\/\?q=hoi\+an$/);
  await expect(page.getByRole('heading', { level: 2, name: /Địa điểm/ })).toBeVisible();
  await expect(page.locator('.result').getByRole('link', { name: 'Phố cổ Hội An', exact: true })).toBeVisible();
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  await context.close();
});

test('the results page counts the matches (up to its cap, then "100+") and pages through them', async ({ page }) => {
  await page.goto('/en/search-result/?q=ha+long');
  const status = page.getByRole('status').filter({ hasText: 'ha long' });
  await expect(status).toHaveText(/^Results 1–20 of [\d,]+\+? for “ha long”$/);
  // "100+" when the count stopped at its cap (decision 0058): the number is then a lower bound.
  const shown = (await status.textContent())?.match(/of ([\d,]+\+?)/)?.[1] ?? '';
  const total = Number(shown.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(20);
  await expect(page.locator('.result')).toHaveCount(20);
  await page.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/\/en\/search-result\/\?q=ha\+long&page=2$/);
  await expect(status).toHaveText(
    new RegExp(`^Results 21–${Math.min(40, total)} of ${shown.replace('+', '\\+')} for “ha long”$`),
  );
  await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', '/en/search-result/?q=ha+long');
});

/*
 * The browser's suggestions (Pagefind) and the server's results page (PostgreSQL) are two engines;
 * on the relevance set (decision 0024) both must put the entry the set names first, and neither
 * lists a page twice. All 51 queries, one test per locale: a query costs a suggestion and a page load, about a second here. The
 * suggestions rank Pagefind's hits by the results page's name points (decision 0054).
 */
for (const locale of LOCALES) {
  test(`the suggestions and the results page agree on the top result (${locale} relevance set)`, async ({ page }) => {
    // 17 queries, each a suggestion and a page load: a hang detector for a loaded 2-core machine.
    test.setTimeout(5 * 60_000);
    const prefix = localizedPath(locale, '/').replace(/\/$/, '');
    const misses: string[] = [];
    await page.goto(`${prefix}/`);
    for (const { query, first } of RELEVANCE_SET.filter((c) => c.locale === locale)) {
      const expected = `${prefix}/${first}/`;
      const box = await openSearch(page);
      await box.fill(query);
      const options = page.getByRole('listbox').getByRole('option');
      const suggested = await options.first().getAttribute('href');
      const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      await page.goto(`${prefix}/search-result/?q=${encodeURIComponent(query)}`);
      const listed = await page
        .locator('.result h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      if (listed[0] !== expected) misses.push(`"${query}": results page ${listed[0]}, expected ${expected}`);
      if (suggested !== expected) misses.push(`"${query}": suggestion ${suggested}, expected ${expected}`);
      if (new Set(hrefs).size !== hrefs.length) misses.push(`"${query}": a suggestion twice in ${hrefs.join(' ')}`);
      if (new Set(listed).size !== listed.length) misses.push(`"${query}": a result twice on the results page`);
    }
    expect(misses).toEqual([]);
  });
}
