import { randomUUID } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '#server/app/compose.ts';
import { addDays } from '#lib/vietnam-days.ts';
import { issueGuestToken } from '#features/booking/server/guest.ts';
import { serverConfig } from '#server/config.ts';
import { bookingOrders } from '#server/db/schema/index.ts';
import {
  bookingCall,
  CHECK_IN,
  CHECK_OUT,
  guestBuyer,
  leaveFree,
  ROOM_PRODUCT,
  roomItem,
  unitsOf,
} from './support/booking.ts';
import { e164, registerUser } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

// One buyer cannot keep a hotel, a flight or a day's tickets off sale (issue 33, defect 8;
// docs/decisions/0069-one-hold-policy-per-buyer.md).
const database = useTestDatabase();
const db = () => database.current().db;
const limits = serverConfig.booking.buyerLimits;
const DEFAULTS = structuredClone(limits);
const DELUXE_PRODUCT = 'hotel:sen-hoan-kiem:deluxe';

beforeAll(async () => {
  serverConfig.booking.saleDays = 14;
  await startServer();
});

afterEach(() => {
  Object.assign(limits, structuredClone(DEFAULTS));
  serverConfig.booking.holdMinutes = 15;
});

type Buyer = { headers: Record<string, string> };

const rooms = (roomType: string, count: number, checkIn = CHECK_IN) => ({
  ...roomItem(count),
  roomType,
  checkIn,
  checkOut: addDays(checkIn, 1),
});
const ticket = (attraction: string, adults: number) => ({ kind: 'ticket', attraction, date: CHECK_IN, adults });
const hold = (buyer: Buyer, item: unknown, lang: 'vi' | 'en' | 'zh' = 'en', extra: object = {}) =>
  bookingCall('/booking/hold', { item, ...extra }, buyer.headers, undefined, lang);

/** What a refused hold must leave as it was: every order, and the hotel's rooms that night. */
const snapshot = async () => ({
  orders: (await db().select({ n: count() }).from(bookingOrders))[0]?.n,
  standard: await unitsOf(db(), ROOM_PRODUCT, CHECK_IN),
  deluxe: await unitsOf(db(), DELUXE_PRODUCT, CHECK_IN),
});

const codesOf = (answers: { code: string }[]) =>
  answers.reduce<Record<string, number>>((all, { code }) => ({ ...all, [code]: (all[code] ?? 0) + 1 }), {});

