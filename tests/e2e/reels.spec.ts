import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './support/axe.ts';
import { MOMENT_PATHS } from '#features/moments/contract.ts';
import { REEL_PATHS } from '#features/moments/reels-contract.ts';
import { apiCall } from './support/api-call.ts';
import { signUpThroughApi, useSession } from './support/api-session.ts';
import { expect, test } from './support/test.ts';

// Reels in the browser (decision 0053): a video picked on the create page uploads with its
// progress, the draft survives a reload, sharing shows the processing state until the server has
// transcoded it, and the reel's page plays it from its HLS stream. ffmpeg is required (.ci/run).

/** A portrait test clip with sound (2 seconds unless asked), made once per worker. */
function makeClip(seconds = 2, size = '180x320'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'nvt-e2e-reel-')), 'reel.mp4');
  // prettier-ignore
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=12`, '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', String(seconds), '-pix_fmt', 'yuv420p', '-shortest', file,
  ]);
  return file;
}

test('a reel uploaded in the browser is transcoded and plays from its HLS stream', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The feed waits for the demo moments of the fresh server (their pictures keep it busy a while).
  await page.goto('/en/moments/');
  const author = await signUpThroughApi(request, baseURL ?? '', 'Ngô Thảo');
  await useSession(page, author);
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));

  await page.goto('/en/moments/reels/create/');
  await page.getByLabel('Choose a video').setInputFiles(makeClip());
  await expect(page.locator('.composer__video')).toBeVisible();
  await expect(page.getByText('Video uploaded: reel.mp4')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Caption').fill('Lanterns on the Thu Bồn river');
  await page.getByLabel('Tags').fill('#hoian lanterns');

  // The words and the uploaded video come back after a reload.
  await page.reload();
  await expect(page.getByLabel('Caption')).toHaveValue('Lanterns on the Thu Bồn river');
  await expect(page.getByText('Video uploaded: reel.mp4')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Share reel' }).click();
  const state = page.locator('[data-reel-state]');
  await expect(state).toHaveAttribute('data-reel-state', /processing|ready/);
  await expect(state).toHaveAttribute('data-reel-state', 'ready', { timeout: 180_000 });
  await page.getByRole('link', { name: 'Open your reel' }).click();
  await expect(page).toHaveURL(/\/en\/moments\/reels\/detail\/[0-9a-f-]{36}\/$/);

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'VideoObject', name: 'Lanterns on the Thu Bồn river', duration: 'PT2S' });
  expect(ld.contentUrl).toMatch(/\/uploads\/moments\/[0-9a-f-]+\/hls-[0-9a-f]+\/master\.m3u8$/);
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/poster\.webp$/);
  expect(await axeViolations(page)).toEqual([]);

  const player = page.locator('video-player');
  await page.getByRole('button', { name: /Play video/ }).click();
  await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
  expect(urls.some((u) => u.endsWith('/master.m3u8'))).toBe(true);
  expect(urls.some((u) => /\/\d+p\/seg-\d+\.m4s$/.test(u))).toBe(true);
  await expect
    .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
});

test('a reel still processing is a 404 to everyone but its author, whose page shows it once ready', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.goto('/en/moments/');
  const author = await signUpThroughApi(request, baseURL ?? '', 'Lý Minh Khang');
  // Long enough that its transcoding is still running when the pages below are read.
  const uploaded = await request.post(`/apiCore/v1${REEL_PATHS.upload}?langCode=en&name=reel.mp4`, {
    headers: { 'nvtravel-token': author.accessToken, 'content-type': 'video/mp4' },
    data: readFileSync(makeClip(40, '720x1280')),
  });
  const uploadId = ((await uploaded.json()) as { data: { upload: { id: string } } }).data.upload.id;
  const created = await apiCall<{ post: { id: string; status: string } }>(
    request,
    MOMENT_PATHS.postCreate,
    { text: 'Still in the oven', uploadIds: [uploadId] },
    author.accessToken,
  );
  expect(created.data.post.status).toBe('processing');
  const path = `/en/moments/reels/detail/${created.data.post.id}/`;

  // Anyone else: the plain 404, with nothing about the reel.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  expect((await other.goto(path))?.status()).toBe(404);
  await other.waitForLoadState('networkidle');
  await expect(other.locator('[data-reel-state]')).toHaveCount(0);
  await expect(other.getByText('Still in the oven')).toHaveCount(0);
  await stranger.close();

  // Its author: the same 404 from the server, then their island says the reel is being prepared…
  await useSession(page, author);
  expect((await page.goto(path))?.status()).toBe(404);
  const state = page.locator('[data-reel-state]');
  await expect(state).toHaveAttribute('data-reel-state', 'processing');
  await expect(state.getByRole('status')).toHaveText(
    'This reel is being prepared. Only you can see it until it is ready.',
  );
  expect(await axeViolations(page)).toEqual([]);
  // …and shows the reel once it is ready.
  await expect(page.locator('video-player')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText('Still in the oven').first()).toBeVisible();
});
