import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { freshPhone } from './support/api-session.ts';

/**
 * The login popup's details (decision 0034): a show-password toggle, and a popup left half-way that
 * opens on the next page where the visitor left it (view, code sent, resend timer) or, once closed,
 * starts afresh. And where it does not open by itself: over a guest's own way into an order
 * (decision 0074).
 */

// A hang detector, not a speed limit: sending a code hashes it (argon2) on a busy shared machine.
test.describe.configure({ timeout: 120_000 });

const popup = (page: Page) => page.getByRole('dialog', { name: 'Sign in to NV Travel' });
const resendSeconds = async (page: Page) => {
  const text = await popup(page)
    .getByRole('button', { name: /Send a new code in \d+ s/ })
    .textContent();
  return Number(/(\d+) s/.exec(text ?? '')?.[1]);
};

test('the show-password toggle shows what was typed and says so', async ({ page }) => {
  await page.goto('/places/');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const password = dialog.getByLabel('Mật khẩu', { exact: true });
  const toggle = dialog.getByRole('button', { name: 'Hiện mật khẩu' });
  await password.fill('hoian2026');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveValue('hoian2026');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a popup left after the code was sent opens on the next page at the code, with the timer going on', async ({
  page,
}) => {
  await page.goto('/en/places/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await popup(page).getByRole('tab', { name: 'Create account' }).click();
  await popup(page).getByLabel('Mobile number').fill(freshPhone());
  await popup(page).getByRole('button', { name: 'Send code' }).click();
  await expect(popup(page).getByText(/We sent a 6-digit code to \+84/)).toBeVisible();
  // Wait for the timer to have moved, so a timer started afresh would show more seconds.
  await expect(popup(page).getByRole('button', { name: /Send a new code in ([0-4]\d|5[0-8]) s/ })).toBeVisible();
  const before = await resendSeconds(page);

  await page.goto('/en/regions/');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  await expect(popup(page).getByText(/We sent a 6-digit code to \+84/)).toBeVisible();
  expect(await resendSeconds(page)).toBeLessThanOrEqual(before);
});

test('a closed popup starts afresh on the next page', async ({ page }) => {
  await page.goto('/en/places/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await popup(page).getByRole('button', { name: 'Forgot your password?' }).click();
  await popup(page).getByLabel('Mobile number').fill(freshPhone());
  await popup(page).getByRole('button', { name: 'Send code' }).click();
  await expect(popup(page).getByText(/We sent a 6-digit code to \+84/)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toBeHidden();

  await page.goto('/en/regions/');
  await expect(popup(page)).toBeHidden();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup(page).getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await expect(popup(page).getByLabel('Password', { exact: true })).toBeVisible();
});

test('an order link opened signed out shows the phone-code way in, with the account offered beside it, not over it', async ({
  page,
}) => {
  // The link in a guest's SMS, opened on a phone that holds neither a session nor a guest token.
  await page.goto(`/en/booking/order/?id=${crypto.randomUUID()}`);
  const buyer = page.locator('.booking-buyer');
  await expect(buyer.getByRole('alert')).toHaveText(
    'Sign in (or verify the phone number you booked with) to see the order.',
  );
  await expect(buyer.getByLabel('Phone number', { exact: true })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Send the code' })).toBeVisible();
  // The page learns it needs a buyer in the same step as a popup would be asked for.
  expect(await page.evaluate(() => localStorage.getItem('app:auth:showPopupLogin'))).not.toBe('true');
  await expect(popup(page)).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);

  await buyer.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup(page)).toBeVisible();
});
