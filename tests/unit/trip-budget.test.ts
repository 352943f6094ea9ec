import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Tickets } from '#content/place-facts.ts';
import type { Order } from '#features/booking/contract.ts';
import { approximateForeignRange, formatVndRange } from '#lib/money.ts';
import { budgetBookings } from '#features/trips/budget-bookings.ts';
import {
  admissionCost,
  dayBudget,
  placeCost,
  spendOf,
  tripBudget,
  type BudgetStop,
  type PlaceCost,
  type VndRange,
} from '#lib/travel/budget.ts';
import { legFare } from '#lib/travel/fares.ts';
import type { Coordinates } from '#lib/travel/travel.ts';

/*
 * A plan's budget (decision 0087), against figures worked out by hand from the guides' front
 * matter (content/places/*: a sight's tickets, a meal's cost, decision 0103), the travel model's
 * road km (decision 0025) and the fare model (src/lib/travel/fares.ts). The browser test
 * (tests/e2e/planner.spec.ts) shows the same plan.
 */

const PLACES: Record<string, PlaceCost & { lat: number; lng: number }> = {
  'ho-hoan-kiem': { lat: 21.0288, lng: 105.8523, cost: { min: 0, max: 0 }, spend: 'entry' },
  'pho-co-ha-noi': { lat: 21.0345, lng: 105.85, cost: { min: 0, max: 0 }, spend: 'entry' },
  'van-mieu-quoc-tu-giam': { lat: 21.0285, lng: 105.8355, cost: { min: 70_000, max: 70_000 }, spend: 'entry' },
  'bun-cha-huong-lien': { lat: 21.018, lng: 105.8534, cost: { min: 50_000, max: 120_000 }, spend: 'food' },
  'dai-noi-hue': { lat: 16.469, lng: 107.578, cost: { min: 200_000, max: 420_000 }, spend: 'entry' },
  'lang-tu-duc': { lat: 16.4336, lng: 107.5656, cost: { min: 150_000, max: 420_000 }, spend: 'entry' },
};
const stop = (place: string, mode: BudgetStop['mode']): BudgetStop => {
  const { lat, lng } = PLACES[place] ?? { lat: 0, lng: 0 };
  return { place, coordinates: { lat, lng }, mode };
};
const costOf = (place: string) => PLACES[place];

/** Day 1 in Hà Nội on foot, by car and by motorbike; day 2 in Huế by car, the citadel booked. */
const DAYS = [
  [
    stop('ho-hoan-kiem', 'walk'),
    stop('pho-co-ha-noi', 'car'),
    stop('van-mieu-quoc-tu-giam', 'motorbike'),
    stop('bun-cha-huong-lien', 'walk'),
  ],
  [stop('dai-noi-hue', 'car'), stop('lang-tu-duc', 'car')],
];
/** Two adult tickets to the citadel (200,000 ₫ each, VAT included), booked for day 2. */
const CITADEL_TICKETS = { key: 'NVT-TEST01', date: '2027-03-11', amount: 400_000, admits: ['dai-noi-hue'] };

describe('ride fares', () => {
  it('opens with a fare that covers 2 km, then charges per km, to the thousand đồng', () => {
    // 2.22 road km by car: 25,000 + 0.22 × 9,000 = 26,980 → 27,000; 32,000 + 0.22 × 12,500 = 34,750 → 35,000.
    expect(legFare(2.22, 'car')).toEqual({ min: 27_000, max: 35_000 });
    // 2.96 km by motorbike: 12,000 + 0.96 × 4,000 = 15,840 → 16,000; 15,000 + 0.96 × 5,500 = 20,280 → 20,000.
    expect(legFare(2.96, 'motorbike')).toEqual({ min: 16_000, max: 20_000 });
    expect(legFare(1.5, 'car')).toEqual({ min: 25_000, max: 32_000 });
    expect(legFare(3, 'walk')).toEqual({ min: 0, max: 0 });
    expect(legFare(0, 'car')).toEqual({ min: 0, max: 0 });
  });
});

