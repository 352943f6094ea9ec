import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, startServer } from '#server/app/compose.ts';
import { handleApi } from '#server/api/handle.ts';
import { expireOrder } from '#features/booking/server/orders/expiry.ts';
import { verifiedVnpayCallback } from '#features/booking/server/payments/vnpay.ts';
import { serverConfig } from '#server/config.ts';
import { bookingOrderEvents, bookingOrders, bookingPayments } from '#server/db/schema/index.ts';
import { bookingCall, CHECK_IN, guestBuyer, leaveFree, ROOM_PRODUCT, roomItem, unitsOf } from './support/booking.ts';
import { call, send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import {
  refundsReceived,
  useVnpayStandIn,
  VNPAY_SECRET,
  VNPAY_TMN,
  vnpayCallback,
  vnpaySettings,
  withParamsInFront,
} from './support/vnpay-stand-in.ts';

const database = useTestDatabase();
const db = () => database.current().db;
const standIn = useVnpayStandIn();

beforeAll(async () => {
  serverConfig.booking.saleDays = 14;
  serverConfig.booking.staffKey = 'staff-key-for-tests-0123456789';
  serverConfig.vnpay = vnpaySettings(standIn.base());
  await startServer();
});

async function ipn(query: URLSearchParams): Promise<{ RspCode: string; Message: string }> {
  const response = await handleApi(
    new Request(`http://localhost/apiCore/v1/booking/vnpay/ipn?${query}`),
    '/booking/vnpay/ipn',
    ROUTES,
  );
  return (await response.json()) as { RspCode: string; Message: string };
}

/** The return page's check of a callback query. */
const returnCheck = (query: URLSearchParams) =>
  send<{ orderId: string; paid: boolean }>(new Request(`http://localhost/apiCore/v1/booking/vnpay/return?${query}`));

/** Holds a room and starts paying by VNPay; answers the order, its reference and the gateway URL. */
async function awaitingVnpay(rooms = 1) {
  const buyer = await guestBuyer();
  const held = await bookingCall('/booking/hold', { item: roomItem(rooms) }, buyer.headers);
  const confirmed = await bookingCall(
    '/booking/confirm',
    { orderId: held.data.order.id, payment: 'vnpay' },
    buyer.headers,
  );
  const url = new URL(String(confirmed.data.paymentUrl));
  return { buyer, order: confirmed.data.order, url, txnRef: url.searchParams.get('vnp_TxnRef') ?? '' };
}

async function snapshot(orderId: string) {
  const [order] = await db().select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
  const payments = await db().select().from(bookingPayments).where(eq(bookingPayments.orderId, orderId));
  const events = await db().select().from(bookingOrderEvents).where(eq(bookingOrderEvents.orderId, orderId));
  return { state: order?.state, payments: payments.map((p) => [p.kind, p.status]), events: events.length };
}

describe('VNPay', () => {
  it('sends the buyer to the gateway with a signed 2.1.0 request for the held amount', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
    const { order, url, txnRef } = await awaitingVnpay();
    expect(order.state).toBe('awaiting_payment');
    const params = url.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: VNPAY_TMN,
      vnp_Amount: String(order.quote.total * 100),
      vnp_CurrCode: 'VND',
    });
    expect(params.get('vnp_CreateDate')).toMatch(/^\d{14}$/);
    expect(params.get('vnp_ExpireDate')).toMatch(/^\d{14}$/);
    expect(verifiedVnpayCallback(params, VNPAY_SECRET)).toMatchObject({ txnRef, amount: order.quote.total });
  });

  it('refuses a bad signature, a wrong amount and an unknown order, changing nothing; confirms once', async () => {
    const { order, txnRef } = await awaitingVnpay();
    const before = await snapshot(order.id);
    const total = order.quote.total;
    expect(await ipn(vnpayCallback({ txnRef, amount: total }, 'not-the-secret'))).toMatchObject({ RspCode: '97' });
    const tampered = vnpayCallback({ txnRef, amount: total });
    tampered.set('vnp_Amount', String(total * 10));
    expect(await ipn(tampered)).toMatchObject({ RspCode: '97' });
    expect(await ipn(vnpayCallback({ txnRef, amount: total - 1000 }))).toMatchObject({ RspCode: '04' });
    expect(await ipn(vnpayCallback({ txnRef: 'NOSUCHREF', amount: total }))).toMatchObject({ RspCode: '01' });
    expect(await snapshot(order.id)).toEqual(before);

    expect(await ipn(vnpayCallback({ txnRef, amount: total }))).toMatchObject({ RspCode: '00' });
    const paid = await snapshot(order.id);
    expect(paid.state).toBe('confirmed');
    expect(await ipn(vnpayCallback({ txnRef, amount: total }))).toMatchObject({ RspCode: '02' });
    expect(await snapshot(order.id)).toEqual(paid);

    const returned = await returnCheck(vnpayCallback({ txnRef, amount: total }));
    expect(returned.data).toMatchObject({ orderId: order.id, state: 'confirmed', paid: true });
    const forged = await returnCheck(vnpayCallback({ txnRef, amount: total }, 'wrong'));
    expect(forged.code).toBe('PAYMENT_SIGNATURE_INVALID');
  });

  it('a failed payment puts the order back on hold; cancelling a paid order refunds it through VNPay', async () => {
    const { buyer, order, txnRef } = await awaitingVnpay();
    expect(await ipn(vnpayCallback({ txnRef, amount: order.quote.total, responseCode: '24' }))).toMatchObject({
      RspCode: '00',
    });
    expect((await snapshot(order.id)).state).toBe('held');

    const retry = await bookingCall('/booking/confirm', { orderId: order.id, payment: 'vnpay' }, buyer.headers);
    const ref = new URL(String(retry.data.paymentUrl)).searchParams.get('vnp_TxnRef') ?? '';
    expect(await ipn(vnpayCallback({ txnRef: ref, amount: order.quote.total }))).toMatchObject({ RspCode: '00' });
    const soldBefore = (await unitsOf(db(), ROOM_PRODUCT, CHECK_IN))?.sold ?? 0;

    const cancelled = await bookingCall('/booking/cancel', { orderId: order.id }, buyer.headers);
    expect(cancelled.data.order.state).toBe('cancelled');
    expect((await unitsOf(db(), ROOM_PRODUCT, CHECK_IN))?.sold).toBe(soldBefore - 1);
    await expect.poll(async () => (await snapshot(order.id)).state, { timeout: 30_000 }).toBe('refunded');
    expect(refundsReceived.at(-1)).toMatchObject({
      vnp_Command: 'refund',
      vnp_TxnRef: ref,
      vnp_Amount: String(order.quote.total * 100),
      vnp_TransactionType: '02',
    });
    const view = await call<{ order: { events: { to: string; reason: string }[]; payment: { refunded: number } } }>(
      '/booking/order',
      { orderId: order.id },
      { headers: buyer.headers },
    );
    expect(view.data.order.events.map((event) => event.to)).toEqual([
      'held',
      'awaiting_payment',
      'held',
      'awaiting_payment',
      'confirmed',
      'cancelled',
      'refunded',
    ]);
    expect(view.data.order.payment.refunded).toBe(order.quote.total);
  });
});

