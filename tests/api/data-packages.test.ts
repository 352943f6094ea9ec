import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { History, Lookup } from '#features/data-packages/contract.ts';
import { BOOKING_JOBS } from '#features/booking/server/job-names.ts';
import { serverConfig } from '#server/config.ts';
import { standInGateway } from '#features/data-packages/server/gateway/stand-in.ts';
import { DATA_JOBS } from '#features/data-packages/server/job-names.ts';
import { attemptTopup } from '#features/data-packages/server/topups.ts';
import { bookingOrderEvents, bookingOrders, dataTopups } from '#server/db/schema/index.ts';
import { readOutbox } from '#server/services/sms/outbox.ts';
import { bookingCall, freshKey, guestBuyer, jobsWorked, payByDemo, payOnDemoPage } from './support/booking.ts';
import { call, registerUser } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { refundsReceived, useVnpayStandIn, vnpayCallback, vnpaySettings } from './support/vnpay-stand-in.ts';
import { ROUTES, startServer } from '#server/app/compose.ts';
import { handleApi } from '#server/api/handle.ts';

const database = useTestDatabase();
const db = () => database.current().db;
const vnpay = useVnpayStandIn();

beforeAll(async () => {
  serverConfig.booking.saleDays = 2;
  // Unanswered top-ups are asked about again at once, and given up after three attempts.
  serverConfig.dataPackages.retrySeconds = 0;
  serverConfig.dataPackages.attempts = 3;
  serverConfig.vnpay = vnpaySettings(vnpay.base(), 'http://localhost:4321/booking/order/');
  await startServer();
});

let numbers = 0;
/** A number no other test uses, of a carrier (its first three digits) and ending as the stand-in reads it. */
const numberOf = (prefix: string, ending: string) =>
  `${prefix}${String((process.pid + ++numbers * 37) % 1000).padStart(3, '0')}${ending}`;
const unique = () => String(1000 + (++numbers % 8000));
const e164 = (national: string) => `+84${national.slice(1)}`;

/** Holds a package for a number and pays it through the demo gateway; answers the paid order's id. */
async function buy(headers: Record<string, string>, phone: string, pkg = 'viettel-daily-1gb-7d', contact?: object) {
  const held = await bookingCall('/booking/hold', { item: { kind: 'data', package: pkg, phone }, contact }, headers);
  expect(held.code, JSON.stringify(held.data)).toBe('SUCCESS');
  await payByDemo(held.data.order.id, headers);
  return held.data.order.id;
}

const topupOf = async (orderId: string) => {
  const [row] = await db().select().from(dataTopups).where(eq(dataTopups.orderId, orderId));
  return row;
};
const orderState = async (orderId: string) =>
  (await db().select({ state: bookingOrders.state }).from(bookingOrders).where(eq(bookingOrders.id, orderId)))[0]
    ?.state;
/** How many times an order's history records a delivered package. */
const topupEvents = async (orderId: string) =>
  (
    await db()
      .select({ reason: bookingOrderEvents.reason })
      .from(bookingOrderEvents)
      .where(eq(bookingOrderEvents.orderId, orderId))
  ).filter((event) => event.reason === 'topup').length;
const history = (headers: Record<string, string>, input: object = {}, lang: 'en' | 'vi' | 'zh' = 'en') =>
  call<History>('/dataPackages/history', input, { headers, lang });
/** Waits (the job queue polls every half second) until the top-up of an order has ended. */
const ended = (orderId: string) =>
  vi.waitFor(
    async () => {
      const topup = await topupOf(orderId);
      expect(['succeeded', 'failed']).toContain(topup?.status);
      if (topup?.status === 'failed') expect(await orderState(orderId)).toBe('refunded');
      return topup;
    },
    { timeout: 20_000, interval: 200 },
  );