describe('a plan’s budget', () => {
  it('adds each day’s tickets, meals and rides, with the bookings on its days, and the trip’s total', () => {
    const budget = tripBudget('2027-03-10', DAYS, costOf, [CITADEL_TICKETS]);
    expect(budget.days[0]).toEqual({
      date: '2027-03-10',
      // Free + free + 70,000.
      entry: { min: 70_000, max: 70_000 },
      food: { min: 50_000, max: 120_000 },
      stay: { min: 0, max: 0 },
      // On foot 0; by car 2.22 km: 27,000–35,000; by motorbike 2.96 km: 16,000–20,000.
      transport: { min: 43_000, max: 55_000 },
      booked: 0,
      bookings: [],
      unpriced: [],
      total: { min: 163_000, max: 245_000 },
    });
    expect(budget.days[1]).toEqual({
      date: '2027-03-11',
      // The citadel's entry is the booked tickets, counted once: only Tự Đức's tomb is left.
      entry: { min: 150_000, max: 420_000 },
      food: { min: 0, max: 0 },
      stay: { min: 0, max: 0 },
      // 5.61 km by car: 25,000 + 3.61 × 9,000 = 57,490 → 57,000; 32,000 + 3.61 × 12,500 = 77,125 → 77,000.
      transport: { min: 57_000, max: 77_000 },
      booked: 400_000,
      bookings: ['NVT-TEST01'],
      unpriced: [],
      total: { min: 607_000, max: 897_000 },
    });
    expect(budget.total).toEqual({ min: 770_000, max: 1_142_000 });
  });

  it('leaves out bookings on other days and names the stops the guides do not price', () => {
    const budget = tripBudget('2027-03-10', [[stop('ho-hoan-kiem', 'car'), stop('gone-place', 'walk')]], costOf, [
      CITADEL_TICKETS,
    ]);
    expect(budget.days[0]?.booked).toBe(0);
    expect(budget.days[0]?.unpriced).toEqual(['gone-place']);
    // The ride to an unpriced stop still counts: its position is known.
    expect(budget.days[0]?.transport.min).toBeGreaterThan(0);
    expect(budget.total).toEqual(budget.days[0]?.total);
  });

  it('counts a meal as food and a hotel as a room', () => {
    expect([spendOf('food'), spendOf('hotel'), spendOf('museum'), spendOf('nature')]).toEqual([
      'food',
      'stay',
      'entry',
      'entry',
    ]);
  });
});

describe('bookings in a budget', () => {
  const order = (state: Order['state'], items: Partial<Order['items'][number]>[], refunded = 0) =>
    ({
      number: `NVT-${state}`,
      state,
      items: items.map((item) => ({ kind: 'ticket', product: 'ticket:x', firstDay: '2027-03-11', days: 1, ...item })),
      quote: { total: 400_000 },
      payment: { method: null, paid: 0, refunded },
    }) as unknown as Order;

  it('counts held, awaiting and confirmed orders once, on their first day, at the quote less refunds', () => {
    const orders = [
      order('confirmed', [{ product: 'ticket:dai-noi-hue' }], 100_000),
      order('awaiting_payment', [
        { kind: 'flight', product: 'flight:vn1:economy', firstDay: '2027-03-14' },
        { kind: 'flight', product: 'flight:vn2:economy', firstDay: '2027-03-12' },
      ]),
      order('held', [{ kind: 'hotel', product: 'hotel:an-lam:deluxe', firstDay: '2027-03-10', days: 2 }]),
      order('expired', [{}]),
      order('cancelled', [{}]),
      order('refunded', [{}]),
    ];
    const places: Record<string, string> = { 'dai-noi-hue': 'dai-noi-hue' };
    expect(budgetBookings(orders, (attraction) => places[attraction])).toEqual([
      { key: 'NVT-confirmed', date: '2027-03-11', amount: 300_000, admits: ['dai-noi-hue'] },
      { key: 'NVT-awaiting_payment', date: '2027-03-12', amount: 400_000, admits: [] },
      { key: 'NVT-held', date: '2027-03-10', amount: 400_000, admits: [] },
    ]);
  });
});

