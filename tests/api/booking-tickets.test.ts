import ICAL from 'ical.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '#server/app/compose.ts';
import type { Schedule } from '#features/trips/contract.ts';
import type { TicketHit } from '#features/booking/contract.ts';
import { addDays, vietnamDay, vietnamTime } from '#lib/vietnam-days.ts';
import { serverConfig } from '#server/config.ts';
import { bookingCall, CHECK_IN, freshKey, guestBuyer, leaveFree, unitsOf } from './support/booking.ts';
import { call, registerUser, send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { useCataloguePlaces } from './support/places.ts';

/*
 * Tickets described as a buyer needs (decision 0085): time slots with places of their own, held and
 * sold by the order engine like any inventory; "valid today" until a slot starts or the last entry.
 */

const database = useTestDatabase();
const db = () => database.current().db;

beforeAll(async () => {
  serverConfig.booking.saleDays = 14;
  await startServer();
  useCataloguePlaces();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Cù Lao Chàm's boats leave at 08:00, 08:30 and 09:00, 40 places each. */
const BOAT = 'cu-lao-cham';
const slotProduct = (slot: string) => `ticket:${BOAT}:${slot.replace(':', '')}`;
const boatTicket = (date: string, slot: string | undefined, adults = 1) => ({
  kind: 'ticket' as const,
  attraction: BOAT,
  date,
  adults,
  ...(slot ? { slot } : {}),
});

const search = (query: Record<string, string | number>, lang = 'en') =>
  send<{ items: TicketHit[]; today: string }>(
    new Request(
      `http://localhost/apiCore/v1/tickets/search?${new URLSearchParams({ langCode: lang, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
    ),
  );

/** Holds and confirms (pay at the gate) one ticket for a new buyer; answers the confirm's code. */
async function buyTicket(item: ReturnType<typeof boatTicket>): Promise<string> {
  const buyer = await guestBuyer();
  const held = await bookingCall('/booking/hold', { item }, buyer.headers);
  if (held.code !== 'SUCCESS') return held.code;
  const confirmed = await bookingCall(
    '/booking/confirm',
    { orderId: held.data.order.id, payment: 'payLater' },
    buyer.headers,
  );
  return confirmed.code;
}

describe('a time slot’s places', () => {
  it('60 concurrent buyers of the last 3 places of the 08:00 boat: 3 sold, 57 told it is full, the next boat untouched', async () => {
    await leaveFree(db(), slotProduct('08:00'), CHECK_IN, 3);
    const nextBefore = await unitsOf(db(), slotProduct('08:30'), CHECK_IN);
    const codes = await Promise.all(Array.from({ length: 60 }, () => buyTicket(boatTicket(CHECK_IN, '08:00'))));
    expect(codes.filter((code) => code === 'SUCCESS')).toHaveLength(3);
    expect(codes.filter((code) => code === 'SOLD_OUT')).toHaveLength(57);
    const units = await unitsOf(db(), slotProduct('08:00'), CHECK_IN);
    expect(units).toMatchObject({ held: 0, sold: units?.capacity });
    expect(await unitsOf(db(), slotProduct('08:30'), CHECK_IN)).toEqual(nextBefore);
    // The results say so: the 08:00 boat is full, the others still sell.
    const { data } = await search({ region: 'da-nang', date: CHECK_IN, quantity: 1 });
    const boat = data.items.find((item) => item.id === BOAT);
    expect(boat?.slots?.map((slot) => [slot.time, slot.left, slot.available])).toEqual([
      ['08:00', 0, false],
      ['08:30', 40, true],
      ['09:00', 40, true],
    ]);
    expect(boat?.available).toBe(true);
  }, 120_000);

  it('a hold retried with its idempotency key takes its places once', async () => {
    const buyer = await guestBuyer();
    const before = await unitsOf(db(), slotProduct('09:00'), CHECK_IN);
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        bookingCall('/booking/hold', { item: boatTicket(CHECK_IN, '09:00', 2) }, buyer.headers, key),
      ),
    );
    expect(new Set(answers.map((answer) => answer.data.order?.id)).size).toBe(1);
    expect((await unitsOf(db(), slotProduct('09:00'), CHECK_IN))?.held).toBe((before?.held ?? 0) + 2);
  });

  it('refuses a slotted ticket without its slot, a slot it does not have, and a slot on a day ticket, holding nothing', async () => {
    const buyer = await guestBuyer();
    const before = await unitsOf(db(), slotProduct('08:30'), CHECK_IN);
    const cases = [
      [boatTicket(CHECK_IN, undefined), 'vi', 'Hãy chọn giờ'],
      [boatTicket(CHECK_IN, '10:15'), 'en', 'no time slot at that time'],
      [
        { kind: 'ticket', attraction: 'dai-noi-hue', date: CHECK_IN, adults: 1, slot: '08:00' },
        'zh',
        '没有这个时间的场次',
      ],
    ] as const;
    for (const [item, lang, message] of cases) {
      const answer = await bookingCall('/booking/hold', { item }, buyer.headers, freshKey(), lang);
      expect(answer.code, lang).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(answer.data), lang).toContain(message);
    }
    expect(await unitsOf(db(), slotProduct('08:30'), CHECK_IN)).toEqual(before);
  });
});

describe('the slot on the order', () => {
  it('is the order line’s, counts its terms from its start, and is in the SMS and the trip’s calendar file at its time', async () => {
    const minh = await registerUser('Minh');
    const signedIn = { 'nvtravel-token': minh.token };
    const created = await call<{ schedule: Schedule }>(
      '/customSchedule/create',
      {
        title: 'Hội An',
        startDate: CHECK_IN,
        days: [{ stops: [{ place: 'pho-co-hoi-an', start: '16:00', minutes: 120, mode: 'walk' }] }],
      },
      { token: minh.token },
    );
    const held = await bookingCall('/booking/hold', { item: boatTicket(CHECK_IN, '08:30', 2) }, signedIn);
    expect(held.code).toBe('SUCCESS');
    const { order } = held.data;
    expect(order.items).toMatchObject([{ kind: 'ticket', product: slotProduct('08:30'), slot: '08:30', quantity: 2 }]);
    // Free until 24 hours before the boat leaves, not before the day starts.
    expect(order.terms.freeUntil).toBe(
      new Date(vietnamTime(CHECK_IN, '08:30').getTime() - 24 * 3_600_000).toISOString(),
    );
    const confirmed = await bookingCall('/booking/confirm', { orderId: order.id, payment: 'payLater' }, signedIn);
    expect(confirmed.data.order.items[0]?.slot).toBe('08:30');

    const phone = String(confirmed.data.order.contact.phone);
    const { readOutbox } = await import('#server/services/sms/outbox.ts');
    await expect
      .poll(async () => (await readOutbox(phone, 5)).map((message) => message.body).join('\n'), { timeout: 30_000 })
      .toMatch(new RegExp(`order ${order.number} is confirmed for .+ at 08:30`));

    const ics = await send<{ content: string }>(
      new Request(`http://localhost/apiCore/v1/customSchedule/ics?id=${created.data.schedule.id}&langCode=en`, {
        headers: { 'nvtravel-token': minh.token },
      }),
    );
    const events = new ICAL.Component(ICAL.parse(ics.data.content))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const boat = events.find((event) => event.summary.startsWith('Cu Lao Cham'));
    // 08:30 to 15:30 in Vietnam: the boat's start and its seven hours.
    expect([boat?.startDate.toJSDate().toISOString(), boat?.endDate.toJSDate().toISOString()]).toEqual([
      vietnamTime(CHECK_IN, '08:30').toISOString(),
      vietnamTime(CHECK_IN, '15:30').toISOString(),
    ]);
  });
});