describe('a callback naming a parameter twice', () => {
  it('is refused when a success is put in front of a genuine failure, and the order stays unpaid', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
    const { order, txnRef } = await awaitingVnpay();
    const before = await snapshot(order.id);
    const failed = vnpayCallback({ txnRef, amount: order.quote.total, responseCode: '24' });
    const forged = withParamsInFront({ vnp_ResponseCode: '00', vnp_TransactionStatus: '00' }, failed);
    expect(await ipn(forged)).toMatchObject({ RspCode: '97' });
    expect((await returnCheck(forged)).code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('is refused when another order is put in front of a cheap order’s genuine success', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
    const cheap = await awaitingVnpay(1);
    const dear = await awaitingVnpay(3);
    expect(dear.order.quote.total).toBeGreaterThan(cheap.order.quote.total);
    const [cheapBefore, dearBefore] = [await snapshot(cheap.order.id), await snapshot(dear.order.id)];
    const forged = withParamsInFront(
      { vnp_TxnRef: dear.txnRef, vnp_Amount: String(dear.order.quote.total * 100) },
      vnpayCallback({ txnRef: cheap.txnRef, amount: cheap.order.quote.total }),
    );
    expect(await ipn(forged)).toMatchObject({ RspCode: '97' });
    expect((await returnCheck(forged)).code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect(await snapshot(dear.order.id)).toEqual(dearBefore);
    expect(await snapshot(cheap.order.id)).toEqual(cheapBefore);
  });

  it('never verifies a query other than the signed set, however its parameters are repeated or mixed', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
    const { order, txnRef } = await awaitingVnpay();
    const other = await awaitingVnpay();
    const genuine = [...vnpayCallback({ txnRef, amount: order.quote.total, responseCode: '24' })];
    const names = [...new Set([...genuine.map(([name]) => name), 'vnp_Extra', 'vnp_txnref', 'langCode', 'id'])];
    const values = [
      ...genuine.map(([, value]) => value),
      '00',
      '',
      other.txnRef,
      String(other.order.quote.total * 100),
    ];
    const param = fc.tuple(fc.constantFrom(...names), fc.constantFrom(...values));
    const query = fc
      .record({
        kept: fc.subarray(genuine, { minLength: genuine.length - 1 }),
        added: fc.array(param, { maxLength: 3 }),
      })
      .chain(({ kept, added }) => fc.shuffledSubarray([...kept, ...added], { minLength: kept.length + added.length }));
    // VNPay signs every vnp_ parameter but the hash's type.
    const signed = genuine.filter(([name]) => name !== 'vnp_SecureHashType');
    const unsigned = (name: string) => !name.startsWith('vnp_') || name === 'vnp_SecureHashType';
    /** The signed set: each signed parameter once, as signed, beside only parameters nobody signs. */
    const isGenuine = (params: [string, string][]) => {
      const given = new Map(params);
      return (
        given.size === params.length &&
        signed.every(([name, value]) => given.get(name) === value) &&
        params.every(([name]) => unsigned(name) || signed.some(([known]) => known === name))
      );
    };
    const signedCallback = verifiedVnpayCallback(new URLSearchParams(genuine), VNPAY_SECRET);
    expect(signedCallback).toMatchObject({ txnRef, amount: order.quote.total, succeeded: false });
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const callback = verifiedVnpayCallback(new URLSearchParams(params), VNPAY_SECRET);
        expect(callback).toEqual(isGenuine(params) ? signedCallback : null);
        const answer = await returnCheck(new URLSearchParams(params));
        expect(answer.code === 'SUCCESS').toBe(isGenuine(params));
        if (answer.code === 'SUCCESS') expect(answer.data).toMatchObject({ orderId: order.id, paid: false });
      }),
      { numRuns: 200 },
    );
  });
});

