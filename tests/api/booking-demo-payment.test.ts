import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '#server/app/compose.ts';
import { devLapseHold } from '#features/booking/server/api/lapse-hold.ts';
import type { RequestContext } from '#server/api/route.ts';
import { expireOrder } from '#features/booking/server/orders/expiry.ts';
import { completeDemoPayment, demoPaymentOf, readDemoChoice } from '#features/booking/server/payments/demo-gateway.ts';
import { DEMO_TMN_CODE, demoTerminal } from '#features/booking/server/payments/demo.ts';
import { signVnpayQuery } from '#features/booking/server/payments/vnpay.ts';
import { ConfigError, parseServerConfig, serverConfig } from '#server/config.ts';
import { bookingOrderEvents, bookingOrders, bookingPayments } from '#server/db/schema/index.ts';
import {
  bookingCall,
  CHECK_IN,
  freshKey,
  guestBuyer,
  leaveFree,
  payOnDemoPage,
  ROOM_PRODUCT,
  roomItem,
  unitsOf,
} from './support/booking.ts';
import { send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { VNPAY_SECRET, VNPAY_TMN, vnpaySettings } from './support/vnpay-stand-in.ts';

// The demo gateway (decision 0071): online payment on a fresh install, through the same signing,
// verification and settlement as VNPay's.
const database = useTestDatabase();
const db = () => database.current().db;

beforeAll(async () => {
  serverConfig.booking.saleDays = 14;
  serverConfig.paymentDemo = true;
  await startServer();
});

afterEach(() => {
  serverConfig.paymentDemo = true;
  serverConfig.vnpay = undefined;
});

/** Holds a room and starts paying through the demo gateway; answers the order and its page's URL. */
async function payingByDemo(lang: 'vi' | 'en' | 'zh' = 'en') {
  await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
  const buyer = await guestBuyer();
  const held = await bookingCall('/booking/hold', { item: roomItem() }, buyer.headers, freshKey(), lang);
  const confirmed = await bookingCall(
    '/booking/confirm',
    { orderId: held.data.order.id, payment: 'demo' },
    buyer.headers,
    freshKey(),
    lang,
  );
  expect(confirmed.code).toBe('SUCCESS');
  return { buyer, order: confirmed.data.order, paymentUrl: String(confirmed.data.paymentUrl) };
}

async function snapshot(orderId: string) {
  const [order] = await db().select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
  const payments = await db().select().from(bookingPayments).where(eq(bookingPayments.orderId, orderId));
  const events = await db().select().from(bookingOrderEvents).where(eq(bookingOrderEvents.orderId, orderId));
  return {
    state: order?.state,
    payments: payments.map((payment) => [payment.kind, payment.status]),
    reasons: events.map((event) => event.reason),
  };
}

/** The return page's check of the query the gateway sent the buyer back with. */
const returnCheck = (returnTo: string) =>
  send<{ orderId: string; paid: boolean }>(
    new Request(
      `http://localhost/apiCore/v1/booking/vnpay/return?${new URL(returnTo, 'http://localhost').search.slice(1)}`,
    ),
  );

describe('the demo gateway', () => {
  it('is offered outside production only, and production refuses to turn it on', async () => {
    const methods = async () =>
      (await send<{ methods: string[] }>(new Request('http://localhost/apiCore/v1/booking/paymentMethods'))).data
        .methods;
    expect(await methods()).toEqual(['payLater', 'demo']);
    serverConfig.vnpay = vnpaySettings('http://127.0.0.1:9');
    expect(await methods()).toEqual(['payLater', 'vnpay', 'demo']);
    serverConfig.paymentDemo = false;
    expect(await methods()).toEqual(['payLater', 'vnpay']);
    const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(parseServerConfig(production).paymentDemo).toBe(false);
    expect(parseServerConfig({}).paymentDemo).toBe(true);
    expect(() => parseServerConfig({ ...production, PAYMENT_DEMO: '1' })).toThrow(ConfigError);
  });

  it('sends the buyer to a payment page in their language, for the held amount, signed', async () => {
    const { order, paymentUrl } = await payingByDemo('zh');
    expect(order.state).toBe('awaiting_payment');
    expect(order.payOnline).toBe(false);
    const page = new URL(paymentUrl, 'http://localhost');
    expect(page.pathname).toBe('/zh/pay/demo/');
    expect(page.searchParams.get('vnp_TmnCode')).toBe(DEMO_TMN_CODE);
    expect(page.searchParams.get('vnp_ReturnUrl')).toBe('/zh/booking/order/');
    expect(await demoPaymentOf(page.searchParams)).toMatchObject({ amount: order.quote.total });
    // The page refuses a request whose amount was changed on the way.
    page.searchParams.set('vnp_Amount', '100');
    expect(await demoPaymentOf(page.searchParams)).toBeNull();
  });

  it('a paid card confirms the order once, however often the page is submitted, and returns the buyer', async () => {
    const { buyer, order, paymentUrl } = await payingByDemo();
    const before = await unitsOf(db(), ROOM_PRODUCT, CHECK_IN);
    const returns = await Promise.all(Array.from({ length: 5 }, () => payOnDemoPage(paymentUrl)));
    const after = await snapshot(order.id);
    expect(after.state).toBe('confirmed');
    expect(after.payments).toEqual([['charge', 'succeeded']]);
    expect(after.reasons.filter((reason) => reason === 'paid')).toHaveLength(1);
    expect(await unitsOf(db(), ROOM_PRODUCT, CHECK_IN)).toMatchObject({
      held: (before?.held ?? 0) - 1,
      sold: (before?.sold ?? 0) + 1,
    });
    expect(returns[0]).toMatch(/^\/en\/booking\/order\/\?/);
    const view = await bookingCall('/booking/order', { orderId: order.id }, buyer.headers);
    expect(view.data.order.events.at(-1)).toMatchObject({ reason: 'paid', actor: 'payment' });
    expect((await returnCheck(returns[0] ?? '')).data).toMatchObject({ orderId: order.id, paid: true });
  });

  it('a declined card and a cancelled page deliver nothing, and the lapsed hold gives the room back', async () => {
    for (const verdict of ['decline', 'cancel'] as const) {
      const { order, paymentUrl } = await payingByDemo();
      const held = await unitsOf(db(), ROOM_PRODUCT, CHECK_IN);
      const returnTo = await payOnDemoPage(paymentUrl, verdict);
      expect((await returnCheck(returnTo)).data).toMatchObject({ orderId: order.id, paid: false });
      expect(await snapshot(order.id)).toMatchObject({
        state: 'held',
        payments: [['charge', 'failed']],
        reasons: ['hold', 'payment', 'paymentFailed'],
      });
      await db()
        .update(bookingOrders)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookingOrders.id, order.id));
      expect(await db().transaction((tx) => expireOrder(tx, order.id))).toBe(true);
      expect((await unitsOf(db(), ROOM_PRODUCT, CHECK_IN))?.held).toBe((held?.held ?? 0) - 1);
    }
  });

  it('an abandoned page: the hold ended by hand (the browser tests’ route) expires it once and gives the room back', async () => {
    const { order } = await payingByDemo();
    const held = await unitsOf(db(), ROOM_PRODUCT, CHECK_IN);
    // The buyer never comes back from the payment page: the order waits for its payment.
    expect(await snapshot(order.id)).toMatchObject({ state: 'awaiting_payment' });
    const lapse = devLapseHold.accept({ orderId: order.id }, 'en', 'data.');
    expect(await lapse({} as RequestContext)).toEqual({ expired: true });
    expect(await snapshot(order.id)).toMatchObject({ state: 'expired', reasons: ['hold', 'payment', 'expire'] });
    expect((await unitsOf(db(), ROOM_PRODUCT, CHECK_IN))?.held).toBe((held?.held ?? 0) - 1);
    // Its expiry job, due at the hold's first end, finds nothing left to do; a second lapse is refused.
    expect(await db().transaction((tx) => expireOrder(tx, order.id))).toBe(false);
    await expect(lapse({} as RequestContext)).rejects.toMatchObject({ code: 'ORDER_STATE' });
    expect((await unitsOf(db(), ROOM_PRODUCT, CHECK_IN))?.held).toBe((held?.held ?? 0) - 1);
  });

  it('money paid after the hold lapsed arrives later and goes straight back', async () => {
    const { order, paymentUrl } = await payingByDemo();
    await db()
      .update(bookingOrders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingOrders.id, order.id));
    expect(await db().transaction((tx) => expireOrder(tx, order.id))).toBe(true);
    // Paid with the late card a minute before: the bank's answer arrives only after the lapse.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    const payment = await demoPaymentOf(new URL(paymentUrl, 'http://localhost').searchParams);
    if (!payment) throw new Error('the gateway refused its own request');
    await completeDemoPayment({ ...payment, expiresAt: aMinuteAgo }, 'late', 'card', aMinuteAgo);
    await expect
      .poll(async () => (await snapshot(order.id)).payments, { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([
          ['charge', 'succeeded'],
          ['refund', 'succeeded'],
        ]),
      );
    expect(await snapshot(order.id)).toMatchObject({
      state: 'expired',
      reasons: expect.arrayContaining(['latePayment']),
    });
    // The page itself takes no payment once the time to pay is over.
    await db().update(bookingOrders).set({ holdExpiresAt: aMinuteAgo }).where(eq(bookingOrders.id, order.id));
    const form = new URLSearchParams({ request: payment.request, via: 'wallet', action: 'pay' });
    const late = await readDemoChoice(
      new Request('http://localhost/pay/demo/', { method: 'POST', body: form }),
      new Date(payment.expiresAt.getTime() + 1),
    );
    expect(late).toMatchObject({ problem: 'expired' });
  });

  it('a result is verified with the secret of the terminal it names, never another’s', async () => {
    serverConfig.vnpay = vnpaySettings('http://127.0.0.1:9');
    const { order, paymentUrl } = await payingByDemo();
    const txnRef = new URL(paymentUrl, 'http://localhost').searchParams.get('vnp_TxnRef') ?? '';
    const result = (tmnCode: string, secret: string) =>
      signVnpayQuery(
        {
          vnp_Amount: String(order.quote.total * 100),
          vnp_ResponseCode: '00',
          vnp_TmnCode: tmnCode,
          vnp_TransactionNo: '12345678',
          vnp_TransactionStatus: '00',
          vnp_TxnRef: txnRef,
        },
        secret,
      );
    const demoSecret = (await demoTerminal()).hashSecret;
    for (const forged of [result(DEMO_TMN_CODE, VNPAY_SECRET), result(VNPAY_TMN, demoSecret)])
      expect((await returnCheck(`/?${forged}`)).code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect((await returnCheck(`/?${result(DEMO_TMN_CODE, demoSecret)}`)).data).toMatchObject({ orderId: order.id });
    // Turned off, the demo terminal signs nothing that counts.
    serverConfig.paymentDemo = false;
    expect((await returnCheck(`/?${result(DEMO_TMN_CODE, demoSecret)}`)).code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect((await snapshot(order.id)).state).toBe('awaiting_payment');
  });

  it('a page post that is too large, without a length, malformed or not its own settles nothing', async () => {
    const { order, paymentUrl } = await payingByDemo();
    const request = new URL(paymentUrl, 'http://localhost').search.slice(1);
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      readDemoChoice(
        new Request('http://localhost/pay/demo/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit),
      );
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 64; i += 1) controller.enqueue(new TextEncoder().encode(`request=${'x'.repeat(1024)}&`));
        controller.close();
      },
    });
    const refusals = [
      await post(new URLSearchParams({ request, via: 'card', card: '4111111111111111', pad: 'x'.repeat(20_000) })),
      await post(chunked, { 'content-type': 'application/x-www-form-urlencoded' }),
      await post('%%%', { 'content-type': 'multipart/form-data; boundary=nothing' }),
      await post(new URLSearchParams({ request: `${request}&vnp_Amount=100`, via: 'wallet' })),
      await post(new URLSearchParams({ request: request.replace(/vnp_Amount=\d+/, 'vnp_Amount=100'), via: 'wallet' })),
    ];
    expect(refusals).toEqual(Array.from({ length: 5 }, () => ({ problem: 'request', payment: null })));
    expect((await snapshot(order.id)).state).toBe('awaiting_payment');
  });

  it('turned off, it is refused in the buyer’s language and holds nothing back', async () => {
    serverConfig.paymentDemo = false;
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 5);
    const buyer = await guestBuyer();
    const held = await bookingCall('/booking/hold', { item: roomItem() }, buyer.headers);
    const refused = await bookingCall(
      '/booking/confirm',
      { orderId: held.data.order.id, payment: 'demo' },
      buyer.headers,
      freshKey(),
      'vi',
    );
    expect(refused.code).toBe('PAYMENT_UNAVAILABLE');
    expect(refused.message).toMatch(/thanh toán/i);
    expect((await snapshot(held.data.order.id)).state).toBe('held');
  });
});