describe('units of one product', () => {
  it('one buyer has at most 9 rooms of a hotel a night, is told so in their language, and a refusal holds nothing', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 12);
    await leaveFree(db(), DELUXE_PRODUCT, CHECK_IN, 10);
    const buyer = await guestBuyer();
    expect((await hold(buyer, rooms('standard', 5))).code).toBe('SUCCESS');

    const before = await snapshot();
    const refused = await hold(buyer, rooms('deluxe', 5));
    expect(refused).toMatchObject({
      status: 409,
      code: 'HOLD_UNITS_LIMIT',
      data: { kind: 'hotel', max: 9, taken: 5, day: CHECK_IN },
    });
    expect(refused.message).toBe(
      'One buyer can have at most 9 rooms of this hotel for the same night, held or booked to pay later (you already have 5). Choose fewer rooms, or pay for or cancel a booking first.',
    );
    expect((await hold(buyer, rooms('deluxe', 5), 'vi')).message).toContain(
      'tối đa 9 phòng của khách sạn này cho cùng một đêm',
    );
    expect((await hold(buyer, rooms('deluxe', 5), 'zh')).message).toContain('同一晚最多可有 9 间客房');
    expect(await snapshot()).toEqual(before);

    // Up to the cap, another night, and another buyer are all still fine.
    expect((await hold(buyer, rooms('deluxe', 4))).code).toBe('SUCCESS');
    expect((await hold(buyer, rooms('deluxe', 5, CHECK_OUT))).code).toBe('SUCCESS');
    expect((await hold(await guestBuyer(), rooms('standard', 3))).code).toBe('SUCCESS');
  });

  it('counts seats on one flight, tickets to one attraction a day and SIMs of one kind a day, each in its own words', async () => {
    limits.units = { hotel: 2, flight: 2, ticket: 2, sim: 2 };
    const buyer = await guestBuyer();
    const names = (n: number) => ({ travellers: Array.from({ length: n }, () => ({ name: 'TRAN THI MAI' })) });
    const flight = (fareClass: string, adults: number) => ({
      kind: 'flight',
      flight: 'NV126',
      fareClass,
      date: CHECK_IN,
      adults,
    });
    const sim = (quantity: number) => ({
      kind: 'sim',
      sim: 'viettel-sim-30d',
      date: CHECK_IN,
      quantity,
      delivery: { method: 'airport', airport: 'HAN', flight: 'VN 254' },
      passports: Array.from({ length: quantity }, (_, i) => ({ name: 'TRAN THI MAI', number: `C987654${i}` })),
    });
    const cases = [
      [flight('economy', 2), flight('business', 1), names(2), names(1), 'at most 2 seats on this flight'],
      [ticket('dai-noi-hue', 2), ticket('dai-noi-hue', 1), {}, {}, 'at most 2 tickets to this attraction'],
      [sim(2), sim(1), {}, {}, 'at most 2 of this SIM for the same day'],
    ] as const;
    for (const [first, more, firstExtra, moreExtra, words] of cases) {
      expect((await hold(buyer, first, 'en', firstExtra)).code).toBe('SUCCESS');
      const refused = await hold(buyer, more, 'en', moreExtra);
      expect(refused.code).toBe('HOLD_UNITS_LIMIT');
      expect(refused.message).toContain(words);
    }
    // Another flight is another product.
    expect((await hold(buyer, { ...flight('economy', 1), flight: 'NV128' }, 'en', names(1))).code).toBe('SUCCESS');
  });

  it('a booking to pay later still counts until it is cancelled', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 12);
    const buyer = await guestBuyer();
    const held = await hold(buyer, rooms('standard', 9));
    const confirmed = await bookingCall(
      '/booking/confirm',
      { orderId: held.data.order.id, payment: 'payLater' },
      buyer.headers,
    );
    expect(confirmed.data.order.state).toBe('confirmed');
    expect(await hold(buyer, rooms('standard', 1))).toMatchObject({ code: 'HOLD_UNITS_LIMIT', data: { taken: 9 } });
    await bookingCall('/booking/cancel', { orderId: held.data.order.id }, buyer.headers);
    expect((await hold(buyer, rooms('standard', 1))).code).toBe('SUCCESS');
  });

  it('the account and the guest on the same number share their limits', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 12);
    const account = await registerUser('Trần Thị Bình');
    const asAccount = { headers: { 'nvtravel-token': account.token } };
    expect((await hold(asAccount, rooms('standard', 5))).code).toBe('SUCCESS');
    const { guestToken } = await issueGuestToken(e164(account.phone));
    const asGuest = { headers: { 'nvtravel-guest': guestToken } };
    expect(await hold(asGuest, rooms('standard', 5))).toMatchObject({ code: 'HOLD_UNITS_LIMIT', data: { taken: 5 } });
  });

  it('ten parallel holds by one buyer never pass the cap', async () => {
    // Only the rooms a night in the way: not the budget of holds per hotel.
    limits.productHolds = 100;
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 12);
    const before = await unitsOf(db(), ROOM_PRODUCT, CHECK_IN);
    const buyer = await guestBuyer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => hold(buyer, rooms('standard', 2))));
    expect(codesOf(answers)).toEqual({ SUCCESS: 4, HOLD_UNITS_LIMIT: 6 });
    expect((await unitsOf(db(), ROOM_PRODUCT, CHECK_IN))?.held).toBe((before?.held ?? 0) + 8);
  });
});

