import type { Page } from '@playwright/test';
import { bothViewports, expect, test } from './support/test.ts';
import sharp from 'sharp';
import { E2E_PASSWORD, freshPhone, readOtp, signUpThroughApi, useSession } from './support/api-session.ts';

/** A real 64 px PNG; the server re-encodes what it accepts into a 512 px WebP. */
const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a776b' } })
    .png()
    .toBuffer();

// A hang detector, not a speed limit: these flows make several calls (argon2 hashing included) on
// shared, busy 2-core machines, where one page load has taken 24 s.
test.describe.configure({ timeout: 120_000 });

const popup = (page: Page) => page.getByRole('dialog', { name: 'Sign in to NV Travel' });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('register in the popup with the SMS code, then stay signed in across reloads', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Create account' }).click();
  const phone = freshPhone();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(/We sent a 6-digit code to \+84/)).toBeVisible();

  // A wrong code is refused next to the code field, in the page's language.
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('The verification code is not correct.')).toBeVisible();

  await dialog.getByLabel('Verification code').fill(await readOtp(request, baseURL ?? '', phone));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByLabel('Your name').fill('Lê Văn Bình');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('The password needs 8 to 128 characters')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();

  const account = page.getByRole('link', { name: 'Your account: Lê Văn Bình' });
  await expect(account).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeHidden();
  expect(await stored(page, 'app:auth:accessToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await stored(page, 'app:auth:refreshToken')).toBeTruthy();
  expect(JSON.parse((await stored(page, 'app:user:info')) ?? '{}')).toMatchObject({ fullname: 'Lê Văn Bình' });

  await page.reload();
  await expect(account).toBeVisible();
  await account.click();
  await expect(page).toHaveURL(/\/en\/user\/$/);
  await expect(page.getByTestId('profile-fullname')).toHaveText('Lê Văn Bình');
});

test('sign in with phone and password; a wrong password is shown by the password field', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signUpThroughApi(request, baseURL ?? '', 'Phạm Thu Hà');
  await page.goto('/en/places/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = popup(page);
  await dialog.getByLabel('Phone number or e-mail').fill(session.phone);
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('The phone number, e-mail or password is not correct.')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(session.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Your account: Phạm Thu Hà' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/places\/$/);
});

test(
  'the popup is a labelled modal: Escape closes it, and a request left open reopens on the next page',
  bothViewports(
    'a dialog opened from the header, whose sign-in button is an icon on a phone and labelled on a desktop',
  ),
  async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Phone number or e-mail')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The dialog's "close" event, which updates the store, is a task queued after the dialog hides.
    await expect.poll(() => stored(page, 'app:auth:showPopupLogin')).toBe('false');

    await page.evaluate(() => localStorage.setItem('app:auth:showPopupLogin', 'true'));
    await page.goto('/en/regions/');
    await expect(popup(page)).toBeVisible();
  },
);

test('no popup script is fetched before the popup is asked for', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/en/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /LoginPopup/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup(page)).toBeVisible();
  expect(scripts.filter((url) => /LoginPopup/.test(url))).toHaveLength(1);
});

test('an expired session signs out and shows the login popup', async ({ page, request, baseURL }) => {
  const session = await signUpThroughApi(request, baseURL ?? '');
  await useSession(page, session);
  await page.goto('/en/user/');
  await expect(page.getByTestId('profile-fullname')).toHaveText(session.user.fullname);

  // The server no longer accepts the token (a forged one here): the next call answers 401.
  await page.evaluate(() => localStorage.setItem('app:auth:accessToken', 'e30.eyJzdWIiOiJ4In0.forged'));
  await page.reload();
  await expect(popup(page)).toBeVisible();
  expect(await stored(page, 'app:auth:accessToken')).toBeNull();
  expect(await stored(page, 'app:auth:refreshToken')).toBeNull();
  expect(await stored(page, 'app:user:info')).toBeNull();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
});

test('profile edits and the photo persist after a reload; sign out ends the session', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signUpThroughApi(request, baseURL ?? '');
  await useSession(page, session);
  await page.goto('/en/user/');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Name').fill('Đỗ Minh Khoa');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This is not a valid e-mail address.')).toBeVisible();
  const email = `khoa.${Date.now()}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-fullname')).toHaveText('Đỗ Minh Khoa');

  // A typed address is not verified until a code sent to it comes back.
  await expect(page.getByTestId('email-unverified')).toBeVisible();
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`, { exact: false })).toBeVisible();
  await page.getByLabel('Verification code').fill(await readOtp(request, baseURL ?? '', email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('E-mail address verified.').first()).toBeVisible();
  await expect(page.getByTestId('email-unverified')).toHaveCount(0);

  // Bytes that are no image are refused with a message, and nothing changes.
  await page
    .getByLabel('Change photo')
    .setInputFiles({ name: 'not-a-photo.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'This format is not supported.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile photo of Đỗ Minh Khoa' })).toHaveCount(0);

  await page
    .getByLabel('Change photo')
    .setInputFiles({ name: 'Ảnh Hạ Long.png', mimeType: 'image/png', buffer: await png() });
  const photo = page.getByRole('img', { name: 'Profile photo of Đỗ Minh Khoa' });
  await expect(photo).toBeVisible();
  // Visible as soon as it is in the page; drawn once its bytes have arrived.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.reload();
  await expect(page.getByTestId('profile-fullname')).toHaveText('Đỗ Minh Khoa');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByRole('img', { name: 'Profile photo of Đỗ Minh Khoa' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your account: Đỗ Minh Khoa' })).toBeVisible();

  const token = await stored(page, 'app:auth:accessToken');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  expect(await stored(page, 'app:auth:accessToken')).toBeNull();
  // The server ended the session too: the old token no longer works.
  const answer = await request.post(`${baseURL}/apiCore/v1/user/getInfo`, {
    headers: { 'NVTRAVEL-TOKEN': token ?? '' },
    data: {
      langCode: 'en',
      checksum: 'nvtravel-web',
      serviceEndpointName: 'APP/WEB',
      requestId: 'nvtravel-web',
      data: {},
    },
  });
  expect(answer.status()).toBe(401);
});

test('signed out, /user invites to sign in, loads no account script and calls no API', async ({ page }) => {
  const scripts: string[] = [];
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
    if (r.url().includes('/apiCore/')) calls.push(r.url());
  });
  await page.goto('/zh/user/');
  await expect(page.getByRole('heading', { name: '您尚未登录' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /AccountPage/.test(url))).toEqual([]);
  await page.locator('main').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: '登录 NV Travel' })).toBeVisible();
  expect(calls).toEqual([]);
});

