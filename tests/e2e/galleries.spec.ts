import { axeViolationsInBothSchemes } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { bothViewports, expect, test } from './support/test.ts';

/**
 * Galleries and the photo lightbox (docs/decisions/0014-galleries.md): list → detail, the lightbox
 * with keyboard, buttons and swipe, focus handling, full-size files loaded only when a photo opens,
 * and plain links without JavaScript.
 */
const HOI_AN = '/en/galleries/hoi-an-den-long/';

/** Every URL the page requests, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/** The full-size files behind the thumbnails: each link's href and its lightbox srcset. */
async function fullSizeFiles(page: Page): Promise<string[]> {
  return page
    .locator('a[data-photo]')
    .evaluateAll((links) =>
      links.flatMap((link) => [
        new URL((link as HTMLAnchorElement).href).pathname,
        ...((link as HTMLElement).dataset.srcset ?? '')
          .split(',')
          .map((candidate) => new URL(candidate.trim().split(' ')[0] ?? '', location.href).pathname),
      ]),
    );
}

const lightbox = (page: Page) => page.getByRole('dialog');
const position = (page: Page) => lightbox(page).locator('[data-lightbox-position]');
const thumbnail = (page: Page, n: number) => page.getByRole('link', { name: `Picture ${n} of 8, open full size` });

