import { and, eq, gte, lte } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#features/booking/contract.ts';
import type { StaffRole } from '#features/staff/contract.ts';
import type { DeskOrder, InventoryDay, InventoryTerms } from '#features/staff/desk-contract.ts';
import { addDays } from '#lib/vietnam-days.ts';
import { serverConfig } from '#server/config.ts';
import { bookingInventory, bookingPayments, dataTopups, staffAuditLog, staffMembers } from '#server/db/schema/index.ts';
import {
  bookingCall,
  CHECK_IN,
  freshKey,
  guestBuyer,
  leaveFree,
  payByDemo,
  ROOM_PRODUCT,
  roomItem,
} from './support/booking.ts';
import { call, registerUser, send, type Answer } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { refundsReceived, useVnpayStandIn, vnpayCallback, vnpaySettings } from './support/vnpay-stand-in.ts';
import { ROUTES, startServer } from '#server/app/compose.ts';
import { handleApi } from '#server/api/handle.ts';

// The order desk and the built-in supplier's inventory (decision 0091).
const database = useTestDatabase();
const db = () => database.current().db;
const standIn = useVnpayStandIn();

const TICKET = 'ticket:ba-na-hills';
let desk: string;
let manager: string;

/** A staff member with roles, enrolled through the API: answers the staff token. */
async function staffToken(roles: StaffRole[]): Promise<string> {
  const account = await registerUser(`Nhân viên ${roles.join(' ')}`);
  await db().insert(staffMembers).values({ userId: account.user.id, roles });
  const begun = await call<{ secret: string }>('/staff/enrolment/begin', {}, { token: account.token });
  const code = new TOTP({ secret: Secret.fromBase32(begun.data.secret) }).generate();
  const confirmed = await call<{ staffToken: string }>('/staff/enrolment/confirm', { code }, { token: account.token });
  return confirmed.data.staffToken;
}

/** A staff call with its Idempotency-Key: POST with the envelope, GET with the query. */
function staffCall<T>(token: string, path: string, input: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') {
  const headers = { 'nvtravel-staff-token': token, 'idempotency-key': freshKey() };
  if (method === 'POST') return call<T>(path, input, { headers });
  const url = new URL(`http://localhost/apiCore/v1${path}`);
  for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value));
  return send<T>(new Request(url, { headers }));
}

const buyerOrder = async (orderId: string, headers: Record<string, string>) =>
  (await call<{ order: Order }>('/booking/order', { orderId }, { headers, lang: 'vi' })).data.order;

const refundsDone = (orderId: string) =>
  expect
    .poll(
      async () =>
        (await db().select().from(bookingPayments).where(eq(bookingPayments.orderId, orderId))).filter(
          (payment) => payment.kind === 'refund' && payment.status !== 'succeeded',
        ).length,
      { timeout: 30_000 },
    )
    .toBe(0);

beforeAll(async () => {
  serverConfig.booking.saleDays = 14;
  serverConfig.paymentDemo = true;
  serverConfig.vnpay = vnpaySettings(standIn.base());
  await startServer();
  desk = await staffToken(['order_desk']);
  manager = await staffToken(['supplier_manager']);
});