describe('late payments', () => {
  it('money VNPay takes after the hold lapsed goes back at once, traced in the order', async () => {
    const { order, txnRef } = await awaitingVnpay();
    await db()
      .update(bookingOrders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingOrders.id, order.id));
    expect(await db().transaction((tx) => expireOrder(tx, order.id))).toBe(true);
    expect(await ipn(vnpayCallback({ txnRef, amount: order.quote.total }))).toMatchObject({ RspCode: '00' });
    await expect
      .poll(async () => (await snapshot(order.id)).payments, { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([
          ['charge', 'succeeded'],
          ['refund', 'succeeded'],
        ]),
      );
    expect((await snapshot(order.id)).state).toBe('expired');
    expect(refundsReceived.at(-1)).toMatchObject({ vnp_TxnRef: txnRef, vnp_Amount: String(order.quote.total * 100) });
    const reasons = (await db().select().from(bookingOrderEvents).where(eq(bookingOrderEvents.orderId, order.id))).map(
      (event) => event.reason,
    );
    expect(reasons).toEqual(['hold', 'payment', 'expire', 'latePayment', 'refund']);
    // VNPay repeating the IPN changes nothing more.
    expect(await ipn(vnpayCallback({ txnRef, amount: order.quote.total }))).toMatchObject({ RspCode: '02' });
  });
});

describe('vouchers', () => {
  it('staff accept a voucher once; a used, forged or unknown one is refused', async () => {
    const buyer = await guestBuyer();
    const held = await bookingCall(
      '/booking/hold',
      { item: { kind: 'ticket', attraction: 'ba-na-hills', date: CHECK_IN, adults: 2 } },
      buyer.headers,
    );
    const confirmed = await bookingCall(
      '/booking/confirm',
      { orderId: held.data.order.id, payment: 'payLater' },
      buyer.headers,
    );
    const code = String(confirmed.data.order.voucher);
    const staff = { headers: { 'x-staff-key': 'staff-key-for-tests-0123456789' } };
    expect((await call('/booking/voucher/check', { code })).code).toBe('FORBIDDEN');
    const [first, second] = await Promise.all([
      call('/booking/voucher/check', { code }, staff),
      call('/booking/voucher/check', { code }, staff),
    ]);
    expect([first?.code, second?.code].sort()).toEqual(['SUCCESS', 'VOUCHER_USED']);
    expect((await call('/booking/voucher/check', { code }, staff)).code).toBe('VOUCHER_USED');
    expect(
      (await call('/booking/voucher/check', { code: `${code.split('.')[0]}.forgedsignature00000` }, staff)).code,
    ).toBe('VOUCHER_INVALID');
  });
});
