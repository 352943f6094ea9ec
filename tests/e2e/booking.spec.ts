import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations, axeViolationsInBothSchemes } from './support/axe.ts';
import { payOnDemoGateway } from './support/demo-gateway.ts';
import { expect, test } from './support/test.ts';
import { freshPhone, readOtp, signUpThroughApi, useSession } from './support/api-session.ts';
import { apiCall } from './support/api-call.ts';
import { createScheduleThroughApi } from './support/trips.ts';
import { formatDay } from '#lib/format-date.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';

/*
 * Booking end to end, one kind per locale (decision 0036): a room in Vietnamese (signed in from the
 * checkout, pay at the property, cancelled), a flight in English (a guest verified by phone code; passport names),
 * a ticket in Chinese (from its place's guide, signed in, paid on the demo payment page, cancelled
 * and refunded, then on its day of the buyer's trip in My trips), and a boat ticket in English for
 * a time slot (decision 0085). Each
 * checks that the total confirmed is the total the summary showed; the room, that the results
 * listed that total too (decision 0073).
 */

// A fresh server puts the demo inventory on sale at its first booking call; wait for that once,
// before the tests sign up and search.
test.beforeAll(async ({ request }) => {
  expect((await request.get('/apiCore/v1/flights/airports')).ok()).toBe(true);
});

/** The full axe rule set on the page as it stands (the shells are in a11y.spec.ts's list). */
async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The summary's total before paying, as the buyer read it. */
async function heldTotal(page: Page): Promise<string> {
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  return (await page.getByTestId('quote-total').textContent()) ?? '';
}

