import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall } from './support/api-call.ts';
import { signUpThroughApi, useSession, type E2eSession } from './support/api-session.ts';
import { axeViolationsInBothSchemes } from './support/axe.ts';
import { payOnDemoGateway } from './support/demo-gateway.ts';
import { createPostThroughApi, secondBrowser } from './support/moments.ts';
import { nuErrorsOf } from './support/nu.ts';
import {
  adminInvitePath,
  E2E_MODERATION_ADMIN_PHONE,
  E2E_STAFF_ADMIN_PHONE,
  E2E_STAFF_DESK_PHONE,
  totpCode,
} from './support/staff.ts';
import { bothViewports, expect, test } from './support/test.ts';

interface Booked {
  order: { id: string; number: string; voucher: string };
  paymentUrl?: string | null;
}

/** A booking call of the buyer's, in the envelope the web client sends, in the buyer's language. */
function bookingPost(request: APIRequestContext, buyer: E2eSession, langCode: 'en' | 'vi') {
  return async (path: string, data: unknown): Promise<Booked> => {
    const response = await request.post(`/apiCore/v1${path}`, {
      data: { langCode, checksum: 'nvtravel-web', serviceEndpointName: 'APP/WEB', requestId: 'nvtravel-web', data },
      headers: { 'nvtravel-token': buyer.accessToken, 'idempotency-key': `staff-e2e-${path}-${Date.now()}` },
    });
    const answer = (await response.json()) as { code: string; data: Booked };
    expect(answer.code, path).toBe('SUCCESS');
    return answer.data;
  };
}

const TICKET_DAY = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** A confirmed order's voucher code: a ticket bought through the API, paid at the gate. */
async function voucherOf(request: APIRequestContext, buyer: E2eSession): Promise<string> {
  const post = bookingPost(request, buyer, 'en');
  const held = await post('/booking/hold', {
    item: { kind: 'ticket', attraction: 'ba-na-hills', date: TICKET_DAY, adults: 1 },
  });
  return (await post('/booking/confirm', { orderId: held.order.id, payment: 'payLater' })).order.voucher;
}

/** A ticket held in Vietnamese and sent to the demo gateway: answers the order's number and the payment page. */
async function ticketToPay(request: APIRequestContext, buyer: E2eSession) {
  const post = bookingPost(request, buyer, 'vi');
  const held = await post('/booking/hold', {
    item: { kind: 'ticket', attraction: 'ba-na-hills', date: TICKET_DAY, adults: 2 },
    contact: { name: 'Phạm Thu Hà' },
  });
  const confirmed = await post('/booking/confirm', { orderId: held.order.id, payment: 'demo' });
  return { number: held.order.number, paymentUrl: confirmed.paymentUrl ?? '' };
}

/** Opens an invitation as the signed-in account, accepts it, and enrols TOTP from the key shown. */
async function joinAndEnrol(page: Page, invitePath: string): Promise<void> {
  await page.goto(invitePath);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await page.getByRole('link', { name: 'Continue to staff sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the authenticator set-up link' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('navigation', { name: 'Staff menu' })).toBeVisible();
}

test('an administrator invites the order desk, who enrols and checks a voucher in once', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await signUpThroughApi(request, baseURL ?? '', 'Quản Trị Viên', E2E_STAFF_ADMIN_PHONE);
  const desk = await signUpThroughApi(request, baseURL ?? '', 'Lễ Tân Hoa');
  const code = await voucherOf(request, admin);

  // The first administrator: the operators' invitation, then the second factor.
  await useSession(page, admin);
  await joinAndEnrol(page, `/en${adminInvitePath()}`);
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);

  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await page.getByLabel('Their phone or e-mail').fill(desk.phone);
  await page.getByRole('button', { name: 'Create the invitation link' }).click();
  const link = (await page.getByTestId('invite-link').locator('code').textContent()) ?? '';
  expect(link).toMatch(/\/en\/staff\/invite\/#[\w-]{43}$/);
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);

  // The order desk, on their own phone.
  const deskBrowser = await secondBrowser(browser, test.info());
  const deskPage = deskBrowser.page;
  await useSession(deskPage, desk);
  await joinAndEnrol(deskPage, new URL(link).pathname + new URL(link).hash);
  await expect(deskPage.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await deskPage.getByRole('link', { name: 'Vouchers' }).click();
  const field = deskPage.getByLabel('Voucher code');
  await field.fill(code);
  await field.press('Enter');
  await expect(deskPage.getByTestId('voucher-result')).toContainText('Checked in: order');
  await field.fill(code);
  await deskPage.getByRole('button', { name: 'Check in' }).click();
  await expect(deskPage.getByRole('alert')).toHaveText('This voucher has already been used.');
  expect(await axeViolationsInBothSchemes(deskPage)).toEqual([]);
  await deskBrowser.close();

  // The administrator finds the check-in in the audit log, by who did it.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').fill('voucher.checkIn');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-row')).toContainText('Lễ Tân Hoa');
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});

