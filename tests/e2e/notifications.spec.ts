import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Request } from '@playwright/test';
import { axeViolations, axeViolationsInBothSchemes } from './support/axe.ts';
import { apiCall } from './support/api-call.ts';
import { signUpThroughApi, useSession } from './support/api-session.ts';
import { startFcmStandIn } from './support/fcm-stand-in.ts';
import { expect, test } from './support/test.ts';

/*
 * Push messaging end to end (decisions 0046, 0047). Configured: a second app server with push
 * settings pointing at the FCM stand-in (this process); the browser's push service and Firebase's
 * two browser endpoints are stood in for in the context, since neither exists in a test browser.
 * Unconfigured: the suite's own server, where nothing of Firebase may load.
 */

const PUSH_PORT = Number(process.env.E2E_PORT ?? 4399) + 12;
const PUSH_BASE = `http://localhost:${PUSH_PORT}`;
const PROJECT = 'nvtravel-stand-in';
const DEVICE_TOKEN = 'fcm-e2e-device-token';
/** A P-256 public key's shape (65 bytes, 0x04 first), as VAPID keys are. */
const VAPID_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i + 1)]).toString('base64url');

/** Firebase's hosts, its worker, and the chunk that carries its SDK. */
const FIREBASE_REQUESTS = /googleapis\.com|firebase|\/push\.[\w-]+\.js/;

/** Firebase's installation and registration endpoints, answering as Google does; answers what they saw. */
async function standInFirebaseEndpoints(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': '*',
  };
  const answer = (body: unknown) => ({
    status: 200,
    headers: cors,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await context.route('https://firebaseinstallations.googleapis.com/**', (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    seen.push(`${route.request().method()} installations`);
    return route.fulfill(
      answer({
        name: `projects/${PROJECT}/installations/fid-e2e`,
        fid: 'fid-e2e',
        refreshToken: 'refresh-e2e',
        authToken: { token: 'installation-auth-e2e', expiresIn: '604800s' },
      }),
    );
  });
  await context.route('https://fcmregistrations.googleapis.com/**', (route) => {
    const method = route.request().method();
    if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    seen.push(`${method} ${new URL(route.request().url()).pathname}`);
    return route.fulfill(answer(method === 'POST' ? { token: DEVICE_TOKEN } : {}));
  });
  return seen;
}

test.describe('with push configured', () => {
  test.use({ baseURL: PUSH_BASE, serviceWorkers: 'allow' });
  let server: ChildProcess | undefined;
  let fcm: Awaited<ReturnType<typeof startFcmStandIn>>;

  test.beforeAll(async () => {
    fcm = await startFcmStandIn();
    server = spawn(process.execPath, ['src/server/http/main.ts'], {
      env: {
        ...process.env,
        PORT: String(PUSH_PORT),
        HOST: 'localhost',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'nvt-push-')),
        DATABASE_URL: '',
        RATE_LIMIT_DISABLED: '1',
        DEV_OUTBOX: '1',
        FIREBASE_API_KEY: 'AIzaStandInKeyForTheE2eTests000000000000',
        FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
        FIREBASE_PROJECT_ID: PROJECT,
        FIREBASE_STORAGE_BUCKET: `${PROJECT}.appspot.com`,
        FIREBASE_MESSAGING_SENDER_ID: '123456789012',
        FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
        FIREBASE_VAPID_KEY: VAPID_KEY,
        FIREBASE_SERVICE_ACCOUNT: fcm.serviceAccount,
        FCM_API_BASE: fcm.base,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${PUSH_BASE}/apiCore/v1/health/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200);
  });
  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await fcm?.close();
  });

  test('a signed-in reader turns push on, gets a reply pushed and listed with the unread count, and signing out removes the token', async ({
    page,
    context,
    request,
  }) => {
    const reader = await signUpThroughApi(request, PUSH_BASE, 'Lâm Thị Quỳnh');
    const replier = await signUpThroughApi(request, PUSH_BASE, 'Tạ Văn Sơn');
    const comment = await apiCall<{ comment: { id: string } }>(
      request,
      `${PUSH_BASE}/apiCore/v1/comments/create`,
      { kind: 'places', slug: 'pho-co-hoi-an', text: 'Đi thuyền trên sông Hoài lúc 7 giờ tối rất đẹp.' },
      reader.accessToken,
    );
    expect(comment.code).toBe('SUCCESS');

    await context.grantPermissions(['notifications'], { origin: PUSH_BASE });
    const firebase = await standInFirebaseEndpoints(context);
    // The browser's push service (Chromium's reaches Google; a test browser has none).
    await page.addInitScript(() => {
      let subscribed = false;
      const bytes = (length: number) => new Uint8Array(length).map((_, i) => i + 1).buffer;
      const subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-stand-in',
        expirationTime: null,
        options: { userVisibleOnly: true },
        getKey: (name: string) => bytes(name === 'auth' ? 16 : 65),
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-stand-in', keys: {} }),
        unsubscribe: async () => {
          subscribed = false;
          return true;
        },
      };
      PushManager.prototype.getSubscription = async () =>
        subscribed ? (subscription as unknown as PushSubscription) : null;
      PushManager.prototype.subscribe = async () => {
        subscribed = true;
        return subscription as unknown as PushSubscription;
      };
    });
    await useSession(page, reader);

    await page.goto('/en/user/notifications/');
    await expect(page.getByText('No notifications yet.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    await expect(page.getByText('This device receives notifications.')).toBeVisible();
    expect(firebase).toContain(`POST /v1/projects/${PROJECT}/registrations`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('app:notifications:pushToken')))
      .toBe(DEVICE_TOKEN);

    const reply = await apiCall(
      request,
      `${PUSH_BASE}/apiCore/v1/comments/create`,
      { kind: 'comments', slug: comment.data.comment.id, text: 'Cảm ơn bạn, tối nay mình đi!' },
      replier.accessToken,
    );
    expect(reply.code).toBe('SUCCESS');
    // Pushed to the token this browser saved, in the reader's language (Vietnamese, the default).
    await expect
      .poll(() => fcm.sent.filter((push) => push.token === DEVICE_TOKEN).map((push) => push.data.title), {
        timeout: 30_000,
      })
      .toEqual(['Trả lời mới']);

    await page.reload();
    await expect(page.getByRole('link', { name: 'New reply' })).toBeVisible();
    await expect(page.getByText('Tạ Văn Sơn replied: “Cảm ơn bạn, tối nay mình đi!”')).toBeVisible();
    // On a 360 px phone the bell is in the header bar, as on a desktop, its count on it; the language
    // links gave it their place and are in the site menu.
    const bell = page.locator('.site-header__bar').getByRole('link', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeInViewport({ ratio: 1 });
    await expect(bell.locator('[data-notification-count]')).toHaveText('1');
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('#site-menu').getByRole('link', { name: 'EN English' })).toBeVisible();
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/en/user/');
    await expect(page.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/en/user/notifications/',
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => firebase.some((call) => call.startsWith('DELETE '))).toBe(true);
    expect(firebase.find((call) => call.startsWith('DELETE '))).toContain(DEVICE_TOKEN);
    expect(await page.evaluate(() => localStorage.getItem('app:notifications:pushToken'))).toBeFalsy();
  });
});

