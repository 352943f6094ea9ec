import type { Page } from '@playwright/test';
import { bothViewports, expect, test } from './support/test.ts';

const LOCALES = [
  {
    prefix: '',
    places: 'Địa điểm',
    region: 'Quảng Ninh',
    halong: 'Vịnh Hạ Long',
    filterRegion: 'Vùng',
    filterKind: 'Loại hình',
    nature: 'Thiên nhiên',
    next: 'Trang sau',
  },
  {
    prefix: '/en',
    places: 'Places to visit',
    region: 'Quang Ninh',
    halong: 'Ha Long Bay',
    filterRegion: 'Region',
    filterKind: 'Type',
    nature: 'Nature',
    next: 'Next page',
  },
  {
    prefix: '/zh',
    places: '景点',
    region: '广宁',
    halong: '下龙湾',
    filterRegion: '地区',
    filterKind: '类型',
    nature: '自然风光',
    next: '下一页',
  },
];

const cards = (page: Page) => page.locator('main .card');

for (const l of LOCALES) {
  test(`places in ${l.prefix || '/vi'}: paginate, filter by region and kind, open a detail`, async ({ page }) => {
    await page.goto(`${l.prefix}/places/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.places);
    await expect(cards(page)).toHaveCount(12);

    await page.getByRole('link', { name: l.next }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/places/page/2/$`));
    await expect(cards(page)).toHaveCount(12);

    await page.locator('summary', { hasText: l.filterRegion }).click();
    await page.locator('.filters').getByRole('link', { name: l.region, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/places/region/quang-ninh/$`));
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(1);
    for (const meta of await page.locator('main .card__meta').allTextContents()) expect(meta).toContain(l.region);

    await page.locator('summary', { hasText: l.filterKind }).click();
    await page.locator('.filters').getByRole('link', { name: l.nature, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/places/region/quang-ninh/kind/nature/$`));
    expect(await cards(page).count()).toBeLessThanOrEqual(count);

    await page.getByRole('link', { name: l.halong, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/places/vinh-ha-long/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.halong);
    await expect(page.locator('.facts a[href*="google.com/maps"]')).toHaveAttribute('href', /query=20\.\d+,107\.\d+/);
    await expect(page.locator('.breadcrumbs li')).toHaveCount(4);
  });
}

test('news: filter by topic, open an article with its byline and related reading', async ({ page }) => {
  await page.goto('/en/news/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and guides');
  await page.locator('summary', { hasText: 'Topic' }).click();
  await page.locator('.filters').getByRole('link', { name: 'Food', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/news\/tag\/food\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News: Food');
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/news\/[a-z0-9-]+\/$/);
  await expect(page.locator('.byline')).toContainText('NV Travel editorial team');
  await expect(page.locator('#related-title')).toHaveText('More to read');
});

test('regions: all 34 units, and a region page gathers its places, news and local guides', async ({ page }) => {
  await page.goto('/zh/regions/');
  await expect(cards(page)).toHaveCount(34);
  await page.getByRole('link', { name: '岘港', exact: true }).click();
  await expect(page).toHaveURL(/\/zh\/regions\/da-nang\/$/);
  await expect(page.locator('#places-title')).toContainText('岘港');
  await expect(page.getByRole('link', { name: /会安/ }).first()).toBeVisible();
  await expect(page.locator('#news-title')).toBeVisible();
  await expect(page.locator('#local-title')).toBeVisible();
});

test('local sections: list by region and open entries, including a discover page and a gallery', async ({ page }) => {
  // Without a known position the section opens on the default region, Hà Nội.
  await page.goto('/local-news/');
  await expect(page).toHaveURL(/\/local-news\/region\/ha-noi\/$/);
  await page.locator('.filters').getByRole('link', { name: 'Huế', exact: true }).click();
  await expect(page).toHaveURL(/\/local-news\/region\/hue\/$/);
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/local-news\/hue-[a-z0-9-]+\/$/);
  await page.locator('.detail__related .card', { hasText: 'Khám phá địa phương' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/local-discover\/hue-discover-[a-z0-9-]+\/$/);
  await page.goto('/en/local-galleries/');
  await cards(page).first().getByRole('link').click();
  await expect(page.locator('.photo-gallery figure')).toHaveCount(4);
});

test('content pages read fully with JavaScript disabled, filters included', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/places/');
  await page.locator('summary', { hasText: 'Type' }).click();
  await page.locator('.filters').getByRole('link', { name: 'Beach', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/places\/kind\/beach\/$/);
  await cards(page).first().getByRole('link').click();
  await expect(page.locator('.prose h2').first()).toBeVisible();
  await expect(page.locator('.detail__hero img, img.detail__hero').first()).toBeVisible();
  await context.close();
});

for (const path of ['/', '/en/places/vinh-ha-long/', '/zh/regions/hue/', '/news/bun-bo-hue/']) {
  test(
    `no layout shift while ${path} and its images load`,
    bothViewports('what shifts depends on the width the images and text are laid out at'),
    async ({ page }) => {
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        const state = window as unknown as { shift: number; takeShifts: () => void };
        state.shift = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) if (!entry.hadRecentInput) state.shift += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // Shifts of the last frames may still wait for the observer's callback: take them now.
        state.takeShifts = () => add(observer.takeRecords());
      });
      await page.goto(path, { waitUntil: 'load' });
      // Walk down the page a rendered frame at a time so every lazy image starts, then wait until all
      // have loaded.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      // One more rendered frame lays the last decoded images out; its shifts are then on record.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shift = await page.evaluate(() => {
        const state = window as unknown as { shift: number; takeShifts: () => void };
        state.takeShifts();
        return state.shift;
      });
      expect(shift).toBe(0);
    },
  );
}

test('related places are the same region first, then the nearest, under a heading that says so', async ({ page }) => {
  await page.goto('/en/places/vinh-ha-long/');
  const related = page.locator('section.detail__related');
  await expect(related.getByRole('heading', { level: 2 })).toHaveText('More places in Quang Ninh and nearby');
  // Bái Tử Long and Yên Tử in Quảng Ninh, then Cát Bà and Đồ Sơn beach (Hải Phòng) next door;
  // never An Bình islet in Vĩnh Long or Ba Bể in Thái Nguyên, far away but of the same kind.
  await expect(related.locator('.card__meta')).toHaveText([
    'Nature · Quang Ninh',
    'Temple and pagoda · Quang Ninh',
    'Nature · Hai Phong',
    'Beach · Hai Phong',
  ]);
});
