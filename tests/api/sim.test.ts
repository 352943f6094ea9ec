import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, startServer } from '#server/app/compose.ts';
import { handleApi } from '#server/api/handle.ts';
import { addDays, vietnamDay } from '#lib/vietnam-days.ts';
import { ConfigError, parseServerConfig, serverConfig } from '#server/config.ts';
import { bookingInventory, bookingOrderEvents, bookingOrders, simOrders } from '#server/db/schema/index.ts';
import { STAND_IN_SMDP } from '#features/sim/server/esim-provider.ts';
import { erasePassports } from '#features/sim/server/orders.ts';
import { unseal } from '#features/sim/server/personal-data.ts';
import { bookingCall, freshKey, guestBuyer, leaveFree, unitsOf } from './support/booking.ts';
import { bodyOf } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { VNPAY_SECRET, VNPAY_TMN, vnpayCallback } from './support/vnpay-stand-in.ts';

const database = useTestDatabase();
const db = () => database.current().db;

const DAY = addDays(vietnamDay(new Date()), 5);
const PHYSICAL = 'viettel-sim-30d';
const PHYSICAL_PRODUCT = `sim:${PHYSICAL}`;
const ESIM = 'vinaphone-esim-10d';
const PASSPORT = { name: 'TRAN THI MAI', number: 'C9876543' };

const airportSim = (overrides: Record<string, unknown> = {}) => ({
  kind: 'sim' as const,
  sim: PHYSICAL,
  date: DAY,
  quantity: 1,
  delivery: { method: 'airport', airport: 'HAN', flight: 'VN 254' },
  passports: [PASSPORT],
  ...overrides,
});

beforeAll(async () => {
  serverConfig.booking.saleDays = 14;
  serverConfig.vnpay = {
    tmnCode: VNPAY_TMN,
    hashSecret: VNPAY_SECRET,
    payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    apiUrl: 'http://127.0.0.1:9/merchant_webapi/api/transaction',
    returnUrl: 'http://localhost:4321/booking/order/',
  };
  await startServer();
});

/** A raw query's answer: the rows as the database holds them, whichever engine. */
type Rows = { rows: unknown[] };

const simRow = async (orderId: string) =>
  (await db().select().from(simOrders).where(eq(simOrders.orderId, orderId)))[0];