describe('a number is checked before anything is sold', () => {
  it('recognises the carrier and lists its packages', async () => {
    const answer = await call<Lookup>('/dataPackages/lookup', { phone: '0986 123 456' }, { lang: 'vi' });
    expect(answer.code).toBe('SUCCESS');
    expect(answer.data.carrier).toEqual({ id: 'viettel', name: 'Viettel' });
    expect(answer.data.display).toBe('0986 123 456');
    expect(answer.data.packages.some((entry) => entry.carrier === 'viettel' && entry.demo)).toBe(true);
    const vina = await call<Lookup>('/dataPackages/lookup', { phone: '+84 912 345 678' });
    expect(vina.data.carrier.id).toBe('vinaphone');
  });

  it('refuses a wrong length, a foreign number and a landline with a clear message in the caller’s language', async () => {
    const refusal = async (phone: string, lang: 'en' | 'vi' | 'zh') => {
      const answer = await call<{ fields: { path: string; message: string }[] }>(
        '/dataPackages/lookup',
        { phone },
        { lang },
      );
      expect(answer.code).toBe('VALIDATION_ERROR');
      return answer.data.fields[0]?.message;
    };
    expect(await refusal('098612345', 'en')).toMatch(/10 digits/);
    expect(await refusal('+1 202 555 0142', 'en')).toMatch(/not a Vietnamese number/);
    expect(await refusal('024 3825 7063', 'en')).toMatch(/landline/);
    expect(await refusal('024 3825 7063', 'vi')).toMatch(/số cố định/);
    expect(await refusal('+86 138 0013 8000', 'zh')).toMatch(/不是越南号码/);
  });

  it('a hold for a landline is refused with the same message and writes nothing', async () => {
    const buyer = await guestBuyer();
    const before = await db().select({ n: count() }).from(bookingOrders);
    const held = await bookingCall(
      '/booking/hold',
      { item: { kind: 'data', package: 'viettel-daily-1gb-7d', phone: '028 3829 5555' } },
      buyer.headers,
    );
    expect(held.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(held.data)).toMatch(/landline/);
    expect(await db().select({ n: count() }).from(bookingOrders)).toEqual(before);
  });
});

