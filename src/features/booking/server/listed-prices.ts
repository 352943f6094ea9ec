import type { Attraction } from './catalogue.ts';
import { vietnamDay } from '#lib/vietnam-days.ts';
import { quoteFor, type PricedItem } from './pricing.ts';

/*
 * What a list shows for an offer is what the hold will quote for it (decision 0073): each function
 * here describes the offer as the supplier's plan would and asks quoteFor, at the unit prices on
 * sale now, so every tax and fee the quote adds is in the listed price. A list never multiplies or
 * adds prices itself.
 */

const party = (adults: number, children = 0, infants = 0): PricedItem['mix'] => ({ adults, children, infants });

/** A stay as lists show it: the total for `rooms` rooms over the nights, and one room's price a night. */
export function listedStay(
  stay: { product: string; checkIn: string },
  nightly: number[],
  rooms: number,
): { total: number; perNight: number } {
  const item: PricedItem = {
    kind: 'hotel',
    product: stay.product,
    firstDay: stay.checkIn,
    quantity: rooms,
    mix: party(rooms),
  };
  const { total } = quoteFor(item, nightly);
  return { total, perNight: Math.round(total / rooms / Math.max(1, nightly.length)) };
}

/**
 * The price of a night before taxes and fees that a search filters on, for a highest listed price
 * of a night (one room, taxes and fees included): the largest whose listed price is within it. A
 * listed price never falls as the price rises, so a halving search over quoteFor finds it. Every
 * room type's night is taxed alike: the product is not asked for.
 */
export function nightPriceWithin(listedPerNight: number, checkIn: string): number {
  let low = 0;
  let high = listedPerNight;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (listedStay({ product: '', checkIn }, [middle], 1).perNight <= listedPerNight) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A fare class for the passengers searched: the party's total at the day's fare (infants on a lap). */
export function listedFare(
  fare: { product: string; day: string; price: number },
  passengers: { adults: number; children: number; infants: number },
): number {
  const item: PricedItem = {
    kind: 'flight',
    product: fare.product,
    firstDay: fare.day,
    quantity: passengers.adults + passengers.children,
    mix: party(passengers.adults, passengers.children, passengers.infants),
  };
  return quoteFor(item, [fare.price]).total;
}

/** An attraction's tickets for a day: one adult's, one child's, and `adults` adults' together. */
export function listedTickets(
  attraction: Pick<Attraction, 'childPrice'>,
  ticket: { product: string; day: string; price: number },
  adults: number,
): { adult: number; child: number; total: number } {
  const priced = (grown: number, children: number) =>
    quoteFor(
      {
        kind: 'ticket',
        product: ticket.product,
        firstDay: ticket.day,
        quantity: grown + children,
        mix: party(grown, children),
        childPrice: attraction.childPrice,
      },
      [ticket.price],
    ).total;
  return { adult: priced(1, 0), child: priced(0, 1), total: priced(adults, 0) };
}

/**
 * One unit of a product whose price does not change by day, bought today: a SIM (a hotel delivery
 * adds its fee, which its page names beside the price), a data package. Their areas name theirs.
 */
export const listedUnit = (kind: PricedItem['kind'], product: string, price: number): number =>
  quoteFor({ kind, product, firstDay: vietnamDay(new Date()), quantity: 1, mix: party(1) }, [price]).total;