describe('buying a SIM', () => {
  it('a double-submitted purchase with the same idempotency key buys once', async () => {
    await leaveFree(db(), PHYSICAL_PRODUCT, DAY, 5);
    const buyer = await guestBuyer();
    const key = freshKey();
    const input = { item: airportSim() };
    const [first, second] = await Promise.all([
      bookingCall('/booking/hold', input, buyer.headers, key),
      bookingCall('/booking/hold', input, buyer.headers, key),
    ]);
    if (!first || !second) throw new Error('two answers');
    expect(first.code).toBe('SUCCESS');
    expect(bodyOf(second)).toEqual(bodyOf(first));
    const confirmKey = freshKey();
    const confirmInput = { orderId: first.data.order.id, payment: 'payLater' };
    const confirms = await Promise.all([
      bookingCall('/booking/confirm', confirmInput, buyer.headers, confirmKey),
      bookingCall('/booking/confirm', confirmInput, buyer.headers, confirmKey),
    ]);
    expect(confirms.map((answer) => answer.code)).toEqual(['SUCCESS', 'SUCCESS']);
    const units = await unitsOf(db(), PHYSICAL_PRODUCT, DAY);
    expect(units?.held).toBe(0);
    expect((units?.capacity ?? 0) - (units?.sold ?? 0)).toBe(4);
    const [orders] = await db().select({ n: count() }).from(bookingOrders).where(eq(bookingOrders.phone, buyer.phone));
    expect(orders?.n).toBe(1);
    // A physical SIM is shown at the counter with the booking's QR voucher, and the flight is normalised.
    const order = confirms[0]?.data.order;
    expect(order?.state).toBe('confirmed');
    expect(order?.voucher).toMatch(/^NVT-/);
    expect(order?.sim).toMatchObject({
      type: 'physical',
      carrier: 'viettel',
      delivery: { method: 'airport', airport: 'HAN', flight: 'VN254' },
      passports: [{ name: 'T*** T** M**', number: '•••••543' }],
      esim: null,
    });
    expect(order?.quote.lines).toEqual([{ code: 'sim', quantity: 1, unitPrice: 290_000, amount: 290_000 }]);
  });

  it('keeps passports sealed: the raw row holds neither name nor number, and only the key opens it', async () => {
    const buyer = await guestBuyer();
    const held = await bookingCall('/booking/hold', { item: airportSim() }, buyer.headers);
    const orderId = held.data.order.id;
    const raw = (await db().execute(sql`select * from sim_orders where order_id = ${orderId}`)) as unknown as Rows;
    const text = JSON.stringify(raw.rows);
    expect(text).not.toContain(PASSPORT.number);
    expect(text).not.toContain(PASSPORT.name);
    expect((await simRow(orderId))?.passportsSealed).toMatch(/^v1\./);
    // Nor does the idempotency table, which keeps the answer of the hold.
    const keys = (await db().execute(sql`select response from idempotency_keys`)) as unknown as Rows;
    expect(JSON.stringify(keys.rows)).not.toContain(PASSPORT.number);
    const sealed = (await simRow(orderId))?.passportsSealed ?? '';
    expect(unseal(sealed, orderId)).toEqual([PASSPORT]);
    expect(() => unseal(sealed, orderId, randomBytes(32))).toThrow();
    // Bound to its row: the same text on another order does not open.
    expect(() => unseal(sealed, crypto.randomUUID())).toThrow();
  });

  it('erases passports after the retention period, and at once for an order that ended unsold', async () => {
    const buyer = await guestBuyer();
    const kept = await bookingCall('/booking/hold', { item: airportSim() }, buyer.headers);
    const cancelled = await bookingCall('/booking/hold', { item: airportSim() }, buyer.headers);
    await bookingCall('/booking/cancel', { orderId: cancelled.data.order.id }, buyer.headers);
    await erasePassports(db());
    expect((await simRow(cancelled.data.order.id))?.passportsSealed).toBeNull();
    expect((await simRow(kept.data.order.id))?.passportsSealed).not.toBeNull();
    await db()
      .update(simOrders)
      .set({ eraseAfter: new Date(Date.now() - 1000) })
      .where(eq(simOrders.orderId, kept.data.order.id));
    await erasePassports(db());
    expect((await simRow(kept.data.order.id))?.passportsSealed).toBeNull();
    const view = await bookingCall('/booking/order', { orderId: kept.data.order.id }, buyer.headers);
    expect(view.data.order.sim).toMatchObject({ passportsErased: true, passports: [{ number: '•••••543' }] });
  });

  it('refuses bad input with a message in the buyer’s language, and changes nothing', async () => {
    const buyer = await guestBuyer();
    const before = await unitsOf(db(), PHYSICAL_PRODUCT, DAY);
    const cases: [Record<string, unknown>, 'vi' | 'en' | 'zh', string, RegExp][] = [
      [
        { delivery: { method: 'airport', airport: 'HAN', flight: 'HELLO' } },
        'en',
        'data.item.delivery.flight',
        /flight number/,
      ],
      [{ date: addDays(vietnamDay(new Date()), -1) }, 'vi', 'data.item.date', /Ngày này đã qua/],
      [{ passports: undefined }, 'zh', 'data.item.passports', /护照/],
      [{ passports: [{ name: 'Trần Thị Mai', number: 'C9876543' }] }, 'en', 'data.item.passports.0.name', /passport/i],
      [
        { delivery: { method: 'airport', airport: 'HUI', flight: 'VN254' } },
        'vi',
        'data.item.delivery.airport',
        /quầy SIM/,
      ],
      [{ delivery: { method: 'esim' } }, 'en', 'data.item.delivery.method', /physical SIM/],
    ];
    for (const [overrides, lang, path, message] of cases) {
      const answer = await bookingCall(
        '/booking/hold',
        { item: airportSim(overrides) },
        buyer.headers,
        freshKey(),
        lang,
      );
      expect(answer.code, path).toBe('VALIDATION_ERROR');
      const fields = (answer.data as unknown as { fields: { path: string; message: string }[] }).fields;
      const field = fields.find((f) => f.path === path);
      expect(field?.message, path).toMatch(message);
    }
    expect(await unitsOf(db(), PHYSICAL_PRODUCT, DAY)).toEqual(before);
    const [orders] = await db().select({ n: count() }).from(bookingOrders).where(eq(bookingOrders.phone, buyer.phone));
    expect(orders?.n).toBe(0);
  });

  it('40 concurrent buyers of the last 4 SIMs of a day: 4 bought, 36 told they are sold out', async () => {
    await leaveFree(db(), PHYSICAL_PRODUCT, DAY, 4);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => guestBuyer()));
    const codes = await Promise.all(
      buyers.map(async (buyer) => {
        const held = await bookingCall('/booking/hold', { item: airportSim() }, buyer.headers);
        if (held.code !== 'SUCCESS') return held.code;
        return (
          await bookingCall('/booking/confirm', { orderId: held.data.order.id, payment: 'payLater' }, buyer.headers)
        ).code;
      }),
    );
    expect(codes.filter((code) => code === 'SUCCESS')).toHaveLength(4);
    expect(codes.filter((code) => code === 'SOLD_OUT')).toHaveLength(36);
    const units = await unitsOf(db(), PHYSICAL_PRODUCT, DAY);
    expect(units).toMatchObject({ held: 0, sold: units?.capacity });
    const [rows] = await db()
      .select({ n: count() })
      .from(bookingInventory)
      .where(sql`${bookingInventory.held} + ${bookingInventory.sold} > ${bookingInventory.capacity}`);
    expect(rows?.n).toBe(0);
  }, 120_000);
});