describe('the order desk', () => {
  it('finds an order by number, phone, e-mail and the start of the name', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
    const buyer = await guestBuyer();
    const contact = { name: 'Trần Thị Bích', email: `bich.${Date.now()}@example.com`, phone: buyer.phone };
    const held = await bookingCall('/booking/hold', { item: roomItem(), contact }, buyer.headers);
    const { id, number } = held.data.order;
    for (const q of [number.toLowerCase(), buyer.phone, contact.email.toUpperCase(), 'trần thị b']) {
      const found = await staffCall<{ items: { id: string }[]; total: number }>(desk, '/staff/orders', { q }, 'GET');
      expect(
        found.data.items.map((item) => item.id),
        q,
      ).toContain(id);
    }
    const none = await staffCall<{ total: number }>(desk, '/staff/orders', { q: '%' + '_'.repeat(3) }, 'GET');
    expect(none.data.total).toBe(0);
  });

  it('refunds part of a VNPay payment (a partial refund at VNPay) and the buyer reads why on the order', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
    const buyer = await guestBuyer();
    const held = await bookingCall('/booking/hold', { item: roomItem() }, buyer.headers, freshKey(), 'vi');
    const confirmed = await bookingCall(
      '/booking/confirm',
      { orderId: held.data.order.id, payment: 'vnpay' },
      buyer.headers,
    );
    const txnRef = new URL(String(confirmed.data.paymentUrl)).searchParams.get('vnp_TxnRef') ?? '';
    const total = held.data.order.quote.total;
    const ipn = await handleApi(
      new Request(`http://localhost/apiCore/v1/booking/vnpay/ipn?${vnpayCallback({ txnRef, amount: total })}`),
      '/booking/vnpay/ipn',
      ROUTES,
    );
    expect(await ipn.json()).toMatchObject({ RspCode: '00' });

    const refunded = await staffCall<DeskOrder>(desk, '/staff/orders/refund', {
      orderId: held.data.order.id,
      amount: 100_000,
      reason: 'serviceProblem',
    });
    expect(refunded.data).toMatchObject({ refundable: total - 100_000, order: { state: 'confirmed' } });
    await refundsDone(held.data.order.id);
    expect(refundsReceived.at(-1)).toMatchObject({
      vnp_TxnRef: txnRef,
      vnp_TransactionType: '03',
      vnp_Amount: String(100_000 * 100),
    });
    const seen = await buyerOrder(held.data.order.id, buyer.headers);
    expect(seen).toMatchObject({ state: 'confirmed', payment: { paid: total, refunded: 100_000 } });
    expect(seen.deskNotes).toEqual([
      expect.objectContaining({ reason: 'serviceProblem', amount: 100_000, cancelled: false }),
    ]);
    const [audit] = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'order.refund'));
    expect(audit).toMatchObject({ targetId: held.data.order.id, after: { refund: 100_000, reason: 'serviceProblem' } });
  });

  it('resends the confirmation, refunds part of a demo payment, refuses more than is left, then cancels with the rest back', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
    const buyer = await guestBuyer();
    const held = await bookingCall('/booking/hold', { item: roomItem() }, buyer.headers);
    const orderId = held.data.order.id;
    const total = held.data.order.quote.total;
    await payByDemo(orderId, buyer.headers);
    await expect
      .poll(async () => (await buyerOrder(orderId, buyer.headers)).state, { timeout: 30_000 })
      .toBe('confirmed');

    // The confirmation's message is on the desk's view; a resend sends it again, through the same budgets.
    const messages = async () =>
      (await staffCall<DeskOrder>(desk, '/staff/orders/detail', { orderId }, 'GET')).data.messages.map(
        ({ channel, kind, sent }) => ({ channel, kind, sent }),
      );
    const sms = { channel: 'sms', kind: 'confirmed', sent: true };
    await expect.poll(messages, { timeout: 30_000 }).toEqual([sms]);
    expect((await staffCall(desk, '/staff/orders/resend', { orderId })).code).toBe('SUCCESS');
    await expect.poll(messages, { timeout: 30_000 }).toEqual([sms, sms]);

    const key = freshKey();
    const refund = { orderId, amount: 200_000, reason: 'customerRequest' };
    const headers = { 'nvtravel-staff-token': desk, 'idempotency-key': key };
    const first = await call<DeskOrder>('/staff/orders/refund', refund, { headers });
    const again = await call<DeskOrder>('/staff/orders/refund', refund, { headers });
    expect(again.data.refundable).toBe(first.data.refundable);
    expect(first.data.refundable).toBe(total - 200_000);

    const tooMuch = await staffCall(desk, '/staff/orders/refund', { ...refund, amount: total });
    expect(tooMuch).toMatchObject({ status: 409, code: 'REFUND_TOO_LARGE', data: { max: total - 200_000 } });
    await refundsDone(orderId);
    expect((await buyerOrder(orderId, buyer.headers)).payment.refunded).toBe(200_000);

    const sold = (await unitsSold(ROOM_PRODUCT, CHECK_IN)) ?? 0;
    const cancelled = await staffCall<DeskOrder>(desk, '/staff/orders/cancel', {
      orderId,
      reason: 'supplierUnavailable',
    });
    expect(cancelled.data).toMatchObject({ refundable: 0, order: { state: 'cancelled' } });
    expect(await unitsSold(ROOM_PRODUCT, CHECK_IN)).toBe(sold - 1);
    await refundsDone(orderId);
    const seen = await buyerOrder(orderId, buyer.headers);
    expect(seen).toMatchObject({ state: 'refunded', payment: { refunded: total } });
    expect(seen.deskNotes?.map((note) => [note.reason, note.amount, note.cancelled])).toEqual([
      ['customerRequest', 200_000, false],
      ['supplierUnavailable', total - 200_000, true],
    ]);
  });

  it('gives up a top-up the carrier never answered and refunds it; the order is not cancelled around it', async () => {
    const buyer = await guestBuyer();
    const held = await bookingCall(
      '/booking/hold',
      { item: { kind: 'ticket', attraction: 'ba-na-hills', date: CHECK_IN, adults: 1 } },
      buyer.headers,
    );
    const orderId = held.data.order.id;
    await payByDemo(orderId, buyer.headers);
    await expect
      .poll(async () => (await buyerOrder(orderId, buyer.headers)).state, { timeout: 30_000 })
      .toBe('confirmed');
    // As the data supplier leaves a paid package waiting for the carrier's answer.
    await db().insert(dataTopups).values({
      orderId,
      phone: '+84912345678',
      carrier: 'viettel',
      package: 'viettel-v90',
      amount: 90_000,
      status: 'pending',
      attempts: 5,
    });
    const cancel = await staffCall(desk, '/staff/orders/cancel', { orderId, reason: 'undelivered' });
    expect(cancel).toMatchObject({ status: 409, code: 'ORDER_STATE', data: { topUp: 'pending' } });
    const given = await staffCall<DeskOrder>(desk, '/staff/orders/topUp', { orderId, action: 'refund' });
    expect(given.data).toMatchObject({
      topUp: { status: 'failed', failure: 'noAnswer' },
      order: { state: 'cancelled' },
    });
    await refundsDone(orderId);
    expect(await buyerOrder(orderId, buyer.headers)).toMatchObject({
      state: 'refunded',
      payment: { refunded: held.data.order.quote.total },
    });
    const again = await staffCall(desk, '/staff/orders/topUp', { orderId, action: 'retry' });
    expect(again).toMatchObject({ status: 409, code: 'ORDER_STATE' });
  });

  it('refuses hostile and impossible requests below 500, changing nothing', async () => {
    const buyer = await guestBuyer();
    const held = await bookingCall(
      '/booking/hold',
      { item: { kind: 'ticket', attraction: 'ba-na-hills', date: CHECK_IN, adults: 1 } },
      buyer.headers,
    );
    const orderId = held.data.order.id;
    const cases: [string, Record<string, unknown>, number][] = [
      ['/staff/orders/refund', { orderId, amount: -5, reason: 'customerRequest' }, 400],
      ['/staff/orders/refund', { orderId, amount: 10, reason: '<script>' }, 400],
      // A hold has taken no money.
      ['/staff/orders/refund', { orderId, amount: 10, reason: 'customerRequest' }, 409],
      ['/staff/orders/resend', { orderId }, 409],
      ['/staff/orders/topUp', { orderId, action: 'retry' }, 404],
      ['/staff/orders/cancel', { orderId: crypto.randomUUID(), reason: 'customerRequest' }, 404],
    ];
    for (const [path, input, status] of cases)
      expect((await staffCall(desk, path, input)).status, `${path} ${JSON.stringify(input)}`).toBe(status);
    expect((await buyerOrder(orderId, buyer.headers)).state).toBe('held');
    // The desk cannot touch stock, nor the manager orders.
    expect(
      (
        await staffCall(desk, '/staff/inventory/capacity', {
          product: TICKET,
          from: CHECK_IN,
          to: CHECK_IN,
          capacity: 1,
        })
      ).status,
    ).toBe(403);
    expect((await staffCall(manager, '/staff/orders/cancel', { orderId, reason: 'customerRequest' })).status).toBe(403);
  });
});