test('without push configured, a signed-in reader’s pages make no Firebase request', async ({
  page,
  request,
  baseURL,
}) => {
  const reader = await signUpThroughApi(request, baseURL ?? '', 'Âu Thị Trang');
  const requests: string[] = [];
  page.on('request', (sent: Request) => requests.push(sent.url()));
  await page.context().grantPermissions(['notifications']);
  await useSession(page, reader);
  await page.goto('/en/user/notifications/');
  await expect(page.getByText('No notifications yet.', { exact: false })).toBeVisible();
  // The bell's count loads on a content page too: the notifications chunk ran, Firebase did not.
  const counted = page.waitForResponse((answer) => answer.url().includes('/notifications/unreadCount'));
  await page.goto('/en/places/pho-co-hoi-an/');
  await counted;
  expect(requests.filter((url) => FIREBASE_REQUESTS.test(url))).toEqual([]);
  await expect(page.getByText('Turn on notifications on this device')).toHaveCount(0);
});

test('a signed-in reader follows a region from its page, and the page remembers it', async ({
  page,
  request,
  baseURL,
}) => {
  await useSession(page, await signUpThroughApi(request, baseURL ?? '', 'Doãn Văn Tú'));
  await page.goto('/en/regions/hue/');
  await page.getByRole('button', { name: 'Follow Hue', exact: true }).click();
  const following = page.getByRole('button', { name: 'Following Hue' });
  await expect(following).toBeEnabled();
  await page.reload();
  await expect(following).toBeEnabled();
  // Signed in, the header keeps every control on a 360 px screen (the language links move into the menu).
  const menu = await page.getByRole('button', { name: 'Menu', exact: true }).boundingBox();
  expect((menu?.x ?? 0) + (menu?.width ?? 999)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
});