/** A photo post by `author` that `reporter` reported as spam: an item in the moderation queue. */
async function reportedPost(request: APIRequestContext, author: E2eSession, reporter: E2eSession, text: string) {
  const post = await createPostThroughApi(request, author.accessToken, { text });
  const reported = await apiCall(
    request,
    '/moments/posts/report',
    { id: post.id, reason: 'spam', note: 'Lừa đảo' },
    reporter.accessToken,
  );
  expect(reported.code).toBe('SUCCESS');
  return post;
}

test('an administrator invites a moderator, who hides one reported post and dismisses another; the author and the reporter are told', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const base = baseURL ?? '';
  const admin = await signUpThroughApi(request, base, 'Quản Trị Nội Dung', E2E_MODERATION_ADMIN_PHONE);
  const moderator = await signUpThroughApi(request, base, 'Kiểm Duyệt Viên Lan');
  const author = await signUpThroughApi(request, base, 'Tác Giả Minh');
  const reporter = await signUpThroughApi(request, base, 'Người Báo Cáo Hùng');
  const scam = 'Vé Bà Nà giá rẻ, chuyển khoản trước';
  const sunset = 'Hoàng hôn trên sông Hàn';
  const hidden = await reportedPost(request, author, reporter, scam);
  const kept = await reportedPost(request, author, reporter, sunset);

  await useSession(page, admin);
  await joinAndEnrol(page, `/en${adminInvitePath(E2E_MODERATION_ADMIN_PHONE)}`);
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await page.getByLabel('Their phone or e-mail').fill(moderator.phone);
  await page.getByLabel('Order desk').uncheck();
  await page.getByLabel('Moderator').check();
  await page.getByRole('button', { name: 'Create the invitation link' }).click();
  const link = new URL((await page.getByTestId('invite-link').locator('code').textContent()) ?? '');

  // The moderator, on their own phone.
  const desk = await secondBrowser(browser, testInfo);
  const queue = desk.page;
  await useSession(queue, moderator);
  await joinAndEnrol(queue, link.pathname + link.hash);
  await queue.getByRole('link', { name: 'Moderation' }).click();
  const entry = (text: string) => queue.getByTestId('moderation-entry').filter({ hasText: text });
  await expect(entry(scam)).toContainText('Post by Tác Giả Minh');
  await expect(entry(scam)).toContainText('1 person');
  await expect(entry(scam)).toContainText('Spam or advertising (1)');
  await expect(entry(scam).getByRole('img', { name: "The reported item's picture" })).toBeVisible();
  // Oldest first (other tests' reports share the run's queue).
  const ours = queue.getByTestId('moderation-entry').filter({ hasText: new RegExp(`${scam}|${sunset}`) });
  await expect(ours).toHaveCount(2);
  await expect(ours.first()).toContainText(scam);
  expect(await axeViolationsInBothSchemes(queue)).toEqual([]);
  const screens: Record<string, string> = { 'the queue': await queue.content() };

  await entry(scam).getByLabel('Message to the author (optional)').fill('Bán vé giả');
  await entry(scam).getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(queue.getByRole('status')).toHaveText('Hide: 1 report resolved. The author and the reporter are told.');
  await expect(entry(scam)).toHaveCount(0);
  await entry(sunset).getByRole('button', { name: 'Dismiss' }).click();
  await expect(entry(sunset)).toHaveCount(0);
  await queue.getByRole('button', { name: 'Overdue (0)' }).click();
  await expect(queue.getByText('No report is past its time limit.')).toBeVisible();
  expect(await axeViolationsInBothSchemes(queue)).toEqual([]);
  screens['the overdue view'] = await queue.content();
  expect(await nuErrorsOf(screens)).toEqual([]);
  await desk.close();

  // The author is told, and the hidden post is gone for them too; the other stays.
  const told = await secondBrowser(browser, testInfo);
  await useSession(told.page, author);
  await told.page.goto('/en/user/notifications/');
  await expect(told.page.getByText('Your post was hidden')).toBeVisible();
  await expect(
    told.page.getByText(`The moderators hid your post “${scam}”: nobody sees it now. Reason: Bán vé giả`),
  ).toBeVisible();
  expect((await told.page.goto(`/en/moments/posts/detail/${hidden.id}/`))?.status()).toBe(404);
  // Nor do the feed and search results keep it: a cache in front must ask again.
  expect((await told.page.goto('/en/moments/'))?.headers()['cache-control']).toBe('public, no-cache');
  await expect(told.page.getByRole('main')).not.toContainText(scam);
  const search = await told.page.goto(`/en/moments/search/?q=${encodeURIComponent('ve ba na gia re')}`);
  expect(search?.headers()['cache-control']).toBe('public, no-cache');
  await expect(told.page.getByRole('main')).not.toContainText(scam);
  await told.page.goto(`/en/moments/search/?q=${encodeURIComponent('hoang hon song han')}`);
  await expect(told.page.getByRole('main')).toContainText(sunset);
  expect((await told.page.goto(`/en/moments/posts/detail/${kept.id}/`))?.status()).toBe(200);
  await told.close();

  // The reporter hears of both outcomes.
  const reporting = await secondBrowser(browser, testInfo);
  await useSession(reporting.page, reporter);
  await reporting.page.goto('/en/user/notifications/');
  await expect(reporting.page.getByText('Your report was upheld')).toBeVisible();
  await expect(reporting.page.getByText('Your report was reviewed')).toBeVisible();
  await reporting.close();
});