test('a room in Vietnamese: search, the listed total held after signing in from checkout, pay at the property, voucher, cancel', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signUpThroughApi(request, baseURL ?? '');
  await page.goto('/booking-hotel/');
  await page.getByLabel('Nơi đến (tỉnh, thành, khu vực)').fill('Hoan Kiem');
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  await expect(page).toHaveURL(/checkIn=\d{4}-\d\d-\d\d/);
  // The phone shows the results, not the form it sent, and a screen reader reads them next.
  const results = page.getByRole('heading', { name: /khách sạn còn phòng/ });
  await expect(results).toBeInViewport();
  await expect(results).toBeFocused();
  await expectNoAxeViolations(page);
  const hotel = page.locator('.booking-results > .booking-list > li').first();
  const listed = (await hotel.getByTestId('listed-total').textContent()) ?? '';
  // Each result says until when it can be cancelled for free (decision 0078).
  await expect(hotel.getByTestId('terms')).toHaveText(/^Hủy miễn phí đến .+GMT/);
  await hotel.getByRole('button', { name: /^Xem phòng của / }).click();
  // The hotel as a buyer needs it (issue 34): its pictures (illustrations, so labelled), the guests'
  // score, times, amenities, house rules, a map of where it is; all of it readable in both schemes.
  const view = page.locator('section[aria-labelledby="hotel-detail"]');
  const pictures = view.getByRole('list', { name: 'Ảnh' }).getByRole('img');
  await expect(pictures).toHaveCount(2);
  await expect(view.getByText('Hình minh họa vẽ cho ứng dụng, không phải ảnh chụp khách sạn').first()).toBeVisible();
  await expect(view.getByText(/^(Chưa có đánh giá|Khách chấm \d,\d\/5 · \d+ đánh giá)$/)).toBeVisible();
  await expect(view.getByText('Nhận phòng từ 14:00')).toBeVisible();
  await expect(view.getByText('Trả phòng trước 12:00')).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Tiện nghi' })).toBeVisible();
  await expect(view.getByText('Wi-Fi miễn phí')).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Nội quy' })).toBeVisible();
  await expect(view.getByText('Không hút thuốc trong phòng')).toBeVisible();
  const map = view.locator('[data-hotel-map]');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-state', 'ready');
  await expect(map.getByRole('button', { name: /\(demo\)$/ })).toHaveCount(1);
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  // The hotel's price in the results is its cheapest room's, and that room is held at it.
  const exactly = new RegExp(`^${listed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.booking-offer')
    .filter({ has: page.getByTestId('listed-total').filter({ hasText: exactly }) })
    .first()
    .getByRole('button', { name: /^Chọn / })
    .click();
  const checkout = page.getByRole('region', { name: 'Thông tin đặt chỗ' });
  // Hotel · room · the stay's dates as Vietnamese writes them, to the check-out day (nights).
  const chosen = (await checkout.locator('p').first().textContent()) ?? '';
  expect(chosen).toMatch(/ · .+ · .*\d{4}.*\(/);
  await page.getByLabel('Họ tên người liên hệ').fill('Trần Thị Mai');

  // Signing in from the checkout keeps the room, its dates and the form (decision 0074).
  await checkout.getByRole('button', { name: 'Đăng nhập' }).click();
  const popup = page.getByRole('dialog', { name: 'Đăng nhập NV Travel' });
  await popup.getByLabel('Số điện thoại hoặc e-mail').fill(account.phone);
  await popup.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  await popup.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(popup).toBeHidden();
  await expect(
    checkout.getByText(
      'Bạn đặt bằng tài khoản đã đăng nhập: xác nhận được gửi tới số điện thoại và email đã xác minh của tài khoản.',
    ),
  ).toBeFocused();
  await expect(checkout.locator('p').first()).toHaveText(chosen);
  await expect(page.getByLabel('Họ tên người liên hệ')).toHaveValue('Trần Thị Mai');

  await page.getByRole('button', { name: 'Giữ chỗ và xem giá' }).click();
  const total = await heldTotal(page);
  expect(total).toBe(listed);
  // The review repeats the terms bought, with what follows the free window; nothing to warn of.
  const terms = page.getByTestId('terms');
  await expect(terms).toContainText('Sau thời điểm đó, không hoàn tiền');
  const deadline = (await terms.locator('strong').textContent()) ?? '';
  await expect(page.getByTestId('terms-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'Xác nhận đặt chỗ' }).click();

  await expect(page).toHaveURL(/\/booking\/order\/\?id=/);
  await expect(page.getByTestId('order-state')).toHaveText('Đã xác nhận');
  await expect(page.getByTestId('quote-total')).toHaveText(total);
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  await expect(page.getByTestId('terms').locator('strong')).toHaveText(deadline);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Hủy đơn' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hủy đơn này?' });
  await dialog.getByRole('button', { name: 'Hủy đơn' }).click();
  await expect(page.getByTestId('order-state')).toHaveText('Đã hủy');
  await expect(page.getByTestId('order-history').locator('[data-reason="cancel"]')).toBeVisible();
});

test('a city in each language, then the whole country’s hotels in English, a page at a time, with filters kept in the address', async ({
  page,
}) => {
  const hotels = JSON.parse(readFileSync('content/booking/hotels.json', 'utf8')) as { stars: number }[];
  const fourStars = hotels.filter((hotel) => hotel.stars >= 4).length;
  // In dark mode, with its "Show more" footer; the Vietnamese room test checks a page of hotels in light mode.
  await page.emulateMedia({ colorScheme: 'dark' });
  const offers = page.locator('.booking-results > .booking-list > li');

  // A city typed as travellers type it finds its hotels (the place vocabulary, decision 0072);
  // "hoian" its own two, then two near it, said so on each.
  const cities = [
    {
      locale: 'vi',
      field: 'Nơi đến (tỉnh, thành, khu vực)',
      search: 'Tìm',
      q: 'Đà Nẵng',
      results: '4 khách sạn còn phòng',
      first: 'Đà Nẵng trước, sau đó là các nơi lân cận',
      nearby: 0,
    },
    {
      locale: 'en',
      field: 'Where (province, city, area)',
      search: 'Search',
      q: 'hoian',
      results: '4 hotels with rooms free',
      first: 'Hoi An, Da Nang first, then nearby',
      nearby: 2,
    },
    {
      locale: 'zh',
      field: '目的地（省、市、区域）',
      search: '搜索',
      q: '西贡',
      results: '3 家酒店有空房',
      first: '先列出胡志明市，再列出附近',
      nearby: 0,
    },
  ] as const;
  for (const city of cities) {
    await page.goto(localizedPath(city.locale, '/booking-hotel/'));
    await page.getByLabel(city.field).fill(city.q);
    await page.getByRole('button', { name: city.search, exact: true }).click();
    await expect(page.getByRole('heading', { name: city.results })).toBeVisible();
    await expect(page.getByText(city.first)).toBeVisible();
    await expect(offers.filter({ hasText: 'Near Hoi An' })).toHaveCount(city.nearby);
    if (city.nearby > 0) {
      await expect(offers.last()).toContainText('Near Hoi An');
      await expectNoAxeViolations(page);
    }
  }

  await page.goto('/en/booking-hotel/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: `${hotels.length} hotels with rooms free` })).toBeVisible();
  await expect(offers).toHaveCount(20);
  await expect(page.getByRole('status').filter({ hasText: `Showing 20 of ${hotels.length}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Show more hotels' }).click();
  await expect(offers).toHaveCount(hotels.length);
  await expect(page.getByRole('button', { name: 'Show more hotels' })).toHaveCount(0);

  await page.getByLabel('Stars').selectOption({ label: '4 stars or more' });
  await expect(page).toHaveURL(/[?&]minStars=4/);
  await expect(page.getByRole('heading', { name: `${fourStars} hotels with rooms free` })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Stars')).toHaveValue('4');
  await expect(page.getByRole('heading', { name: `${fourStars} hotels with rooms free` })).toBeVisible();
  await expect(offers).toHaveCount(Math.min(fourStars, 20));
  // Free cancellation only (decision 0078): kept in the address too, and each stay says until when.
  await page.getByLabel('Free cancellation').check();
  await expect(page).toHaveURL(/[?&]freeCancellation=1/);
  await expect(offers.locator('[data-terms="free"]')).toHaveCount(Math.min(fourStars, 20));
  await page.getByLabel('Free cancellation').uncheck();
  await expect(page).not.toHaveURL(/freeCancellation/);

  // At 1,000 hotels the server ranks the cheapest without counting them all (decision 0061): the
  // list says so, and still offers the next page.
  await page.route('**/apiCore/v1/hotels/search?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { total: number | null } };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, total: null } } });
  });
  await page.getByLabel('Stars').selectOption({ label: 'Any' });
  await expect(page.getByRole('heading', { name: 'Hotels with rooms free, cheapest first' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 20 hotels' })).toBeVisible();
  await page.getByRole('button', { name: 'Show more hotels' }).click();
  await expect(offers).toHaveCount(hotels.length);
  await expect(page.getByRole('button', { name: 'Show more hotels' })).toHaveCount(0);
});

test('a return flight in English as a guest, one order: sign-in first, passport names, hold countdown, e-ticket', async ({
  page,
  request,
  baseURL,
}) => {
  const holds: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/booking/hold')) holds.push(sent.url());
  });
  await page.goto('/en/booking-flight/');
  await page.getByLabel('From').selectOption('HAN');
  await page.getByRole('combobox', { name: /^To\b/ }).selectOption('SGN');
  const departure = await page.getByLabel('Departure').inputValue();
  const back = new Date(Date.parse(`${departure}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Return (optional)').fill(back);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Times as the airports' clocks show them, terminals, both bags and the fare's rules (decision 0079).
  const first = page.locator('.booking-offer').first();
  await expect(first.locator('strong')).toHaveText(/^\d\d:\d\d GMT\+7 → \d\d:\d\d GMT\+7$/);
  await expect(first).toContainText('HAN T1 → SGN T1');
  await expect(first).toContainText('Economy · 23 kg checked, 7 kg cabin');
  await expect(first.getByTestId('terms').first()).toContainText('Changes of flight or date: ');
  await page
    .getByRole('button', { name: /^Choose flight .*, Economy$/ })
    .first()
    .click();
  // The way back is chosen before checkout: both flights go into one order.
  await expect(page.getByRole('status')).toHaveText(/Now choose your return flight/);
  await expect(page.getByRole('heading', { name: `Return SGN → HAN, ${formatDay(back, 'en')}` })).toBeVisible();
  // From the top, as a page is first checked: scrolled to the outbound's button, the phone's sticky
  // header covers part of the search form above, which axe's target-size counts as obscured.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await page
    .getByRole('button', { name: /^Choose flight .*, Economy$/ })
    .first()
    .click();
  await page.getByLabel('Contact name').fill('Nguyen Van An');
  await page.getByLabel('Passenger 1').fill('Nguyễn Văn An');

  // Nobody is signed in or verified: the login popup opens and nothing is sent.
  await page.getByRole('button', { name: 'Hold and see the price' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to NV Travel' })).toBeVisible();
  expect(holds).toEqual([]);
  await page.keyboard.press('Escape');

  const phone = freshPhone();
  // Exact: the closed login popup's "Phone number or e-mail" may still be in the page.
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByLabel('Verification code (6 digits)').fill(await readOtp(request, baseURL ?? '', phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('You are booking with the verified number')).toBeVisible();

  await page.getByRole('button', { name: 'Hold and see the price' }).click();
  await expect(page.getByRole('alert')).toContainText('in Latin letters without accents');
  await page.getByLabel('Passenger 1').fill('NGUYEN VAN AN');
  await page.getByRole('button', { name: 'Hold and see the price' }).click();
  const total = await heldTotal(page);
  await expect(page.getByTestId('terms')).toContainText(/Free cancellation until .+After that, non-refundable/);
  // No property and no pickup: paying later is at the airline's office.
  await expect(page.getByLabel('Pay later at the NV Air ticket office, before check-in')).toBeChecked();
  await page.getByRole('button', { name: 'Confirm the booking' }).click();

  await expect(page).toHaveURL(/\/en\/booking\/order\/\?id=/);
  await expect(page.getByTestId('order-state')).toHaveText('Confirmed');
  await expect(page.getByTestId('quote-total')).toHaveText(total);
  await expect(page.locator('.booking-order > .booking-list strong')).toHaveText([/ HAN → SGN$/, / SGN → HAN$/]);
  await expect(page.getByText('NGUYEN VAN AN').first()).toBeVisible();
  const outbound = page.getByTestId('flight-facts').first();
  await expect(outbound).toContainText(/Departs\s*\d\d:\d\d GMT\+7 · Noi Bai Airport, Hanoi \(HAN\) · terminal T1/);
  await expect(outbound).toContainText(/Arrives\s*\d\d:\d\d GMT\+7 · Tan Son Nhat Airport, Ho Chi Minh City \(SGN\)/);
  await expect(outbound).toContainText('23 kg checked, 7 kg cabin');
  await expect(page.getByTestId('booking-reference')).toHaveText(/^Booking reference: [2-9A-Z]{6}$/);
  await expect(page.getByTestId('e-tickets').first()).toHaveText(/^NGUYEN VAN AN: e-ticket 900\d{10}$/);
  await expect(page.getByTestId('voucher-qr')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('a buyer abroad', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('a room for tomorrow, past its free cancellation: warned before confirming, then told why it cannot be cancelled', async ({
    page,
    reader,
  }) => {
    // Tomorrow in Vietnam; this hotel's stays are free to cancel until 48 hours before check-in.
    const tomorrow = new Date(Date.now() + (7 + 24) * 3600_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await useSession(page, reader);
    await page.goto(`/en/booking-hotel/?hotel=sen-hoan-kiem&checkIn=${tomorrow}&checkOut=${checkOut}&guests=2`);
    const room = page.locator('.booking-offer').first();
    await expect(room.getByTestId('terms')).toHaveText('Non-refundable');
    await room.getByRole('button', { name: /^Choose / }).click();
    await page.getByLabel('Contact name').fill('Claire Martin');
    await page.getByRole('button', { name: 'Hold and see the price' }).click();
    await expect(page.getByTestId('hold-countdown')).toBeVisible();
    // The deadline is written in the buyer's own time zone (Paris in winter).
    await expect(page.getByTestId('terms')).toContainText(/Free cancellation ended .+GMT\+1/);
    await expect(page.getByTestId('terms-warning')).toHaveText(
      /^Non-refundable: free cancellation .+ has already ended/,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm the booking' }).click();

    await expect(page.getByTestId('order-state')).toHaveText('Confirmed');
    await expect(page.getByTestId('cannot-cancel')).toContainText(
      /can no longer be cancelled: free cancellation ended .+GMT\+1.+ask the property to move your dates/,
    );
    await expect(page.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

/** A day in Vietnam's calendar, `days` from today (the booking forms propose today + their offset). */
const vietnamDayFromToday = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a ticket in Chinese from its place’s guide: paid on the payment page, QR voucher, cancel, the refund, on its trip day', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signUpThroughApi(request, baseURL ?? '');
  await useSession(page, session);
  // A two-day trip whose second day is the day the ticket form proposes (today + 3).
  await createScheduleThroughApi(request, session.accessToken, '岘港之旅', vietnamDayFromToday(2));

  // The guide shows its ticket, priced as the ticket list prices it, and Book leads to it.
  await page.goto('/zh/places/ba-na-hills/');
  const offer = page.getByTestId('ticket-offer');
  await expect(offer).toContainText('巴拿山缆车票（演示）');
  const from = (await offer.locator('.sim-price__vnd').textContent()) ?? '';
  await offer.getByRole('link', { name: '预订巴拿山缆车票（演示）' }).click();
  // The form proposes the day three days ahead; until its script has, the required day is empty
  // and a click would only ask for it.
  await expect(page.getByLabel('游览日期')).toHaveValue(vietnamDayFromToday(3));
  await page.getByRole('button', { name: '查看当前价格' }).click();
  // The attraction the guide led to is chosen and listed first, at the guide's price.
  const listed = page.locator('.booking-offer').first();
  await expect(listed).toContainText('巴拿山缆车票（演示）');
  await expect(listed.locator('.money__vnd').first()).toHaveText(from);
  await listed.getByRole('button', { name: '继续' }).click();
  await page.getByLabel('联系人姓名').fill('王芳');
  await page.getByRole('button', { name: '保留并查看价格' }).click();
  const total = await heldTotal(page);
  await page.getByLabel('银行卡或电子钱包（演示付款页，不涉及真实资金）').check();
  await page.getByRole('button', { name: '继续付款' }).click();
  // The gateway charges the exact amount in đồng; the approximate yuan is for reading only.
  await expect(page.getByTestId('gateway-amount')).toHaveText(total.replace(/\s*\(≈.*\)$/, ''));
  await payOnDemoGateway(page, 'zh');

  // The gateway settles the payment, then sends the buyer back to the order page in Chinese.
  await expect(page).toHaveURL(/\/zh\/booking\/order\/\?id=/);
  await expect(page.getByTestId('order-state')).toHaveText('已确认');
  await expect(page.getByTestId('quote-total')).toHaveText(total);
  await expect(page.getByTestId('voucher-qr')).toBeVisible();

  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog', { name: '取消此订单？' }).getByRole('button', { name: '确认取消' }).click();
  // The refund goes through the gateway by job; the page reads the order again until it lands.
  await expect(page.getByTestId('order-history').locator('[data-reason="refund"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('order-state')).toHaveText('已退款');

  // My trips shows the ticket on its day of the trip: name, opening hours, address and state.
  await page.goto('/zh/my-trips/');
  const trip = page.getByRole('article', { name: '岘港之旅' });
  const day = trip.getByTestId('trip-day');
  await expect(day.getByRole('heading', { level: 4 })).toHaveText(
    `第 2 天 · ${new Intl.DateTimeFormat('zh-Hans', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${vietnamDayFromToday(3)}T00:00:00Z`))}`,
  );
  const booked = day.getByTestId('order-item');
  await expect(booked).toHaveAttribute('data-state', 'refunded');
  await expect(booked.getByRole('heading', { level: 5 })).toHaveText('巴拿山缆车票（演示）');
  await expect(booked).toContainText('开放时间 08:00–17:00');
  await expect(booked).toContainText('岘港市西部，原和荣县一带主山（巴拿山）');
  await expect(booked.locator('.trip-entry__state')).toHaveText('已退款');
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});

test('a boat ticket in English: what it covers, a start time picked, bought, its time on the order page and the trip day', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signUpThroughApi(request, baseURL ?? '');
  await useSession(page, session);
  const day = vietnamDayFromToday(3);
  await createScheduleThroughApi(request, session.accessToken, 'Hoi An by boat', day);
  await page.goto(`/en/booking-ticket/?region=da-nang&date=${day}&quantity=2`);
  const offer = page.locator('.booking-offer').filter({ hasText: 'Cu Lao Cham speedboat tour (demo)' });
  await offer.getByRole('button', { name: 'Choose Cu Lao Cham speedboat tour (demo)' }).click();
  // The chosen ticket's facts are open: pictures (labelled illustrations), what it covers and not,
  // where to go, the hours, how the voucher is used and the terms (decision 0085).
  const facts = offer.getByTestId('ticket-facts');
  await expect(facts.getByRole('list', { name: 'Pictures' }).getByRole('img')).toHaveCount(2);
  await expect(facts.getByText('Illustration drawn for the app, not a photo of the attraction').first()).toBeVisible();
  await expect(facts.locator('.ticket-facts__items--in')).toContainText('Boat trip');
  await expect(facts.locator('.ticket-facts__items--out')).toContainText('Lunch');
  await expect(facts).toContainText('The boat pier’s boarding counter, 15 minutes before the start');
  await expect(facts).toContainText('Show the QR voucher on your phone at the gate');
  await expect(facts.getByTestId('terms')).toHaveText(/^Free cancellation until .+GMT/);
  // One start time per boat, each with its own places; the first still for sale is proposed.
  const slots = offer.getByRole('group', { name: 'Start time' });
  await expect(slots.getByRole('radio')).toHaveCount(3);
  await expect(slots.getByRole('radio', { name: /^08:00 · \d+ places left$/ })).toBeChecked();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await slots.getByRole('radio', { name: /^08:30 / }).check();
  await offer.getByRole('button', { name: 'Continue' }).click();
  // The checkout names the start time with the day.
  await expect(page.getByText(/^Cu Lao Cham speedboat tour \(demo\) · .+ at 08:30 · 2 adults$/).first()).toBeVisible();
  await page.getByLabel('Contact name').fill('Mai Tran');
  await page.getByRole('button', { name: 'Hold and see the price' }).click();
  const total = await heldTotal(page);
  await page.getByRole('button', { name: 'Confirm the booking' }).click();
  await expect(page).toHaveURL(/\/en\/booking\/order\/\?id=/);
  await expect(page.getByTestId('order-state')).toHaveText('Confirmed');
  await expect(page.getByTestId('quote-total')).toHaveText(total);
  await expect(page.getByTestId('order-line')).toHaveText(`Visit on ${formatDay(day, 'en')} at 08:30, 2 tickets`);
  // My trips puts it on its trip's day at the boat's time, not over the opening hours.
  await page.goto('/en/my-trips/');
  const booked = page.getByRole('article', { name: 'Hoi An by boat' }).getByTestId('order-item');
  await expect(booked.getByRole('heading', { level: 5 })).toHaveText('Cu Lao Cham speedboat tour (demo)');
  await expect(booked).toContainText('Time slot 08:30–15:30');
});

/*
 * Each kind in every locale (issue 15): the three tests above cover one locale each, with their
 * extras; here the other six pairs take the shortest path that proves a booking in that language
 * (signed in through the API, search with the form's defaults, the first offer, hold, pay at the
 * property, the confirmation with the summary's total). Labels come from the locale files, so a wording change does not break them.
 */
const COVERED_ABOVE = new Set(['hotel vi', 'flight en', 'ticket zh']);
const KINDS = ['hotel', 'flight', 'ticket'] as const;

/** A label with `{{placeholders}}` as a pattern for names that start with it. */
const labelPattern = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);

for (const kind of KINDS) {
  for (const locale of LOCALES) {
    if (COVERED_ABOVE.has(`${kind} ${locale}`)) continue;
    test(`a ${kind} in ${locale}: search, hold, pay at the property, confirmation`, async ({ page, reader }) => {
      const s = JSON.parse(readFileSync(`locales/booking/${locale}.json`, 'utf8')) as Record<string, string>;
      const label = (key: string) => s[key] ?? key;
      await useSession(page, reader);
      await page.goto(localizedPath(locale, `/booking-${kind}/`));
      await page.getByRole('button', { name: label('search.submit'), exact: true }).click();
      if (kind === 'hotel') {
        await page
          .getByRole('button', { name: labelPattern(label('hotel.see')) })
          .first()
          .click();
        await page
          .getByRole('button', { name: labelPattern(label('hotel.chooseRoom')) })
          .first()
          .click();
      } else if (kind === 'flight') {
        const economy = label('flight.choose').replace('{{fareClass}}', label('flight.class.economy'));
        await page
          .getByRole('button', { name: labelPattern(economy) })
          .first()
          .click();
        await page.getByLabel(label('travellers.name').replace('{{number}}', '1')).fill('TRAN THI MAI');
      } else {
        await page
          .getByRole('button', { name: labelPattern(label('ticket.choose')) })
          .first()
          .click();
        await page.getByRole('button', { name: label('ticket.continue') }).click();
      }
      await page.getByLabel(label('contact.name')).fill('Tran Thi Mai');
      await page.getByRole('button', { name: label('checkout.hold') }).click();
      const total = await heldTotal(page);
      await page.getByRole('button', { name: label('pay.submit') }).click();
      await expect(page).toHaveURL(/\/booking\/order\/\?id=/);
      await expect(page.getByTestId('order-state')).toHaveText(label('state.confirmed'));
      await expect(page.getByTestId('quote-total')).toHaveText(total);
    });
  }
}

test('an abandoned payment in English: the buyer leaves the payment page, the hold lapses, nothing is issued and the tickets are back on sale', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signUpThroughApi(request, baseURL ?? '');
  await useSession(page, session);
  // A day and an attraction no other test books, so the tickets left are this test's to count.
  const list = `/en/booking-ticket/?region=khanh-hoa&attraction=thap-ba-ponagar&date=${vietnamDayFromToday(9)}&quantity=2`;
  const offer = page.locator('.booking-offer').first();
  const ticketsLeft = async () => {
    await page.goto(list);
    await expect(offer).toContainText('Po Nagar');
    return Number(/(\d+) tickets left/.exec((await offer.textContent()) ?? '')?.[1]);
  };
  const before = await ticketsLeft();
  await offer.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Contact name').fill('Sam Taylor');
  await page.getByRole('button', { name: 'Hold and see the price' }).click();
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  await page.getByLabel('Card or e-wallet (demo payment page, no real money)').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('gateway-amount')).toBeVisible();
  const orders = await apiCall<{ items: { id: string }[] }>(request, '/booking/orders', {}, session.accessToken);
  const [order] = orders.data.items;

  // The buyer closes the payment page: the two tickets stay held for the order until its hold ends.
  expect(await ticketsLeft()).toBe(before - 2);
  await page.goto(`/en/booking/order/?id=${order?.id}`);
  await expect(page.getByTestId('order-state')).toHaveText('Awaiting payment');

  // The hold's time runs out (BOOKING_HOLD_MINUTES), here at once: the expiry job's work.
  const lapsed = await apiCall<{ expired: boolean }>(request, '/dev/booking/lapse', { orderId: order?.id });
  expect(lapsed).toMatchObject({ code: 'SUCCESS', data: { expired: true } });
  await page.reload();
  await expect(page.getByTestId('order-state')).toHaveText('Expired');
  await expect(page.getByTestId('voucher-qr')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  expect(await ticketsLeft()).toBe(before);
});
