import type { Tickets, Vnd } from '#content/place-facts.ts';
import { legFare, type VndRange } from './fares.ts';
import { addDays } from '#lib/vietnam-days.ts';
import { estimateLeg, type Coordinates, type TravelMode } from './travel.ts';

/*
 * A plan's budget (decision 0087): what each day will cost from the guide's own figures (each
 * stop's admission or typical spend, the ride to the next stop by its mode) and the bookings on its
 * days at the price taken with their hold, per day and in total, as VND ranges. Pure, so the
 * planner and the tests compute the same figures.
 */

export type { VndRange } from './fares.ts';

/** What a place's cost buys, by its kind: a ticket, a meal, a night. */
export type SpendKind = 'entry' | 'food' | 'stay';

/** A place's cost as its guide records it (`cost` in its front matter, per adult) and what it buys. */
export interface PlaceCost {
  cost: VndRange;
  spend: SpendKind;
}

/** The spend of a place of this kind (content/taxonomy.ts's place kinds). */
export const spendOf = (kind: string): SpendKind => (kind === 'food' ? 'food' : kind === 'hotel' ? 'stay' : 'entry');

const priceRange = (price: Vnd): VndRange =>
  typeof price === 'number' ? { min: price, max: price } : { min: price[0], max: price[1] };

/**
 * What entering costs an adult by the place's tickets (decision 0095): from the lowest admission to
 * the highest (the foreigner's price where it differs) plus every priced extra a visitor may take
 * (a boat, a cable car); a combined ticket replaces the admission rather than adding to it. Extras
 * without a price add nothing: the page says they are paid apart.
 */
export function admissionCost(tickets: Tickets): VndRange {
  if (tickets.admission === 'none') return ZERO;
  const admission =
    tickets.admission === 'free'
      ? ZERO
      : {
          min: priceRange(tickets.adult).min,
          max: Math.max(priceRange(tickets.adult).max, tickets.foreigner ? priceRange(tickets.foreigner).max : 0),
        };
  let max = admission.max;
  for (const extra of tickets.extras ?? []) {
    if (extra.vnd === undefined) continue;
    const top = priceRange(extra.vnd).max;
    max = extra.what === 'combo' ? Math.max(max, top) : max + top;
  }
  return { min: admission.min, max };
}

/**
 * A place's cost in a budget: a sight's entry from its tickets, so that a ticket price changed on
 * the page changes every budget; a meal or a night (a place without an entry ticket) from its cost.
 */
export function placeCost(place: { kind: string; cost: VndRange; tickets: Tickets }): PlaceCost {
  const spend = spendOf(place.kind);
  const byTickets = spend === 'entry' && place.tickets.admission !== 'none';
  return { spend, cost: byTickets ? admissionCost(place.tickets) : { min: place.cost.min, max: place.cost.max } };
}

export interface BudgetStop {
  place: string;
  coordinates: Coordinates;
  /** How the next stop of the day is reached; the day's last stop's is not used. */
  mode: TravelMode;
}

/** An order on the plan's days: it counts once, on its first day, at what it costs the buyer. */
export interface BudgetBooking {
  key: string;
  /** YYYY-MM-DD: the first day of its first line. */
  date: string;
  /** VND, taxes and fees included: the quote taken with the hold, less what was refunded. */
  amount: number;
  /** The places its tickets admit to: a stop there already paid its entry. */
  admits: string[];
}

export interface DayBudget {
  date: string;
  entry: VndRange;
  food: VndRange;
  stay: VndRange;
  transport: VndRange;
  /** What the day's bookings cost, and their keys. */
  booked: number;
  bookings: string[];
  /** The stops whose guide records no cost (a place not in the catalogue any more). */
  unpriced: string[];
  total: VndRange;
}

export interface TripBudget {
  days: DayBudget[];
  total: VndRange;
}

const ZERO: VndRange = { min: 0, max: 0 };
const plus = (a: VndRange, b: VndRange): VndRange => ({ min: a.min + b.min, max: a.max + b.max });
const exactly = (vnd: number): VndRange => ({ min: vnd, max: vnd });

/** One day's ranges, without its date: the itinerary pages, which have no dates, show these. */
export function dayBudget(
  stops: readonly BudgetStop[],
  costOf: (place: string) => PlaceCost | undefined,
  bookings: readonly BudgetBooking[] = [],
): Omit<DayBudget, 'date'> {
  const admitted = new Set(bookings.flatMap((booking) => booking.admits));
  const spent: Record<SpendKind, VndRange> = { entry: ZERO, food: ZERO, stay: ZERO };
  const unpriced: string[] = [];
  let transport = ZERO;
  stops.forEach((stop, index) => {
    const known = costOf(stop.place);
    if (!known) unpriced.push(stop.place);
    // A ticket booked for the day is the stop's entry, counted with the bookings.
    else if (!(known.spend === 'entry' && admitted.has(stop.place)))
      spent[known.spend] = plus(spent[known.spend], known.cost);
    const next = stops[index + 1];
    if (next)
      transport = plus(
        transport,
        legFare(estimateLeg(stop.coordinates, next.coordinates, stop.mode).roadKm, stop.mode),
      );
  });
  const booked = bookings.reduce((sum, booking) => sum + booking.amount, 0);
  return {
    ...spent,
    transport,
    booked,
    bookings: bookings.map((booking) => booking.key),
    unpriced,
    total: [spent.entry, spent.food, spent.stay, transport, exactly(booked)].reduce(plus),
  };
}

/**
 * The budget of a plan starting on `startDate` (YYYY-MM-DD), one list of stops per day. Bookings
 * whose date falls on none of its days are left out.
 */
export function tripBudget(
  startDate: string,
  days: readonly (readonly BudgetStop[])[],
  costOf: (place: string) => PlaceCost | undefined,
  bookings: readonly BudgetBooking[] = [],
): TripBudget {
  const budgets = days.map((stops, index) => {
    const date = addDays(startDate, index);
    return {
      date,
      ...dayBudget(
        stops,
        costOf,
        bookings.filter((booking) => booking.date === date),
      ),
    };
  });
  return { days: budgets, total: budgets.map((day) => day.total).reduce(plus, ZERO) };
}
