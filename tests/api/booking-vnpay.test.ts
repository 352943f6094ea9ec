import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleApi } from '../../src/server/api/handle.ts';
import { expireOrder } from '../../src/server/booking/orders.ts';
import { bookingReady } from '../../src/server/booking/ready.ts';
import { verifyVnpaySignature } from '../../src/server/booking/payments/vnpay.ts';
import { serverConfig } from '../../src/server/config.ts';
import { bookingOrderEvents, bookingOrders, bookingPayments } from '../../src/server/db/schema/index.ts';
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
} from './support/vnpay-stand-in.ts';

const database = useTestDatabase();
const db = () => database.current().db;
const standIn = useVnpayStandIn();

beforeAll(async () => {
  serverConfig.booking.saleDays = 14;
  serverConfig.booking.staffKey = 'staff-key-for-tests-0123456789';
  serverConfig.vnpay = vnpaySettings(standIn.base());
  await bookingReady();
});

async function ipn(query: URLSearchParams): Promise<{ RspCode: string; Message: string }> {
  const response = await handleApi(
    new Request(`http://localhost/apiCore/v1/booking/vnpay/ipn?${query}`),
    '/booking/vnpay/ipn',
  );
  return (await response.json()) as { RspCode: string; Message: string };
}

/** Holds a room and starts paying by VNPay; answers the order, its reference and the gateway URL. */
async function awaitingVnpay() {
  const buyer = await guestBuyer();
  const held = await bookingCall('/booking/hold', { item: roomItem() }, buyer.headers);
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
    const { order, url } = await awaitingVnpay();
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
    expect(verifyVnpaySignature(params, VNPAY_SECRET)).toBe(true);
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

    const returned = await send(
      new Request(`http://localhost/apiCore/v1/booking/vnpay/return?${vnpayCallback({ txnRef, amount: total })}`),
    );
    expect(returned.data).toMatchObject({ orderId: order.id, state: 'confirmed', paid: true });
    const forged = await send(
      new Request(
        `http://localhost/apiCore/v1/booking/vnpay/return?${vnpayCallback({ txnRef, amount: total }, 'wrong')}`,
      ),
    );
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