describe('valid today (Vietnam’s clock)', () => {
  const today = vietnamDay(new Date());
  /** The server's clock at a time of today in Vietnam, wherever the test runs. */
  const at = (time: string) => vi.useFakeTimers({ toFake: ['Date'], now: vietnamTime(today, time) });

  it('sells today’s boats that have not left, refuses one that has, localized, and changes nothing', async () => {
    at('08:10');
    const buyer = await guestBuyer();
    const before = await unitsOf(db(), slotProduct('08:00'), today);
    for (const [lang, message] of [
      ['vi', 'Khung giờ này hôm nay đã bắt đầu'],
      ['en', 'This time slot has already started today'],
      ['zh', '今天的这个场次已经开始'],
    ] as const) {
      const late = await bookingCall(
        '/booking/hold',
        { item: boatTicket(today, '08:00') },
        buyer.headers,
        freshKey(),
        lang,
      );
      expect(late.code, lang).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(late.data), lang).toContain(message);
    }
    expect(await unitsOf(db(), slotProduct('08:00'), today)).toEqual(before);

    const { data } = await search({ region: 'da-nang', date: today });
    const boat = data.items.find((item) => item.id === BOAT);
    expect(data.today).toBe(today);
    expect(boat).toMatchObject({ forToday: true, openToday: true, available: true });
    expect(boat?.slots?.map((slot) => [slot.time, slot.started, slot.available])).toEqual([
      ['08:00', true, false],
      ['08:30', false, true],
      ['09:00', false, true],
    ]);
    expect((await bookingCall('/booking/hold', { item: boatTicket(today, '08:30') }, buyer.headers)).code).toBe(
      'SUCCESS',
    );
  });

  it('sells a day ticket for today until the last entry, then says today is over', async () => {
    // Huế's Imperial City: open 07:00–17:30, last entry 17:00.
    const entry = { kind: 'ticket' as const, attraction: 'dai-noi-hue', date: today, adults: 1 };
    at('16:59');
    const open = await search({ region: 'hue', date: today });
    expect(open.data.items.find((item) => item.id === 'dai-noi-hue')).toMatchObject({
      forToday: true,
      openToday: true,
      available: true,
      lastEntry: '17:00',
    });
    expect((await bookingCall('/booking/hold', { item: entry }, (await guestBuyer()).headers)).code).toBe('SUCCESS');

    at('17:00');
    const closed = await search({ region: 'hue', date: today });
    expect(closed.data.items.find((item) => item.id === 'dai-noi-hue')).toMatchObject({
      forToday: true,
      openToday: false,
      available: false,
    });
    // Another day's results still say whether today can be booked.
    const tomorrow = await search({ region: 'hue', date: addDays(today, 1) });
    expect(tomorrow.data.items.find((item) => item.id === 'dai-noi-hue')).toMatchObject({
      forToday: false,
      openToday: false,
      available: true,
    });
    const late = await bookingCall('/booking/hold', { item: entry }, (await guestBuyer()).headers, freshKey(), 'en');
    expect(late.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(late.data)).toContain('Today’s last entry has passed');
  });
});