describe('a top-up delivers one package per purchase', () => {
  it('cannot be paid later: refused in the buyer’s language, nothing delivered, and payable online after', async () => {
    const buyer = await guestBuyer();
    const phone = numberOf('098', unique());
    const held = await bookingCall(
      '/booking/hold',
      { item: { kind: 'data', package: 'viettel-daily-1gb-7d', phone } },
      buyer.headers,
    );
    const orderId = held.data.order.id;
    expect(held.data.order.payOnline).toBe(true);
    const messages = [];
    for (const lang of ['vi', 'en', 'zh'] as const) {
      const refused = await bookingCall(
        '/booking/confirm',
        { orderId, payment: 'payLater' },
        buyer.headers,
        freshKey(),
        lang,
      );
      expect(refused.code).toBe('VALIDATION_ERROR');
      messages.push((refused.data as unknown as { fields: { path: string; message: string }[] }).fields[0]);
    }
    expect(messages).toEqual([
      { path: 'data.payment', message: expect.stringMatching(/thanh toán trực tuyến/) },
      { path: 'data.payment', message: expect.stringMatching(/paid online/) },
      { path: 'data.payment', message: expect.stringMatching(/在线支付/) },
    ]);
    expect(await orderState(orderId)).toBe('held');
    expect(await topupOf(orderId)).toMatchObject({ status: 'held' });
    expect(standInGateway.deliveriesTo(e164(phone))).toBe(0);
    await payByDemo(orderId, buyer.headers);
    expect(await ended(orderId)).toMatchObject({ status: 'succeeded' });
  });

  it('a purchase submitted twice with the same key buys once, and the history shows it succeeded', async () => {
    const buyer = await guestBuyer();
    const phone = numberOf('098', unique());
    const item = { kind: 'data', package: 'viettel-daily-1gb-7d', phone };
    const key = freshKey();
    const [first, second] = await Promise.all([
      bookingCall('/booking/hold', { item }, buyer.headers, key),
      bookingCall('/booking/hold', { item }, buyer.headers, key),
    ]);
    expect(first?.data.order.id).toBe(second?.data.order.id);
    const orderId = first?.data.order.id ?? '';
    const payKey = freshKey();
    const confirms = await Promise.all(
      [1, 2, 3].map(() => bookingCall('/booking/confirm', { orderId, payment: 'demo' }, buyer.headers, payKey)),
    );
    // One payment page for the three clicks, paid three times over: its result settles it once.
    const pages = new Set(confirms.map((answer) => answer.data.paymentUrl));
    expect(pages.size).toBe(1);
    await Promise.all([...pages, ...pages, ...pages].map((url) => payOnDemoPage(String(url))));
    const topup = await ended(orderId);
    expect(topup?.status).toBe('succeeded');
    expect(
      await db()
        .select({ n: count() })
        .from(dataTopups)
        .where(eq(dataTopups.phone, e164(phone))),
    ).toEqual([{ n: 1 }]);
    expect(standInGateway.deliveriesTo(e164(phone))).toBe(1);
    const listed = await history(buyer.headers);
    expect(listed.data.items[0]).toMatchObject({
      orderId,
      status: 'succeeded',
      amount: 50_000,
      carrier: 'viettel',
      phone: `${phone.slice(0, 4)} *** ${phone.slice(-3)}`,
    });
  });

  it('a gateway timeout then a late success counts one package', async () => {
    const buyer = await guestBuyer();
    const phone = numberOf('091', '9999');
    const orderId = await buy(buyer.headers, phone, 'vinaphone-daily-1gb-7d');
    const topup = await ended(orderId);
    expect(topup).toMatchObject({ status: 'succeeded' });
    expect(topup?.attempts).toBeGreaterThanOrEqual(2);
    expect(standInGateway.deliveriesTo(e164(phone))).toBe(1);
    expect(await topupEvents(orderId)).toBe(1);
  });

  it('a refusal by the carrier ends refunded, with its reason, and the payment returned', async () => {
    const buyer = await guestBuyer();
    const orderId = await buy(buyer.headers, numberOf('090', '0000'), 'mobifone-daily-1gb-7d');
    expect(await ended(orderId)).toMatchObject({ status: 'failed', failure: 'refused' });
    const listed = await history(buyer.headers, {}, 'vi');
    expect(listed.data.items[0]).toMatchObject({ orderId, status: 'refunded', failure: 'refused', refunded: 50_000 });
    const order = await call<{ order: { state: string; events: { reason: string }[] } }>(
      '/booking/order',
      { orderId },
      { headers: buyer.headers },
    );
    expect(order.data.order.state).toBe('refunded');
    expect(order.data.order.events.map((event) => event.reason)).toEqual([
      'hold',
      'payment',
      'paid',
      'undelivered',
      'refund',
    ]);
  });

  it('a refused top-up paid by VNPay is refunded through VNPay, and the history says how much', async () => {
    const buyer = await guestBuyer();
    const held = await bookingCall(
      '/booking/hold',
      { item: { kind: 'data', package: 'viettel-daily-2gb-30d', phone: numberOf('098', '0000') } },
      buyer.headers,
    );
    const orderId = held.data.order.id;
    const paying = await bookingCall('/booking/confirm', { orderId, payment: 'vnpay' }, buyer.headers);
    const txnRef = new URL(String(paying.data.paymentUrl)).searchParams.get('vnp_TxnRef') ?? '';
    const settled = await handleApi(
      new Request(`http://localhost/apiCore/v1/booking/vnpay/ipn?${vnpayCallback({ txnRef, amount: 120_000 })}`),
      '/booking/vnpay/ipn',
      ROUTES,
    );
    expect(await settled.json()).toMatchObject({ RspCode: '00' });
    expect(await ended(orderId)).toMatchObject({ status: 'failed', failure: 'refused' });
    expect(refundsReceived.at(-1)).toMatchObject({ vnp_Command: 'refund', vnp_TxnRef: txnRef, vnp_Amount: '12000000' });
    const listed = await history(buyer.headers);
    expect(listed.data.items[0]).toMatchObject({
      orderId,
      status: 'refunded',
      refunded: 120_000,
      paymentMethod: 'vnpay',
    });
  });

  it('a gateway that never answers is given up after the attempts and refunded, never delivered', async () => {
    const buyer = await guestBuyer();
    const phone = numberOf('098', '8888');
    const orderId = await buy(buyer.headers, phone);
    expect(await ended(orderId)).toMatchObject({ status: 'failed', failure: 'noAnswer', attempts: 3 });
    expect(standInGateway.deliveriesTo(e164(phone))).toBe(0);
  });

  it('workers racing on one pending top-up deliver it once and record it once', async () => {
    const buyer = await guestBuyer();
    const phone = numberOf('098', unique());
    // The first answer is lost: the top-up waits for its status query, which the racers all make.
    standInGateway.script(e164(phone), ['lostAnswer']);
    serverConfig.dataPackages.retrySeconds = 3600;
    try {
      const orderId = await buy(buyer.headers, phone);
      const waiting = await vi.waitFor(
        async () => {
          const topup = await topupOf(orderId);
          expect(topup?.attempts).toBe(1);
          return topup;
        },
        { timeout: 10_000, interval: 100 },
      );
      await Promise.all(Array.from({ length: 12 }, () => attemptTopup(db(), waiting?.id ?? '')));
      expect(await topupOf(orderId)).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect(standInGateway.deliveriesTo(e164(phone))).toBe(1);
      expect(await topupEvents(orderId)).toBe(1);
    } finally {
      serverConfig.dataPackages.retrySeconds = 0;
    }
  });
});

