import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const VIDEO = '/en/videos/vinh-ha-long-hoang-hon/';

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

const hlsChunk = (urls: string[]) => urls.filter((u) => /\/_astro\/.*hls.*\.js$/.test(u));

test('the video list in three locales links to detail pages with a poster and a play button', async ({ page }) => {
  for (const [prefix, heading] of [
    ['', 'Video'],
    ['/en', 'Videos'],
    ['/zh', '视频'],
  ] as const) {
    await page.goto(`${prefix}/videos/`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main .card')).toHaveCount(6);
  }
  await page.getByRole('link', { name: '日落时分的下龙湾：从水面看石灰岩岛屿' }).click();
  await expect(page).toHaveURL(/\/zh\/videos\/vinh-ha-long-hoang-hon\/$/);
  await expect(page.locator('video-player .player__poster')).toBeVisible();
  await expect(page.getByRole('button', { name: /播放视频/ })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'VideoObject', duration: 'PT12S', uploadDate: '2025-11-02' });
  expect(ld.contentUrl).toMatch(/\/videos\/vinh-ha-long-hoang-hon\/master\.m3u8$/);
});

test('the poster paints with the page; hls.js loads only on press, then the HLS stream plays', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto(VIDEO);
  const player = page.locator('video-player');
  await expect(player.locator('.player__poster')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(hlsChunk(urls)).toEqual([]);
  expect(urls.filter((u) => u.includes('.m3u8'))).toEqual([]);

  await page.getByRole('button', { name: /Play video/ }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
  await expect(player).toHaveAttribute('data-engine', 'hls.js');
  expect(hlsChunk(urls).length).toBeGreaterThan(0);
  expect(urls).toContain('/videos/vinh-ha-long-hoang-hon/master.m3u8');
  expect(urls.some((u) => /\/videos\/vinh-ha-long-hoang-hon\/\d+p\/seg-\d+\.m4s$/.test(u))).toBe(true);
  const video = player.locator('video');
  await expect(video).toBeFocused();
  await expect(video).toHaveAttribute('aria-label', 'Video: Ha Long Bay at sunset: limestone islands from the water');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  await expect(player.locator('.player__poster')).toBeHidden();
});

test('the stream switches rendition when the bandwidth is throttled', async ({ page, context }) => {
  test.setTimeout(90_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The clip is short and hls.js buffers 6 s ahead: later segments wait here until the throttle is
  // on, so none of them slips through at full speed while the test looks at the first quality.
  let release = () => {};
  const throttled = new Promise<void>((resolve) => (release = resolve));
  const laterSegment = (url: URL) => Number(/\/seg-(\d+)\.m4s$/.exec(url.pathname)?.[1] ?? -1) >= 3;
  await page.route(laterSegment, async (route) => {
    await throttled;
    await route.continue();
  });
  await page.goto(VIDEO);
  const player = page.locator('video-player');
  await page.getByRole('button', { name: /Play video/ }).click();
  // A fast connection: hls.js plays the 480p rendition.
  await expect(player).toHaveAttribute('data-height', '480', { timeout: 15_000 });
  await expect(player.locator('.player__status')).toHaveText('Quality: 480p');

  // About 130 kbit/s: below the 480p rendition's bitrate, above the 240p one's.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 16_000,
    uploadThroughput: 16_000,
  });
  release();
  await expect(player).toHaveAttribute('data-height', '240', { timeout: 30_000 });
  await expect(player).toHaveAttribute('data-level', '0');
  await expect(player.locator('.player__status')).toHaveText('Quality: 240p');
  await expect(player).not.toHaveAttribute('data-state', 'error');
});

test('site search finds a video by its title without diacritics', async ({ page }) => {
  await page.goto('/search-result/?q=cho+noi+cai+rang');
  const link = page.getByRole('link', { name: 'Buổi sáng ở chợ nổi Cái Răng' });
  await expect(link).toHaveAttribute('href', '/videos/cho-noi-cai-rang/');
  await expect(page.getByRole('heading', { name: /^Video/ })).toBeVisible();
});
