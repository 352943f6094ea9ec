import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { payOnDemoGateway } from './support/demo-gateway.ts';
import { expect, test } from './support/test.ts';
import { freshPhone, readOtp, signUpThroughApi, useSession } from './support/api-session.ts';

/*
 * Data packages end to end (decisions 0042, 0043), one behaviour per locale: two carriers topped up
 * and both in the history (Vietnamese, signed in), a carrier's refusal that ends refunded with its
 * message (English, a guest verified by code), and the foreign-number message then a top-up in
 * Chinese. The stand-in gateway refuses numbers ending in 0000 (src/server/data-packages/gateway).
 */

/** A number of a carrier (its first three digits) that no other run shares, ending as given. */
const numberOf = (prefix: string, ending = String(1000 + Math.floor(Math.random() * 8000))) =>
  `${prefix}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${ending}`;
const masked = (national: string) => `${national.slice(0, 4)} *** ${national.slice(-3)}`;

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Types a number in the page's form and shows its packages. */
async function lookUp(page: Page, label: string, submit: string, phone: string) {
  await page.getByLabel(label).fill(phone);
  await page.getByRole('button', { name: submit }).click();
}

test('Vietnamese: a Viettel and a Vinaphone number topped up, both succeeded in the history', async ({
  page,
  request,
  baseURL,
}) => {
  await useSession(page, await signUpThroughApi(request, baseURL ?? ''));
  const viettel = numberOf('098');
  const vinaphone = numberOf('091');
  await page.goto('/package-data/');
  await lookUp(page, 'Số di động Việt Nam', 'Xem các gói', '024 3825 7063');
  await expect(page.getByTestId('lookup-error')).toHaveText('Đây là số cố định: gói dữ liệu chỉ dành cho số di động.');

  for (const [phone, carrier] of [
    [viettel, 'viettel'],
    [vinaphone, 'vinaphone'],
  ] as const) {
    await page.goto('/package-data/');
    await lookUp(page, 'Số di động Việt Nam', 'Xem các gói', phone);
    await expect(page.getByTestId('recognised-carrier')).toHaveAttribute('data-carrier', carrier);
    if (carrier === 'viettel') await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /^Mua: / })
      .first()
      .click();
    await page.getByLabel('Họ tên người liên hệ').fill('Trần Thị Mai');
    await page.getByRole('button', { name: 'Giữ chỗ và xem giá' }).click();
    await expect(page.getByTestId('quote-total')).toBeVisible();
    await page.getByRole('button', { name: 'Tiếp tục thanh toán' }).click();
    await payOnDemoGateway(page, 'vi');
    await expect(page).toHaveURL(/\/booking\/order\/\?id=/);
    await expect(page.getByTestId('order-state')).toHaveText('Đã xác nhận');
  }

  await page.goto('/package-data/history/');
  const entries = page.getByTestId('topup');
  await expect(entries).toHaveCount(2);
  // Newest first; the page reads the history again while a top-up is pending.
  await expect(entries.nth(0)).toContainText(masked(vinaphone));
  await expect(entries.nth(1)).toContainText(masked(viettel));
  await expect(entries.nth(0)).toHaveAttribute('data-status', 'succeeded', { timeout: 20_000 });
  await expect(entries.nth(1)).toHaveAttribute('data-status', 'succeeded', { timeout: 20_000 });
  await expect(entries.nth(0)).toContainText('Thành công');
  await expectNoAxeViolations(page);
});

test('English: a top-up the carrier refuses ends refunded in the history, with its message', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto(`/en/package-data/?phone=${numberOf('090', '0000')}`);
  await expect(page.getByTestId('recognised-carrier')).toHaveAttribute('data-carrier', 'mobifone');
  await page
    .getByRole('button', { name: /^Buy: / })
    .first()
    .click();
  const buyer = freshPhone();
  await page.getByLabel('Phone number').fill(buyer);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByLabel('Verification code (6 digits)').fill(await readOtp(request, baseURL ?? '', buyer));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('You are booking with the verified number')).toBeVisible();
  await page.getByLabel('Contact name').fill('Nguyen Van An');
  await page.getByRole('button', { name: 'Hold and see the price' }).click();
  // A top-up cannot be paid later: the payment page is the only way.
  await expect(page.getByLabel(/^Pay at the property/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payOnDemoGateway(page, 'en');
  await expect(page).toHaveURL(/\/en\/booking\/order\/\?id=/);

  await page.goto('/en/package-data/history/');
  const entry = page.getByTestId('topup');
  await expect(entry).toHaveAttribute('data-status', 'refunded', { timeout: 20_000 });
  await expect(entry).toContainText('Refunded');
  await expect(page.getByTestId('topup-note')).toHaveText(
    /^The carrier refused the top-up\. Refunded .+ through the payment provider\.$/,
  );
});

test('Chinese: a foreign number is refused with its message, then a Viettel top-up succeeds', async ({
  page,
  request,
  baseURL,
}) => {
  await useSession(page, await signUpThroughApi(request, baseURL ?? ''));
  await page.goto('/zh/package-data/');
  await lookUp(page, '越南手机号', '查看套餐', '+86 138 0013 8000');
  await expect(page.getByTestId('lookup-error')).toContainText('这不是越南号码');
  const viettel = numberOf('097');
  await lookUp(page, '越南手机号', '查看套餐', viettel);
  await expect(page.getByTestId('recognised-carrier')).toHaveAttribute('data-carrier', 'viettel');
  await page
    .getByRole('button', { name: /^购买: / })
    .first()
    .click();
  await page.getByLabel('联系人姓名').fill('王芳');
  await page.getByRole('button', { name: '保留并查看价格' }).click();
  await page.getByRole('button', { name: '继续付款' }).click();
  await payOnDemoGateway(page, 'zh');
  await expect(page).toHaveURL(/\/zh\/booking\/order\/\?id=/);

  await page.goto('/zh/package-data/history/');
  const entry = page.getByTestId('topup');
  await expect(entry).toContainText(masked(viettel));
  await expect(entry).toHaveAttribute('data-status', 'succeeded', { timeout: 20_000 });
  await expect(entry).toContainText('成功');
});