/** The sign-in form in each language: where it is, and what it says when the server is out of reach. */
const SIGN_IN_FORMS = [
  {
    path: '/',
    open: 'Đăng nhập',
    username: 'Số điện thoại hoặc e-mail',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    offline: 'Không kết nối được tới máy chủ. Vui lòng kiểm tra kết nối và thử lại.',
    busy: 'Vui lòng chờ…',
  },
  {
    path: '/en/',
    open: 'Sign in',
    username: 'Phone number or e-mail',
    password: 'Password',
    submit: 'Sign in',
    offline: 'We could not reach the server. Check your connection and try again.',
    busy: 'Please wait…',
  },
  {
    path: '/zh/',
    open: '登录',
    username: '手机号或电子邮箱',
    password: '密码',
    submit: '登录',
    offline: '无法连接服务器。请检查网络后重试。',
    busy: '请稍候…',
  },
];

for (const form of SIGN_IN_FORMS) {
  test(`sign-in without a network says so (${form.path})`, async ({ page }) => {
    await page.goto(form.path);
    await page.getByRole('button', { name: form.open, exact: true }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel(form.username).fill('0912345678');
    await dialog.getByLabel(form.password, { exact: true }).fill('hoian2026');
    await page.route('**/apiCore/v1/user/login', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: form.submit, exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: form.offline })).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: form.busy })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: form.submit, exact: true })).toBeEnabled();
  });
}

test('a sign-in that fails outside the API shows an error, not the busy label', async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = popup(page);
  await dialog.getByLabel('Phone number or e-mail').fill('0912345678');
  await dialog.getByLabel('Password', { exact: true }).fill('hoian2026');
  // A SUCCESS without the session in it (a broken proxy, a half-deployed server): signing in throws.
  await page.route('**/apiCore/v1/user/login', (route) =>
    route.fulfill({ json: { code: 'SUCCESS', message: 'OK', data: null } }),
  );
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please wait…' })).toHaveCount(0);
  expect(await stored(page, 'app:auth:accessToken')).toBeNull();
});

test('two tabs refresh the session once: the one that waited for the lock uses the new pair', async ({
  context,
  request,
  baseURL,
}) => {
  const session = await signUpThroughApi(request, baseURL ?? '');
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/en/');
  // The API said the access token expires in 30 s: each tab refreshes 1 s after it loads.
  await a.evaluate((s) => {
    localStorage.setItem('app:auth:accessToken', s.accessToken);
    localStorage.setItem('app:auth:refreshToken', s.refreshToken);
    localStorage.setItem('app:auth:expiresAt', String(Date.now() + 30_000));
    localStorage.setItem('app:user:info', JSON.stringify(s.user));
  }, session);
  // The refresh lock only: the tab that refreshed also holds a lock that marks the old refresh token spent.
  const locks = () =>
    a.evaluate(async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      const refresh = (lock: LockInfo) => lock.name === 'app:auth:refresh';
      return { held: held.filter(refresh).length, pending: pending.filter(refresh).length };
    });
  let refreshes = 0;
  await context.route('**/apiCore/v1/user/refreshToken', async (route) => {
    refreshes += 1;
    // Hold the first refresh until the other tab is queued behind it on the refresh lock.
    if (refreshes === 1) await expect.poll(async () => (await locks()).pending, { timeout: 60_000 }).toBeGreaterThan(0);
    await route.continue();
  });
  await Promise.all([a.reload(), b.goto('/en/')]);

  await expect.poll(() => a.evaluate(() => localStorage.getItem('app:auth:accessToken'))).not.toBe(session.accessToken);
  // The waiting tab has had its turn with the lock and let it go.
  await expect.poll(locks).toEqual({ held: 0, pending: 0 });
  expect(refreshes).toBe(1);
  for (const tab of [a, b]) {
    await expect(tab.locator('html')).toHaveAttribute('data-signed-in', '');
    await expect(popup(tab)).toBeHidden();
  }
  // The new pair works: the rotated refresh token was never presented twice.
  await b.goto('/en/user/');
  await expect(b.getByTestId('profile-fullname')).toHaveText(session.user.fullname);
});