describe('a budget in the visitor’s currency', () => {
  // The default build-time rates: 26,000 ₫ per dollar, 3,600 per yuan (decision 0036).
  const day1 = { min: 213_000, max: 495_000 };
  const trip = { min: 820_000, max: 1_392_000 };

  it('writes the range in đồng as each locale does, and one amount when both ends agree', () => {
    expect(formatVndRange(day1, 'vi')).toMatch(/^213\.000\s?[-–]\s?495\.000\s₫$/);
    expect(formatVndRange(trip, 'en')).toMatch(/^₫820,000\s?[-–]\s?₫1,392,000$/);
    expect(formatVndRange({ min: 70_000, max: 70_000 }, 'zh')).toBe('₫70,000');
  });

  it('approximates it in whole dollars in English and yuan in Chinese, nothing in Vietnamese', () => {
    // 213,000 / 26,000 = 8.19; 495,000 / 26,000 = 19.04; 820,000 / 26,000 = 31.54; 1,392,000 / 26,000 = 53.54.
    expect(approximateForeignRange(day1, 'en')).toMatch(/^≈ \$8\s?[-–]\s?\$19$/);
    expect(approximateForeignRange(trip, 'en')).toMatch(/^≈ \$32\s?[-–]\s?\$54$/);
    // 213,000 / 3,600 = 59.17; 495,000 / 3,600 = 137.5, rounded half up; 820,000 / 3,600 = 227.78; 1,392,000 / 3,600 = 386.67.
    expect(approximateForeignRange(day1, 'zh')).toMatch(/^≈ ¥59\s?[-–]\s?¥138$/);
    expect(approximateForeignRange(trip, 'zh')).toMatch(/^≈ ¥228\s?[-–]\s?¥387$/);
    expect(approximateForeignRange({ min: 70_000, max: 70_000 }, 'en')).toBe('≈ $3');
    expect(approximateForeignRange(trip, 'vi')).toBeNull();
  });
});

describe('a sight’s entry in a budget comes from its tickets (decision 0103)', () => {
  const ROOT = new URL('../../', import.meta.url).pathname;
  const placeOf = (slug: string) => {
    const [, front = ''] = readFileSync(`${ROOT}content/places/vi/${slug}.md`, 'utf8').split(/^---$/m);
    return parse(front) as { kind: string; cost: VndRange; tickets: Tickets; coordinates: Coordinates };
  };

  it('reads the admission, the foreigner’s price, priced extras and a combined ticket', () => {
    expect(admissionCost({ admission: 'ticketed', adult: 100_000, source: 'unverified' })).toEqual({
      min: 100_000,
      max: 100_000,
    });
    expect(
      admissionCost({
        admission: 'ticketed',
        adult: [40_000, 60_000],
        foreigner: 150_000,
        extras: [{ what: 'boat', vnd: [100_000, 200_000] }, { what: 'guide' }],
        source: 'unverified',
      }),
    ).toEqual({ min: 40_000, max: 350_000 });
    // A combined ticket is bought instead of the single one.
    expect(
      admissionCost({
        admission: 'ticketed',
        adult: 200_000,
        extras: [{ what: 'combo', vnd: 420_000 }],
        source: 'unverified',
      }),
    ).toEqual({ min: 200_000, max: 420_000 });
    expect(admissionCost({ admission: 'free', extras: [{ what: 'eCart' }], source: 'unverified' })).toEqual({
      min: 0,
      max: 0,
    });
  });

  it('prices a sight by its tickets and a meal or a night by its cost', () => {
    expect(placeCost(placeOf('hoang-thanh-thang-long'))).toEqual({
      spend: 'entry',
      cost: { min: 100_000, max: 100_000 },
    });
    expect(placeCost(placeOf('cha-ca-la-vong'))).toEqual({ spend: 'food', cost: placeOf('cha-ca-la-vong').cost });
  });

  it('follows a ticket price changed on a place page into the itinerary’s day', () => {
    const plan = ['lang-chu-tich-ho-chi-minh', 'hoang-thanh-thang-long', 'van-mieu-quoc-tu-giam'];
    const stops = plan.map((slug) => ({ place: slug, coordinates: placeOf(slug).coordinates, mode: 'walk' as const }));
    const day = (places: Map<string, ReturnType<typeof placeOf>>) =>
      dayBudget(stops, (slug) => {
        const place = places.get(slug);
        return place && placeCost(place);
      });
    const catalogue = new Map(plan.map((slug) => [slug, placeOf(slug)]));
    const asWritten = day(catalogue).entry;
    const adults = plan.map((slug) => {
      const tickets = placeOf(slug).tickets;
      return tickets.admission === 'ticketed' && typeof tickets.adult === 'number' ? tickets.adult : 0;
    });
    expect(asWritten).toEqual({ min: adults.reduce((a, b) => a + b), max: adults.reduce((a, b) => a + b) });
    const citadel = catalogue.get('hoang-thanh-thang-long');
    if (citadel?.tickets.admission !== 'ticketed') throw new Error('the citadel has an entry ticket');
    catalogue.set('hoang-thanh-thang-long', {
      ...citadel,
      tickets: { ...citadel.tickets, adult: 150_000 },
    });
    const raised = day(catalogue).entry;
    expect(raised.min - asWritten.min).toBe(150_000 - (citadel.tickets.adult as number));
    expect(raised.max - asWritten.max).toBe(150_000 - (citadel.tickets.adult as number));
  });
});
