import { axeViolations, axeViolationsInBothSchemes } from './support/axe.ts';
import { DEMO_CARD, payOnDemoGateway } from './support/demo-gateway.ts';
import { expect, test } from './support/test.ts';
import { E2E_PASSWORD, freshPhone, readOtp, signUpThroughApi, useSession } from './support/api-session.ts';

/*
 * SIM travel end to end (decision 0040), one flow per locale: a physical SIM for airport pickup in
 * Vietnamese (an account made from the checkout, pay at the counter, QR voucher), an eSIM with a number in English (device check,
 * passport, the demo payment page, activation QR and install steps), and in Chinese the
 * table's filters and a data-only eSIM whose QR and instructions read in Chinese.
 */

test.beforeAll(async ({ request }) => {
  // The first booking call puts the demo inventory on sale.
  expect((await request.get('/apiCore/v1/flights/airports')).ok()).toBe(true);
});

/** A day three days ahead in Vietnam, as a date field takes it. */
const soon = () => new Date(Date.now() + 7 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10);

test('a physical SIM in Vietnamese: airport pickup with the arriving flight, passport, sign up from checkout keeping the form, QR voucher', async ({
  page,
  request,
  baseURL,
}) => {
  const day = soon();
  await page.goto('/sim-travel/viettel-sim-7d/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viettel SIM du lịch 7 ngày (demo)');
  await page.getByLabel('Ngày nhận hoặc giao').fill(day);
  await page.getByRole('combobox', { name: /^Sân bay/ }).selectOption('SGN');
  await page.getByLabel('Số hiệu chuyến bay đến').fill('vn 254');
  await page.getByLabel('Họ tên như trên hộ chiếu 1').fill('NGUYEN VAN AN');
  await page.getByLabel('Số hộ chiếu 1').fill('B1234567');
  await expect(page.getByText(/xóa sau 30 ngày/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByLabel('Họ tên người liên hệ').fill('Nguyễn Văn An');

  // A new account made from the checkout keeps the checkout and the SIM form as typed (decision 0074).
  const checkout = page.getByRole('region', { name: 'Thông tin đặt chỗ' });
  await checkout.getByRole('button', { name: 'Đăng nhập' }).click();
  const popup = page.getByRole('dialog', { name: 'Đăng nhập NV Travel' });
  await popup.getByRole('tab', { name: 'Tạo tài khoản' }).click();
  const phone = freshPhone();
  await popup.getByLabel('Số điện thoại di động').fill(phone);
  await popup.getByRole('button', { name: 'Gửi mã' }).click();
  await popup.getByLabel('Mã xác minh').fill(await readOtp(request, baseURL ?? '', phone));
  await popup.getByRole('button', { name: 'Xác minh' }).click();
  await popup.getByLabel('Họ và tên').fill('Nguyễn Văn An');
  await popup.getByLabel('Mật khẩu', { exact: true }).fill(E2E_PASSWORD);
  await popup.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(popup).toBeHidden();
  await expect(checkout.getByText(/^Bạn đặt bằng tài khoản đã đăng nhập/)).toBeFocused();
  await expect(checkout).toContainText('Viettel SIM du lịch 7 ngày (demo)');
  await expect(page.getByLabel('Họ tên người liên hệ')).toHaveValue('Nguyễn Văn An');
  await checkout.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page.getByLabel('Ngày nhận hoặc giao')).toHaveValue(day);
  await expect(page.getByRole('combobox', { name: /^Sân bay/ })).toHaveValue('SGN');
  await expect(page.getByLabel('Số hiệu chuyến bay đến')).toHaveValue('vn 254');
  await expect(page.getByLabel('Họ tên như trên hộ chiếu 1')).toHaveValue('NGUYEN VAN AN');
  await expect(page.getByLabel('Số hộ chiếu 1')).toHaveValue('B1234567');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByLabel('Họ tên người liên hệ').fill('Nguyễn Văn An');
  await page.getByRole('button', { name: 'Giữ chỗ và xem giá' }).click();
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  const total = await page.getByTestId('quote-total').textContent();
  await page.getByRole('button', { name: 'Xác nhận đặt chỗ' }).click();

  await expect(page).toHaveURL(/\/booking\/order\/\?id=/);
  await expect(page.getByTestId('order-state')).toHaveText('Đã xác nhận');
  await expect(page.getByTestId('quote-total')).toHaveText(total ?? '');
  await expect(page.getByTestId('sim-pickup')).toContainText('VN254');
  await expect(page.getByTestId('sim-pickup')).toContainText('SGN');
  // The passport shows masked, never as typed.
  await expect(page.getByTestId('sim-passports')).toHaveText('N***** V** A* · •••••567');
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an eSIM in English: device check, passport, the payment page, then the activation QR, codes and install steps', async ({
  page,
  request,
  baseURL,
}) => {
  await useSession(page, await signUpThroughApi(request, baseURL ?? ''));
  await page.goto('/en/sim-travel/viettel-esim-30d/');
  await expect(page.getByText('A web page cannot tell whether your phone supports eSIM')).toBeVisible();
  await page.getByRole('combobox', { name: /^Brand/ }).selectOption('Apple');
  await page.getByRole('combobox', { name: /^Model/ }).selectOption('iPhone 15');
  await expect(page.getByRole('status').filter({ hasText: 'Apple iPhone 15 supports eSIM' })).toBeVisible();
  await expect(page.getByText('iPhones sold in mainland China')).toBeVisible();
  await page.getByLabel('My phone supports eSIM and is unlocked').check();
  await page.getByLabel('First day of use').fill(soon());
  await page.getByLabel('Name as on passport 1').fill('JANE SMITH');
  await page.getByLabel('Passport number 1').fill('K7654321');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Contact name').fill('Jane Smith');
  await page.getByRole('button', { name: 'Hold and see the price' }).click();
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  // An eSIM is paid online only: paying later is not offered.
  await expect(page.getByLabel('Pay at the property or on pickup')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // The payment page of a fresh install: a declined card leaves the eSIM unissued, a paid one issues it.
  await expect(page.getByTestId('gateway-amount')).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await page.getByLabel('Card number').fill('1234 5678 9012 3456');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Type one of the test cards listed below: this demo page takes no real cards.',
  );
  await payOnDemoGateway(page, 'en', DEMO_CARD.declined);
  // Declined: back on the order, still held, nothing issued, and it can be paid again from there.
  await expect(page).toHaveURL(/\/en\/booking\/order\/\?id=/);
  await expect(page.getByTestId('order-state')).toHaveText('Held');
  await expect(page.getByTestId('esim-qr')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pay for this booking' })).toBeVisible();
  await expect(page.getByLabel('Pay at the property or on pickup')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payOnDemoGateway(page, 'en');

  await expect(page).toHaveURL(/\/en\/booking\/order\/\?id=/);
  await expect(page.getByTestId('order-state')).toHaveText('Confirmed');
  await expect(page.getByTestId('esim-qr')).toBeVisible({ timeout: 30_000 });
  const smdp = (await page.getByTestId('esim-smdp').textContent()) ?? '';
  const matchingId = (await page.getByTestId('esim-matching-id').textContent()) ?? '';
  await expect(page.getByTestId('esim-lpa')).toHaveText(`LPA:1$${smdp}$${matchingId}`);
  await expect(page.getByRole('heading', { name: 'On an iPhone' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'On an Android phone' })).toBeVisible();
  await expect(page.getByText('Open Settings › Mobile Service (or Cellular) › Add eSIM.')).toBeVisible();
  await expect(page.getByTestId('voucher-qr')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('in Chinese: the table filters, then a data-only eSIM with its QR and Chinese instructions', async ({
  page,
  request,
  baseURL,
}) => {
  await useSession(page, await signUpThroughApi(request, baseURL ?? ''));
  await page.goto('/zh/sim-travel/');
  const table = page.getByRole('table', { name: '旅行 SIM 卡和 eSIM 比较（演示目录）' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.getByRole('combobox', { name: /^类型/ }).selectOption('esim');
  await page.getByRole('combobox', { name: /^运营商/ }).selectOption('mobifone');
  await expect(page.getByRole('status').filter({ hasText: '显示 2 个产品' })).toBeVisible();
  await expect(page).toHaveURL(/type=esim&carrier=mobifone/);
  expect(await axeViolations(page)).toEqual([]);
  await table.getByRole('link', { name: 'MobiFone 纯流量 eSIM 15 天（演示）' }).click();

  await page.getByRole('combobox', { name: /^品牌/ }).selectOption('Samsung');
  await page.getByRole('combobox', { name: /^型号/ }).selectOption('Galaxy S24');
  await page.getByLabel('我的手机支持 eSIM 且未锁网').check();
  await page.getByLabel('开始使用日期').fill(soon());
  // Data only: no passport is asked for.
  await expect(page.getByText('用于登记的护照')).toHaveCount(0);
  await page.getByRole('button', { name: '继续' }).click();
  await page.getByLabel('联系人姓名').fill('王芳');
  await page.getByRole('button', { name: '保留并查看价格' }).click();
  await page.getByRole('button', { name: '继续付款' }).click();
  await payOnDemoGateway(page, 'zh');

  await expect(page).toHaveURL(/\/zh\/booking\/order\/\?id=/);
  await expect(page.getByTestId('esim-qr')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('esim-lpa')).toHaveText(/^LPA:1\$/);
  await expect(page.getByRole('heading', { name: '安卓手机' })).toBeVisible();
  await expect(page.getByText('落地后，为新线路打开“数据漫游”。')).toBeVisible();
});