test('the galleries list leads to a gallery with its photos and captions', async ({ page }) => {
  await page.goto('/en/galleries/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Picture galleries');
  expect(await page.locator('main .card').count()).toBeGreaterThanOrEqual(12);
  await page.getByRole('link', { name: 'Hoi An: the old town and its lanterns' }).click();
  await expect(page).toHaveURL(new RegExp(`${HOI_AN}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoi An: the old town and its lanterns');
  await expect(page.locator('a[data-photo]')).toHaveCount(8);
  await expect(page.locator('.photo-gallery [data-photo-caption]').first()).toHaveText(
    'The Japanese Covered Bridge in the morning, the emblem of the old town',
  );
  // Each thumbnail names its photo and is described by its caption.
  await expect(thumbnail(page, 3)).toHaveAccessibleDescription(
    'Inside a wooden merchant house, with carved beams and columns',
  );
});

test(
  'the lightbox opens, moves with the arrow keys and buttons, and closes with Escape',
  bothViewports('the lightbox’s buttons sit below the photo on a phone and beside it on a desktop'),
  async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(HOI_AN);
    await page.waitForLoadState('networkidle');
    const full = await fullSizeFiles(page);
    expect(full.length).toBeGreaterThanOrEqual(8);
    // Nothing full size and no lightbox code before a photo is opened.
    expect(requests.filter((url) => full.includes(url))).toEqual([]);
    const scriptsBefore = requests.filter((url) => url.endsWith('.js'));

    await thumbnail(page, 1).click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page)).toHaveAccessibleName('Pictures: Hoi An: the old town and its lanterns');
    await expect(position(page)).toHaveText('Picture 1 of 8');
    await expect(lightbox(page).locator('[data-lightbox-caption]')).toHaveText(
      'The Japanese Covered Bridge in the morning, the emblem of the old town',
    );
    // The position and the caption are announced together.
    await expect(lightbox(page).locator('[aria-live="polite"]')).toContainText('Picture 1 of 8');
    await expect(lightbox(page).locator('[aria-live="polite"]')).toContainText('The Japanese Covered Bridge');
    const image = lightbox(page).locator('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(full).toContain(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname);
    expect(requests.filter((url) => full.includes(url)).length).toBeGreaterThan(0);
    expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore.length);

    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('Picture 2 of 8');
    await expect(lightbox(page).locator('[data-lightbox-caption]')).toHaveText(
      'A yellow wall draped in pink bougainvillea along a narrow lane',
    );
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('Picture 3 of 8');
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText('Picture 2 of 8');
    // Moving wraps around at both ends.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText('Picture 8 of 8');
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('Picture 1 of 8');
    await page.keyboard.press('End');
    await expect(position(page)).toHaveText('Picture 8 of 8');
    await page.keyboard.press('Home');
    await expect(position(page)).toHaveText('Picture 1 of 8');

    await lightbox(page).getByRole('button', { name: 'Next picture' }).click();
    await expect(position(page)).toHaveText('Picture 2 of 8');
    await lightbox(page).getByRole('button', { name: 'Previous picture' }).click();
    await expect(position(page)).toHaveText('Picture 1 of 8');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('Picture 3 of 8');

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    // Focus goes back to the thumbnail of the photo last shown.
    await expect(thumbnail(page, 3)).toBeFocused();
  },
);

test(
  'the keyboard alone opens the lightbox, the focus stays inside and the close button returns it',
  bothViewports('a dialog: its buttons, and so the focus order, are placed differently on a phone'),
  async ({ page }) => {
    await page.goto(HOI_AN);
    await thumbnail(page, 5).focus();
    await page.keyboard.press('Enter');
    await expect(position(page)).toHaveText('Picture 5 of 8');
    await expect(lightbox(page).getByRole('button', { name: 'Close' })).toBeFocused();
    // The page behind is inert: Tab goes through the dialog's buttons, then out to the browser's own
    // controls (the body, to the page), never to a link of the page.
    const focused: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'outside the page';
          return active.closest('dialog') ? `dialog ${active.textContent?.trim()}` : `page ${active.outerHTML}`;
        }),
      );
    }
    expect(focused.filter((f) => f.startsWith('page'))).toEqual([]);
    expect(focused).toEqual(expect.arrayContaining(['dialog Previous picture', 'dialog Next picture', 'dialog Close']));
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('Picture 6 of 8');
    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    await expect(lightbox(page)).toBeHidden();
    await expect(thumbnail(page, 6)).toBeFocused();
  },
);

test('a swipe moves between photos on a touch screen', async ({ page, context }) => {
  await page.goto(HOI_AN);
  await thumbnail(page, 1).tap();
  await expect(position(page)).toHaveText('Picture 1 of 8');
  const box = await lightbox(page).locator('[data-lightbox-stage]').boundingBox();
  if (!box) throw new Error('the lightbox has no photo area');
  const cdp = await context.newCDPSession(page);
  const swipe = async (dx: number, dy: number) => {
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 3;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 5; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + (dx * step) / 5, y: y + (dy * step) / 5 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await swipe(-150, 0);
  await expect(position(page)).toHaveText('Picture 2 of 8');
  await swipe(-150, 10);
  await expect(position(page)).toHaveText('Picture 3 of 8');
  await swipe(150, 0);
  await expect(position(page)).toHaveText('Picture 2 of 8');
  // A short drag is no swipe.
  await swipe(-20, 0);
  await expect(position(page)).toHaveText('Picture 2 of 8');
});

test('the lightbox speaks the page language', async ({ page }) => {
  await page.goto('/zh/galleries/hoi-an-den-long/');
  await page.locator('a[data-photo]').nth(1).click();
  await expect(position(page)).toHaveText('第 2 张，共 8 张');
  await expect(lightbox(page).getByRole('button', { name: '下一张' })).toBeVisible();
  await page.goto('/galleries/hoi-an-den-long/');
  await page.locator('a[data-photo]').first().click();
  await expect(position(page)).toHaveText('Hình 1 trên 8');
  await expect(lightbox(page).getByRole('button', { name: 'Đóng' })).toBeVisible();
});

test('local galleries use the same lightbox', async ({ page }) => {
  await page.goto('/en/local-galleries/hue-gallery-dai-noi/');
  await page.getByRole('link', { name: 'Picture 2 of 4, open full size' }).click();
  await expect(position(page)).toHaveText('Picture 2 of 4');
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText('Picture 3 of 4');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Picture 3 of 4, open full size' })).toBeFocused();
});

test('no axe violations in the open lightbox in light and dark mode', async ({ page }) => {
  await page.goto(HOI_AN);
  await thumbnail(page, 4).click();
  await expect(position(page)).toHaveText('Picture 4 of 8');
  expect(await axeViolationsInBothSchemes(page, 'dialog')).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each thumbnail is a link to its full-size photo', async ({ page }) => {
    await page.goto(HOI_AN);
    const href = (await thumbnail(page, 2).getAttribute('href')) ?? '';
    expect(href).toMatch(/\.webp$/);
    const response = await page.request.get(href);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toBe('image/webp');
    await thumbnail(page, 2).click();
    await expect(page).toHaveURL(new RegExp(`${href.replaceAll('.', '\\.')}$`));
  });
});