describe('the history', () => {
  it('is the buyer’s own, newest first, a page at a time', async () => {
    const user = await registerUser('Trần Thị Bình');
    const headers = { 'nvtravel-token': user.token };
    const bought: string[] = [];
    for (const prefix of ['098', '091', '090']) {
      const pkg = { '098': 'viettel-daily-1gb-7d', '091': 'vinaphone-daily-1gb-7d', '090': 'mobifone-daily-1gb-7d' }[
        prefix
      ];
      bought.push(await buy(headers, numberOf(prefix, unique()), pkg));
    }
    const first = await history(headers, { limit: 2 });
    expect(first.data.items.map((item) => item.orderId)).toEqual([bought[2], bought[1]]);
    expect(first.data.nextCursor).toBeTruthy();
    const second = await history(headers, { limit: 2, cursor: first.data.nextCursor });
    expect(second.data.items.map((item) => item.orderId)).toEqual([bought[0]]);
    expect(second.data.nextCursor).toBeNull();
    // Another buyer sees none of them; nobody at all is asked to sign in.
    const stranger = await guestBuyer();
    expect((await history(stranger.headers)).data.items).toEqual([]);
    expect((await history({})).code).toBe('TOKEN_INVALID');
  });
});

describe('a top-up’s messages (issue 33, defect 3)', () => {
  const OUTBOUND = structuredClone(serverConfig.outbound);
  afterEach(() => {
    serverConfig.outbound = structuredClone(OUTBOUND);
  });
  /** Waits until the top-up has ended and its outcome and confirmation jobs have run. */
  const messagesDone = async (orderIds: string[]) => {
    const topupIds: string[] = [];
    for (const orderId of orderIds) topupIds.push((await ended(orderId))?.id ?? '');
    await jobsWorked(db(), DATA_JOBS.outcome, 'topupId', topupIds);
    await jobsWorked(db(), BOOKING_JOBS.confirmation, 'orderId', orderIds);
  };
  /** What a recipient was sent besides sign-up codes (the tests ask in English). */
  const messagesTo = async (recipient: string) =>
    (await readOutbox(recipient, 100)).filter((message) => !message.body.includes('verification code'));

  it('one SMS, to the buyer’s verified number: none to the number topped up, nor to a typed contact', async () => {
    const account = await registerUser('Đỗ Văn Hùng');
    const topped = numberOf('098', unique());
    const stranger = `+8491${String(process.pid % 1000).padStart(3, '0')}${unique()}`;
    const orderId = await buy({ 'nvtravel-token': account.token }, topped, 'viettel-daily-1gb-7d', {
      name: 'Hùng',
      phone: stranger,
    });
    await messagesDone([orderId]);
    const own = await messagesTo(e164(account.phone));
    expect(own.map((message) => message.body)).toEqual([expect.stringContaining('is on')]);
    expect(await readOutbox(e164(topped))).toEqual([]);
    expect(await readOutbox(stranger)).toEqual([]);
  });

  it('one guest’s outcomes past the budget are dropped, however many top-ups run at once', async () => {
    serverConfig.outbound.perBuyer = 2;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const buyer = await guestBuyer();
    const orderIds = await Promise.all([1, 2, 3].map(() => buy(buyer.headers, numberOf('098', unique()))));
    await messagesDone(orderIds);
    expect(await messagesTo(buyer.phone)).toHaveLength(2);
  });
});