describe('eSIM', () => {
  it('is paid online, then its profile is issued once and shown as an LPA activation code', async () => {
    const buyer = await guestBuyer();
    const item = { kind: 'sim', sim: ESIM, date: DAY, delivery: { method: 'esim' } };
    const held = await bookingCall('/booking/hold', { item }, buyer.headers);
    expect(held.code).toBe('SUCCESS');
    const orderId = held.data.order.id;
    // Data only: no passport asked for, none kept.
    expect((await simRow(orderId))?.passportsSealed).toBeNull();
    const later = await bookingCall(
      '/booking/confirm',
      { orderId, payment: 'payLater' },
      buyer.headers,
      freshKey(),
      'zh',
    );
    expect(later.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(later.data)).toContain('在线支付');
    const online = await bookingCall('/booking/confirm', { orderId, payment: 'vnpay' }, buyer.headers);
    const txnRef = new URL(String(online.data.paymentUrl)).searchParams.get('vnp_TxnRef') ?? '';
    const query = vnpayCallback({ txnRef, amount: held.data.order.quote.total });
    const ipn = await handleApi(
      new Request(`http://localhost/apiCore/v1/booking/vnpay/ipn?${query}`),
      '/booking/vnpay/ipn',
      ROUTES,
    );
    expect(((await ipn.json()) as { RspCode: string }).RspCode).toBe('00');
    await expect.poll(async () => (await simRow(orderId))?.esimState, { timeout: 30_000 }).toBe('issued');
    const view = await bookingCall('/booking/order', { orderId }, buyer.headers);
    const esim = view.data.order.sim?.esim;
    expect(esim).toMatchObject({ state: 'issued', smdpAddress: STAND_IN_SMDP });
    if (esim?.state !== 'issued') throw new Error('issued');
    expect(esim.activationCode).toBe(`LPA:1$${STAND_IN_SMDP}$${esim.matchingId}`);
    expect(view.data.order.voucher).toBeNull();
    const issued = await db().select().from(bookingOrderEvents).where(eq(bookingOrderEvents.orderId, orderId));
    expect(issued.filter((event) => event.reason === 'esimIssued')).toHaveLength(1);
  }, 60_000);

  it('is one per order (one profile, one phone)', async () => {
    const buyer = await guestBuyer();
    const item = { kind: 'sim', sim: ESIM, date: DAY, quantity: 2, delivery: { method: 'esim' } };
    const held = await bookingCall('/booking/hold', { item }, buyer.headers);
    expect(held.code).toBe('VALIDATION_ERROR');
  });
});

describe('the personal data key', () => {
  it('is required in production and must be 32 bytes', () => {
    expect(() => parseServerConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseServerConfig({ NODE_ENV: 'production' })).toThrow(/PERSONAL_DATA_KEY/);
    expect(() => parseServerConfig({ PERSONAL_DATA_KEY: 'short' })).toThrow(/PERSONAL_DATA_KEY/);
    const key = randomBytes(32);
    expect(
      parseServerConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: key.toString('base64') }).personalDataKey,
    ).toEqual(key);
    expect(parseServerConfig({ PERSONAL_DATA_KEY: key.toString('hex') }).personalDataKey).toEqual(key);
  });
});
