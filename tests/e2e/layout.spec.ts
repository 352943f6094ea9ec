import type { Locator, Page, TestInfo } from '@playwright/test';
import { bothViewports, expect, test } from './support/test.ts';
import { layoutProblems, problemLines } from './support/layout-audit.ts';

/**
 * Layout on a 360 px phone and on a desktop, over every page type and every panel that opens over a
 * page (decision 0034): nothing reaches past the viewport's edges, and every interactive target is
 * at least 44 × 44 px on the phone (WCAG 2.5.5, enhanced) and 24 × 24 px on a desktop (2.5.8, the
 * floor). What counts as a target, and the running-text exception, are in support/layout-audit.ts.
 */

/** One page of every type, spread over the three locales. */
const PAGE_TYPES = [
  '/',
  '/en/',
  '/zh/',
  '/about-privacy/',
  '/en/about-operating/',
  '/en/not-here',
  '/places/',
  '/en/places/region/da-nang/kind/beach/',
  '/en/places/vinh-ha-long/',
  '/zh/places/pho-co-hoi-an/',
  '/zh/news/',
  '/news/bun-bo-hue/',
  '/en/regions/',
  '/zh/regions/hue/',
  '/local-service/',
  '/en/local-news/region/ha-noi/',
  '/local-tourism/ha-noi-tourism-mot-ngay-pho-co/',
  '/en/news/tag/food/',
  '/en/local-galleries/hue-gallery-dai-noi/',
  '/en/search-result/?q=hoi+an',
  '/zh/search-result/?q=xyzzy',
  '/vr-360/',
  '/en/galleries/',
  '/zh/galleries/trang-an-tren-thuyen/',
  '/en/user/',
  '/videos/',
  '/en/videos/vinh-ha-long-hoang-hon/',
  '/moments/',
  '/en/moments/search/?q=hoi+an',
  '/zh/moments/posts/create/',
];

/** Every test here measures the page at its width: the layout and the size a target needs differ. */
const BOTH = bothViewports('layout and target sizes are measured at each width (44 px on a phone, 24 px on a desktop)');

const minTarget = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? 44 : 24);

async function expectSound(page: Page, testInfo: TestInfo, scope?: Locator) {
  expect(problemLines(await layoutProblems(page, minTarget(testInfo), scope))).toEqual([]);
}

for (const path of PAGE_TYPES) {
  test(`${path}: nothing past the edges, every target large enough`, BOTH, async ({ page }, testInfo) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectSound(page, testInfo);
  });
}

const SEARCH = {
  vi: { home: '/', open: 'Mở tìm kiếm', close: 'Đóng tìm kiếm' },
  en: { home: '/en/', open: 'Open search', close: 'Close search' },
  zh: { home: '/zh/', open: '打开搜索', close: '关闭搜索' },
};

for (const [locale, search] of Object.entries(SEARCH)) {
  test(
    `${locale}: the search panel with its suggestions fits, and its close button is on screen`,
    BOTH,
    async ({ page }, testInfo) => {
      await page.goto(search.home);
      await page.getByRole('button', { name: search.open }).click();
      const panel = page.locator('#site-search');
      await panel.getByRole('combobox').fill('hoi an');
      await expect(panel.getByRole('option').first()).toBeVisible();
      await expect(panel.getByRole('button', { name: search.close })).toBeInViewport({ ratio: 1 });
      await expectSound(page, testInfo, panel);
    },
  );
}

test('the search panel closes with Escape and with its close button', BOTH, async ({ page }) => {
  await page.goto('/en/');
  const panel = page.locator('#site-search');
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(panel.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Open search' }).click();
  await panel.getByRole('combobox').fill('hue');
  await expect(panel.getByRole('option').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Close search' }).click();
  await expect(panel).toBeHidden();
});

test('the menu fits and its targets are large enough', BOTH, async ({ page }, testInfo) => {
  await page.goto('/en/places/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#site-menu');
  await expect(menu).toBeVisible();
  await expectSound(page, testInfo, menu);
});

for (const [locale, path, signIn] of [
  ['vi', '/places/', 'Đăng nhập'],
  ['en', '/en/places/', 'Sign in'],
  ['zh', '/zh/places/', '登录'],
] as const) {
  test(`${locale}: the login popup fits, with its tabs on one line`, BOTH, async ({ page }, testInfo) => {
    await page.goto(path);
    await page.getByRole('button', { name: signIn, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // One row of tabs, each label on one line (the lines its text's boxes fall on).
    const tabs = await dialog.getByRole('tab').evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { top: Math.round(element.getBoundingClientRect().top), lines: lines.size };
      }),
    );
    expect(tabs).toHaveLength(2);
    expect(tabs.map((tab) => tab.lines)).toEqual([1, 1]);
    expect(new Set(tabs.map((tab) => tab.top)).size).toBe(1);
    await expectSound(page, testInfo, dialog);
  });
}

test('the lightbox fits and its targets are large enough', BOTH, async ({ page }, testInfo) => {
  await page.goto('/en/galleries/hoi-an-den-long/');
  await page.getByRole('link', { name: 'Picture 2 of 8, open full size' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectSound(page, testInfo, dialog);
});

test('the open VR viewer fits and its markers are large enough', BOTH, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/en/vr-360/');
  const section = page.locator('section#ha-long');
  await section.getByRole('button', { name: 'Open 360° view' }).click();
  await expect(section.locator('.vr-viewer canvas')).toBeVisible({ timeout: 60_000 });
  await expect(section.locator('.vr-marker').first()).toBeVisible({ timeout: 60_000 });
  await expectSound(page, testInfo, section);

  // The markers in view sit wholly inside the viewer and apart from each other.
  const { stage, markers } = await section.evaluate((element) => {
    const box = (e: Element) => {
      const { left, right, top, bottom } = e.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    return {
      stage: box(element.querySelector('.vr-viewer') as Element),
      markers: [...element.querySelectorAll('.vr-marker')]
        .filter((marker) => marker.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        .map(box),
    };
  });
  expect(markers.length).toBeGreaterThan(1);
  for (const marker of markers) {
    expect(marker.left >= stage.left && marker.right <= stage.right, 'marker inside the viewer').toBe(true);
  }
  const overlaps = markers.flatMap((a, i) =>
    markers.slice(i + 1).filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
  );
  expect(overlaps, 'overlapping markers').toEqual([]);
});
