import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bothViewports, expect, test } from './support/test.ts';

/**
 * /vr-360/: the still pictures and links read without the viewer; "Open 360° view" fetches the
 * viewer (and only then), draws the panorama with WebGL, and a marker goes to its place page.
 * Without WebGL the still picture stays with a note. Headless Chromium here draws WebGL 2 in
 * software (SwiftShader) with the project's default flags.
 */

// Hang detectors, not speed limits: software WebGL on a busy shared 2-core machine can take many
// seconds to upload a panorama texture.
test.describe.configure({ timeout: 120_000 });
const VIEWER_READY = { timeout: 60_000 };

/** Every script URL the page loads from now on. */
function scriptsOf(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.add(new URL(response.url()).pathname);
  });
  return urls;
}

const openHaLong = async (page: Page) => {
  const section = page.locator('section#ha-long');
  await section.getByRole('button', { name: 'Open 360° view' }).click();
  await expect(section.locator('.vr-viewer canvas')).toBeVisible(VIEWER_READY);
  await expect(section.getByRole('button', { name: 'Close 360° view' })).toBeVisible(VIEWER_READY);
  return section;
};

test(
  'the page shows the viewer, and a marker click goes to the place',
  bothViewports('the viewer is sized to the width, and so is where its markers fall'),
  async ({ page }) => {
    await page.goto('/en/vr-360/');
    const section = await openHaLong(page);
    const marker = section.locator('.vr-marker', { hasText: 'Ha Long Bay' });
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('href', '/en/places/vinh-ha-long/');
    await marker.click();
    await expect(page).toHaveURL('/en/places/vinh-ha-long/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ha Long Bay' })).toBeVisible();
  },
);

test('no axe violations with the viewer open', async ({ page }) => {
  await page.goto('/en/vr-360/');
  await openHaLong(page);
  const { violations } = await new AxeBuilder({ page }).include('section#ha-long').analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});

test('markers are links reached with the keyboard, named in the page language', async ({ page }) => {
  await page.goto('/zh/vr-360/');
  const section = page.locator('section#ha-long');
  await section.getByRole('button', { name: '打开 360° 视图' }).click();
  const marker = section.getByRole('link', { name: '下龙湾' }).and(section.locator('.vr-marker'));
  await expect(marker).toBeVisible(VIEWER_READY);
  await marker.focus();
  await expect(marker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/zh/places/vinh-ha-long/');
});

test('the viewer code loads on demand on the VR page and never on other pages', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/vr-360/');
  await expect(page.locator('section#ha-long').getByRole('button', { name: 'Mở chế độ xem 360°' })).toBeVisible();
  const before = new Set(scripts);
  await page.locator('section#ha-long').getByRole('button', { name: 'Mở chế độ xem 360°' }).click();
  await expect(page.locator('section#ha-long .vr-viewer canvas')).toBeVisible(VIEWER_READY);
  const viewerScripts = [...scripts].filter((url) => !before.has(url));
  expect(viewerScripts.length).toBeGreaterThan(0);

  for (const path of ['/', '/en/places/vinh-ha-long/', '/zh/regions/']) {
    scripts.clear();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(
      [...scripts].filter((url) => viewerScripts.includes(url)),
      path,
    ).toEqual([]);
  }
});

test('one viewer at a time: opening another panorama closes the first, and close restores the still', async ({
  page,
}) => {
  await page.goto('/en/vr-360/');
  const haLong = await openHaLong(page);
  const hoiAn = page.locator('section#hoi-an');
  await hoiAn.getByRole('button', { name: 'Open 360° view' }).click();
  await expect(hoiAn.getByRole('button', { name: 'Close 360° view' })).toBeVisible(VIEWER_READY);
  await expect(haLong.locator('.vr-viewer')).toHaveCount(0);
  await expect(haLong.getByRole('img')).toBeVisible();
  await hoiAn.getByRole('button', { name: 'Close 360° view' }).click();
  await expect(hoiAn.locator('.vr-viewer')).toHaveCount(0);
  await expect(hoiAn.getByRole('img', { name: /Hoi An Ancient Town/ })).toBeVisible();
});

test('without WebGL the still picture stays, with a note, and the links still lead to the places', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    // @ts-expect-error: a browser with no WebGL answers null for these context types.
    HTMLCanvasElement.prototype.getContext = function (type: string, ...rest: unknown[]) {
      if (/webgl/i.test(type)) return null;
      return original.call(this, type as '2d', ...(rest as []));
    };
  });
  await page.goto('/en/vr-360/');
  const section = page.locator('section#sa-pa');
  await expect(section.getByText('Your browser cannot show 3D graphics (WebGL)')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Open 360° view' })).toBeHidden();
  await expect(section.getByRole('img', { name: /Sa Pa/ })).toBeVisible();
  await section.getByRole('list').getByRole('link', { name: 'Fansipan' }).click();
  await expect(page).toHaveURL('/en/places/fansipan/');
});

test('without JavaScript the page reads: pictures, descriptions and links, no viewer button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/vr-360/');
  await expect(page.locator('section.vr-scene')).toHaveCount(5);
  await expect(page.locator('section#hoan-kiem').getByRole('img')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mở chế độ xem 360°' })).toHaveCount(0);
  await expect(page.locator('section#hoan-kiem').getByRole('list').getByRole('link')).toHaveCount(4);
  await context.close();
});

test('the section is linked from the menu', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('a[href="/en/vr-360/"]').first()).toBeAttached();
});
