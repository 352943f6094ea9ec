import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { signUpThroughApi, useSession } from './support/api-session.ts';
import { axeViolations } from './support/axe.ts';
import { desktopOnly, expect, test } from './support/test.ts';

/*
 * Issue 17's share and offline parts in the browser (decisions 0044 and 0045): the share button on
 * a phone (Web Share, stubbed) and on a desktop (the share page: copy link, QR code), the share
 * target, installability, and a region saved for reading in airplane mode.
 */

const PLACE = '/en/places/vinh-ha-long/';

test('on a phone, Share opens the device share sheet with the page link', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto(PLACE);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await page.getByRole('link', { name: 'Share “Ha Long Bay”' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ url: canonical, title: 'Ha Long Bay' }]);
  // The sheet replaced the link: the reader is still on the guide.
  await expect(page).toHaveURL(PLACE);
});

test(
  'on a desktop without Web Share, Share opens the share page: copy link, QR code and apps',
  desktopOnly('the share page is what a desktop browser without a share sheet gets; a phone opens the sheet (above)'),
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // @ts-expect-error removing the API to stand for a desktop browser without it
      delete Navigator.prototype.share;
    });
    await page.goto(PLACE);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    await page.getByRole('link', { name: 'Share “Ha Long Bay”' }).click();
    await expect(page).toHaveURL(/\/en\/share\/\?url=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Share' })).toBeVisible();
    await expect(page.getByLabel('Link to share')).toHaveValue(canonical);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

    // The QR code is the link's, drawn on the server (no script needed to show it).
    const qr = page.getByRole('img', { name: `QR code of the link ${canonical}` });
    const expected = await QRCode.toString(canonical, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    expect(await qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${Buffer.from(expected).toString('base64')}`);
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Ha Long Bay\n${canonical}`)}`,
    );
    await expect(page.getByRole('link', { name: 'Zalo' })).toHaveAttribute('href', /url=http/);
    await expect(page.getByText('In WeChat, tap + then Scan')).toBeVisible();
    // The device share button stays hidden where there is no share sheet.
    await expect(page.getByRole('button', { name: 'Share with an app on this device' })).toBeHidden();
  },
);

test('the share page refuses a link to another site, in the reader language', async ({ page }) => {
  const response = await page.goto(`/zh/share/?url=${encodeURIComponent('https://evil.example/login')}&title=x`);
  expect(response?.status()).toBe(400);
  await expect(page.locator('#share-refused')).toHaveText(
    '这里只能分享 NV Travel 的链接。您打开的链接指向其他网站，因此我们不会转发它。',
  );
  // Nothing on the page leads there: no app link, no QR code, no link to open.
  await expect(page.locator('a[href^="https://evil.example"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await expect(page.locator('img[src^="data:image/svg"]')).toHaveCount(0);
  // No link at all is not an error, only an empty share page that says what to do.
  const empty = await page.goto('/en/share/');
  expect(empty?.status()).toBe(200);
  await expect(page.locator('#share-refused')).toHaveText(
    'There is no link to share. Open a guide and use its Share button.',
  );
});

test('the installed app is a share target: a shared link and photos open the share page', async ({ page, request }) => {
  const manifest = (await (await request.get('/en/manifest.webmanifest')).json()) as {
    start_url: string;
    share_target: { action: string; method: string; enctype: string; params: { files: { name: string }[] } };
  };
  expect(manifest.start_url).toBe('/en/');
  expect(manifest.share_target).toMatchObject({ action: '/en/share/', method: 'POST', enctype: 'multipart/form-data' });

  // What Android sends: the link inside `text`, a title, and a photo from the gallery.
  const response = await request.post(manifest.share_target.action, {
    multipart: {
      title: 'Ha Long Bay',
      text: `Look http://localhost:4321${PLACE}`,
      [manifest.share_target.params.files[0]?.name ?? 'photos']: {
        name: 'bay.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      },
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await page.goto(response.headers().location ?? '');
  await expect(page.getByLabel('Link to share')).toHaveValue(`http://localhost:4321${PLACE}`);
  await expect(page.getByText('Ha Long Bay', { exact: true })).toBeVisible();
  await expect(page.getByText('You shared 1 photo, but it could not be kept for a new moment')).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('Chromium accepts the site as an installable app', async ({ playwright, launchOptions, baseURL }) => {
    // Chromium never offers to install from a private window, which every test context is: this
    // check runs in a browser profile of its own, as a visitor's browser is.
    const profile = mkdtempSync(path.join(tmpdir(), 'nvt-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/en/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      expect(manifest.url).toMatch(/\/en\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      await expect
        .poll(
          async () =>
            ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
              .installabilityErrors,
        )
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('photos shared to the installed app open a new moment post with them', async ({ page }) => {
    await page.goto('/zh/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // What the phone's share sheet does: a multipart POST to the manifest's share target.
    await page.evaluate(async () => {
      const form = Object.assign(document.createElement('form'), {
        method: 'post',
        action: '/zh/share/',
        enctype: 'multipart/form-data',
      });
      const input = Object.assign(document.createElement('input'), { type: 'file', name: 'photos', multiple: true });
      const files = new DataTransfer();
      const canvas = Object.assign(document.createElement('canvas'), { width: 8, height: 8 });
      const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob as Blob), 'image/png'));
      files.items.add(new File([png], 'bay.png', { type: 'image/png' }));
      files.items.add(new File([png], 'cave.png', { type: 'image/png' }));
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    });
    await expect(page).toHaveURL(/\/zh\/moments\/posts\/create\/$/);
    await expect(page.locator('.composer__pictures img')).toHaveCount(2);
  });

  test('an order and My trips open offline with the voucher, and are gone from the device after sign-out', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const session = await signUpThroughApi(request, baseURL ?? '', 'Lê Thu Hà');
    const book = (path: string, data: unknown) =>
      request
        .post(`/apiCore/v1${path}`, {
          data: {
            langCode: 'en',
            checksum: 'nvtravel-web',
            serviceEndpointName: 'APP/WEB',
            requestId: 'nvtravel-web',
            data,
          },
          headers: { 'nvtravel-token': session.accessToken, 'idempotency-key': `offline-${path}-${Date.now()}` },
        })
        .then(async (answer) => ((await answer.json()) as { data: { order: { id: string } } }).data.order);
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const held = await book('/booking/hold', {
      item: { kind: 'ticket', attraction: 'dai-noi-hue', date: day, adults: 1, children: 0 },
      contact: { name: 'Lê Thu Hà' },
    });
    await book('/booking/confirm', { orderId: held.id, payment: 'payLater' });
    await useSession(page, session);
    await page.goto(`/en/booking/order/?id=${held.id}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect(page.getByTestId('voucher-qr')).toBeVisible();
    await page.goto('/en/my-trips/');
    await expect(page.locator('.my-trips__list li').first()).toBeVisible();

    await context.setOffline(true);
    await page.goto(`/en/booking/order/?id=${held.id}`);
    await expect(page.getByTestId('order-saved')).toContainText('Offline: this is the copy saved on this device');
    await expect(page.getByTestId('order-state')).toHaveText('Confirmed');
    await expect(page.getByTestId('voucher-qr')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
    // At the gate: the code full screen, black on white.
    await page.getByRole('button', { name: 'Full screen for the scanner' }).click();
    await expect(page.getByTestId('voucher-qr-full')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goto('/en/my-trips/');
    await expect(page.getByTestId('trips-saved')).toContainText('Offline: your trips as saved on this device');
    await expect(page.locator('.my-trips__list li').first()).toBeVisible();

    await context.setOffline(false);
    await page.goto('/en/user/');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
    await context.setOffline(true);
    await page.goto(`/en/booking/order/?id=${held.id}`);
    await expect(
      page.getByText('Sign in (or verify the phone number you booked with)', { exact: false }),
    ).toBeVisible();
    await expect(page.getByTestId('voucher-qr')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('app:booking:saved'))).toBeNull();
    await context.setOffline(false);
  });

  test('a region saved for offline reads in airplane mode; an unsaved page says it is not saved', async ({
    page,
    context,
  }) => {
    await page.goto('/en/regions/quang-ninh/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const save = page.getByRole('button', { name: 'Save for offline' });
    await save.click();
    const status = page.locator('[data-save-offline-status]');
    await expect(status).toHaveText(/^Saved on this device: [\d.]+ (MB|KB), \d+ pages$/, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeVisible();

    await context.setOffline(true);
    await page.goto(PLACE);
    await expect(page.getByRole('heading', { level: 1, name: 'Ha Long Bay' })).toBeVisible();
    const hero = page.locator('img.detail__hero');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.goto('/en/schedule-reference/cat-ba-ha-long-2-ngay-lan-ha/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-offline-notice]')).toHaveCount(0);

    // A page of another region: the notice, with the way to what is saved.
    await page.goto('/en/regions/ha-noi/');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await page.getByRole('link', { name: 'Quang Ninh' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quang Ninh' })).toBeVisible();

    // Back online, the account page lists the copy with its size and removes it.
    await context.setOffline(false);
    await page.goto('/en/user/');
    const saved = page.locator('[data-saved-region="en/quang-ninh"]');
    await expect(saved).toContainText(/[\d.]+ (MB|KB) · \d+ pages · saved/);
    await saved.getByRole('button', { name: 'Remove Quang Ninh' }).click();
    await expect(saved).toHaveCount(0);
    expect(await page.evaluate(() => caches.keys())).not.toContain('nvt-region|en|quang-ninh');
  });
});