describe('orders waiting at once', () => {
  it('ten parallel holds of ten attractions by one buyer: five held, five told to confirm or cancel first', async () => {
    const attractions = [
      'ba-na-hills',
      'dia-dao-cu-chi',
      'dai-noi-hue',
      'vinh-ha-long',
      'phong-nha-ke-bang',
      'trang-an',
      'fansipan',
      'thap-ba-ponagar',
      'van-mieu-quoc-tu-giam',
      'hoang-thanh-thang-long',
    ];
    const buyer = await guestBuyer();
    const answers = await Promise.all(attractions.map((attraction) => hold(buyer, ticket(attraction, 1))));
    expect(codesOf(answers)).toEqual({ SUCCESS: 5, HOLD_COUNT_LIMIT: 5 });
    const refused = answers.find((answer) => answer.code === 'HOLD_COUNT_LIMIT');
    expect(refused).toMatchObject({ status: 409, data: { max: 5 } });
    expect(refused?.message).toContain('You already have 5 bookings waiting for confirmation or payment');
    // Confirming one makes room for another; a second buyer never noticed.
    const first = answers.find((answer) => answer.code === 'SUCCESS');
    await bookingCall('/booking/confirm', { orderId: first?.data.order.id, payment: 'payLater' }, buyer.headers);
    expect((await hold(buyer, ticket('lang-tu-duc', 1))).code).toBe('SUCCESS');
    expect((await hold(await guestBuyer(), ticket('ba-na-hills', 1))).code).toBe('SUCCESS');
  });
});

describe('holding again and again', () => {
  it('four holds of a hotel in six hours, cancelled or lapsed, then the buyer is told when to come back', async () => {
    await leaveFree(db(), ROOM_PRODUCT, CHECK_IN, 12);
    const buyer = await guestBuyer();
    // Two let go by the buyer, two left to lapse (at once: a hold of 0 minutes).
    const lapsed: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      serverConfig.booking.holdMinutes = n < 2 ? 15 : 0;
      const held = await hold(buyer, rooms(n % 2 ? 'standard' : 'deluxe', 1));
      expect(held.code).toBe('SUCCESS');
      if (n < 2) await bookingCall('/booking/cancel', { orderId: held.data.order.id }, buyer.headers);
      else lapsed.push(held.data.order.id);
    }
    serverConfig.booking.holdMinutes = 15;
    // Their expiry jobs give the rooms back; nothing else may move the units compared below.
    await expect
      .poll(
        async () =>
          (await db().select().from(bookingOrders).where(inArray(bookingOrders.id, lapsed))).map((o) => o.state),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['expired', 'expired']);
    const before = await snapshot();
    const refused = await hold(buyer, rooms('standard', 1));
    expect(refused).toMatchObject({
      status: 429,
      code: 'HOLD_AGAIN_LATER',
      data: { kind: 'hotel', max: 4, hours: 6, minutes: expect.any(Number) },
    });
    const { minutes } = refused.data as unknown as { minutes: number };
    expect(minutes).toBeGreaterThan(350);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(350 * 60);
    expect(refused.message).toBe(
      `You have held rooms of this hotel 4 times in 6 hours. You can hold them again in ${minutes} min.`,
    );
    expect((await hold(buyer, rooms('standard', 1), 'vi')).message).toContain(`giữ lại sau ${minutes} phút`);
    expect(await snapshot()).toEqual(before);
    // Another hotel is another product.
    expect((await hold(buyer, { ...rooms('standard', 1), hotel: 'tre-xanh-tay-ho' })).code).toBe('SUCCESS');
  });
});

describe('requests per hour', () => {
  it('holds and confirms are counted per buyer, refused ones included, and a second buyer is unaffected', async () => {
    limits.holdsPerHour = 3;
    limits.confirmsPerHour = 2;
    const buyer = await guestBuyer();
    const past = { ...rooms('standard', 1), checkIn: '2020-01-01', checkOut: '2020-01-02' };
    for (let n = 0; n < 3; n += 1) expect((await hold(buyer, past)).code).toBe('VALIDATION_ERROR');
    const before = await snapshot();
    expect(await hold(buyer, rooms('standard', 1))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const confirm = () =>
      bookingCall('/booking/confirm', { orderId: randomUUID(), payment: 'payLater' }, buyer.headers);
    expect([(await confirm()).code, (await confirm()).code, (await confirm()).code]).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'RATE_LIMITED',
    ]);
    expect(await snapshot()).toEqual(before);
    expect((await hold(await guestBuyer(), rooms('standard', 1))).code).toBe('SUCCESS');
  });
});