async function unitsSold(product: string, day: string) {
  const [row] = await db()
    .select()
    .from(bookingInventory)
    .where(and(eq(bookingInventory.product, product), eq(bookingInventory.day, day)));
  return row?.sold;
}

const daysOf = async (product: string, from: string, to: string) =>
  db()
    .select()
    .from(bookingInventory)
    .where(and(eq(bookingInventory.product, product), gte(bookingInventory.day, from), lte(bookingInventory.day, to)))
    .orderBy(bookingInventory.day);

describe('the built-in supplier’s inventory', () => {
  it('a stop-sell racing 50 buyers leaves no sale in the closed range after it; reopening sells again', async () => {
    const day = addDays(CHECK_IN, 2);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => guestBuyer()));
    const item = { kind: 'ticket', attraction: 'ba-na-hills', date: day, adults: 1 };
    const [stop, ...holds] = await Promise.all([
      staffCall<{ days: InventoryDay[] }>(manager, '/staff/inventory/stopSell', {
        product: TICKET,
        from: day,
        to: addDays(day, 1),
        stopped: true,
      }),
      ...buyers.map((buyer) => bookingCall('/booking/hold', { item }, buyer.headers)),
    ]);
    expect(stop?.code).toBe('SUCCESS');
    const [closed] = await daysOf(TICKET, day, day);
    // Every hold that succeeded was in before the stop-sell locked the day: nothing after it.
    const [audit] = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'inventory.stopSell'));
    const atStop = (audit?.before as InventoryDay[])[0];
    expect(closed).toMatchObject({ stopped: true, held: atStop?.held, sold: atStop?.sold });
    expect(holds.filter((hold) => hold.code === 'SUCCESS').length).toBe(atStop?.held);
    expect(holds.every((hold) => ['SUCCESS', 'SOLD_OUT'].includes(hold.code))).toBe(true);
    const late = await bookingCall('/booking/hold', { item }, (await guestBuyer()).headers);
    expect(late.code).toBe('SOLD_OUT');
    // Search reads the stop-sell as the hold does.
    const listed = await send<{ items: { id: string; available: boolean }[] }>(
      new Request(`http://localhost/apiCore/v1/tickets/search?date=${day}&quantity=1`),
    );
    expect(listed.data.items.find((hit) => hit.id === 'ba-na-hills')).toMatchObject({ available: false });

    await staffCall(manager, '/staff/inventory/stopSell', {
      product: TICKET,
      from: day,
      to: addDays(day, 1),
      stopped: false,
    });
    const reopened = await bookingCall('/booking/hold', { item }, (await guestBuyer()).headers);
    expect(reopened.code).toBe('SUCCESS');
  });

  it('changes prices for new holds only and refuses a capacity below what is held or sold, changing nothing', async () => {
    const day = addDays(CHECK_IN, 4);
    const buyer = await guestBuyer();
    const item = { kind: 'ticket', attraction: 'ba-na-hills', date: day, adults: 2 };
    const before = await bookingCall('/booking/hold', { item }, buyer.headers);
    const priced = await staffCall<{ days: InventoryDay[] }>(manager, '/staff/inventory/price', {
      product: TICKET,
      from: day,
      to: day,
      price: 123_000,
    });
    expect(priced.data.days[0]?.price).toBe(123_000);
    const after = await bookingCall('/booking/hold', { item }, (await guestBuyer()).headers);
    expect(after.data.order.quote.lines[0]?.unitPrice).toBe(123_000);
    expect((await buyerOrder(before.data.order.id, buyer.headers)).quote).toEqual(before.data.order.quote);

    const rows = await daysOf(TICKET, day, addDays(day, 1));
    const refused = await staffCall(manager, '/staff/inventory/capacity', {
      product: TICKET,
      from: day,
      to: addDays(day, 1),
      capacity: 3,
    });
    expect(refused).toMatchObject({ status: 409, code: 'CAPACITY_BELOW_TAKEN', data: { day, taken: 4, capacity: 3 } });
    expect(refused.message).toContain('4');
    expect(await daysOf(TICKET, day, addDays(day, 1))).toEqual(rows);
    const fits = await staffCall<{ days: InventoryDay[] }>(manager, '/staff/inventory/capacity', {
      product: TICKET,
      from: day,
      to: day,
      capacity: 4,
    });
    expect(fits.data.days[0]).toMatchObject({ capacity: 4, held: 4 });
    expect(
      (await bookingCall('/booking/hold', { item: { ...item, adults: 1 } }, (await guestBuyer()).headers)).code,
    ).toBe('SOLD_OUT');

    for (const input of [
      { product: 'ticket:nowhere', from: day, to: day, capacity: 5 },
      { product: TICKET, from: day, to: addDays(day, -1), capacity: 5 },
      { product: TICKET, from: addDays(CHECK_IN, -30), to: day, capacity: 5 },
      { product: "ticket:x'; drop table booking_inventory;--", from: day, to: day, capacity: 5 },
    ]) {
      const answer = (await staffCall(manager, '/staff/inventory/capacity', input)) as Answer;
      expect(answer.status, JSON.stringify(input)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await daysOf(TICKET, day, day))[0]).toMatchObject({ capacity: 4 });
  });

  it('sets the terms new bookings get: shown by search, stored by later holds, not by earlier orders', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
    const buyer = await guestBuyer();
    const earlier = await bookingCall('/booking/hold', { item: roomItem() }, buyer.headers);
    const set = await staffCall<{ terms: InventoryTerms }>(manager, '/staff/inventory/terms', {
      product: ROOM_PRODUCT,
      freeUntilHoursBefore: null,
      refundPercentAfter: 30,
    });
    // A room type's terms are its hotel's.
    expect(set.data.terms).toEqual({
      key: 'hotel:sen-hoan-kiem',
      rule: { freeUntilHoursBefore: null, refundPercentAfter: 30 },
      set: true,
    });
    const shown = await send<{ terms: unknown }>(
      new Request(
        `http://localhost/apiCore/v1/hotels/availability?hotel=sen-hoan-kiem&checkIn=${CHECK_IN}&checkOut=${addDays(CHECK_IN, 1)}`,
      ),
    );
    expect(shown.data.terms).toEqual({ freeUntil: null, refundPercentAfter: 30 });
    const later = await bookingCall('/booking/hold', { item: roomItem() }, (await guestBuyer()).headers);
    expect(later.data.order.terms).toEqual(shown.data.terms);
    expect((await buyerOrder(earlier.data.order.id, buyer.headers)).terms).toEqual(earlier.data.order.terms);
    const [audit] = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'inventory.terms'));
    expect(audit).toMatchObject({ targetId: 'hotel:sen-hoan-kiem', after: { refundPercentAfter: 30 } });

    // A change fee is a fare's; an eSIM is issued on payment and has no terms to set.
    const fee = await staffCall(manager, '/staff/inventory/terms', {
      product: TICKET,
      freeUntilHoursBefore: 24,
      refundPercentAfter: 0,
      changeFee: 1000,
    });
    expect(fee).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(fee.data)).toContain('Only a fare has a change fee.');
    const esim = await staffCall(manager, '/staff/inventory/terms', {
      product: 'sim:viettel-esim-7d',
      freeUntilHoursBefore: 24,
      refundPercentAfter: 0,
    });
    expect(esim.status).toBe(404);
  });
});