test(
  'the staff sign-in is not indexed, not cached, and under the stricter policy',
  bothViewports('staff sign in at a desk computer and on a phone at the door'),
  async ({ page }) => {
    const response = await page.goto('/en/staff/');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['cache-control']).toBe('no-store');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('wasm-unsafe-eval');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByLabel('Phone or e-mail')).toBeVisible();
    expect(await axeViolationsInBothSchemes(page)).toEqual([]);
    const sitemap = await page.request.get('/sitemap-0.xml');
    expect(sitemap.ok()).toBe(true);
    expect(await sitemap.text()).not.toContain('/staff/');
  },
);

test('the order desk refunds part of a paid order and the buyer reads why, in Vietnamese', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const buyer = await signUpThroughApi(request, baseURL ?? '', 'Phạm Thu Hà');
  const { number, paymentUrl } = await ticketToPay(request, buyer);
  await useSession(page, buyer);
  await page.goto(paymentUrl);
  await payOnDemoGateway(page, 'vi');
  await expect(page).toHaveURL(/\/booking\/order\/\?id=/);
  await expect(page.getByTestId('order-state')).toHaveText('Đã xác nhận');

  // The desk, an administrator on a phone at the counter.
  const deskBrowser = await secondBrowser(browser, test.info());
  const deskPage = deskBrowser.page;
  const desk = await signUpThroughApi(request, baseURL ?? '', 'Tổng Đài Viên', E2E_STAFF_DESK_PHONE);
  await useSession(deskPage, desk);
  await joinAndEnrol(deskPage, `/en${adminInvitePath(E2E_STAFF_DESK_PHONE)}`);
  await deskPage.getByRole('link', { name: 'Orders' }).click();
  await deskPage.getByLabel('Order number, phone, e-mail or name').fill(number.toLowerCase());
  await deskPage.getByRole('button', { name: 'Find' }).click();
  await deskPage.getByRole('button', { name: number }).click();
  await expect(deskPage.getByTestId('desk-state')).toHaveText('Confirmed');
  await deskPage.getByLabel('Amount to refund (₫)').fill('50000');
  await deskPage
    .getByRole('form', { name: 'Refund' })
    .getByLabel('Reason the buyer reads')
    .selectOption('serviceProblem');
  await deskPage.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(deskPage.getByTestId('desk-result')).toHaveText('Refund asked of the payment provider.');
  expect(await axeViolationsInBothSchemes(deskPage)).toEqual([]);
  const screens: Record<string, string> = { 'an order at the desk': await deskPage.content() };
  // The inventory screen is the administrator's too.
  await deskPage.getByRole('link', { name: 'Inventory' }).click();
  await deskPage.getByRole('button', { name: 'Show' }).click();
  await expect(deskPage.getByTestId('inventory-day')).toHaveCount(1);
  expect(await axeViolationsInBothSchemes(deskPage)).toEqual([]);
  screens["a product's days in the inventory"] = await deskPage.content();
  expect(await nuErrorsOf(screens)).toEqual([]);
  await deskBrowser.close();

  // The refund goes through the gateway by job: the buyer's page shows it once it landed.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('desk-notes')).toContainText('để bù cho sự cố của dịch vụ', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('order-state')).toHaveText('Đã xác nhận');
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});
