import { and, eq, gte, sql } from 'drizzle-orm';
import type { BookingItem } from '../contract.ts';
import { MAX_NIGHTS } from '../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import { serverConfig } from '#server/config.ts';
import { bookingInventory } from '#server/db/schema/index.ts';
import {
  attractionById,
  flightById,
  flightCatalogue,
  flightProduct,
  hotelById,
  roomProduct,
  ticketProduct,
  type Attraction,
  type Hotel,
} from './catalogue.ts';
import { addDays, daysBetween, vietnamDay, vietnamTime } from '#lib/vietnam-days.ts';
import { productKind, productKinds } from './product-kinds.ts';
import type { PlannedItem, Supplier, Units } from './supplier.ts';
import { termsFrom } from './terms.ts';
import { NO_RULES, termsRules, type TermsRules } from './terms-rules.ts';
import { ticketStart, ticketTooLate } from './ticket-times.ts';
import { keyOfOwner } from '../product-id.ts';

/** The supplier id of the built-in inventory, in `booking_inventory.supplier` and on orders. */
export const BUILTIN_SUPPLIER = 'builtin';

const invalid = (path: string, message: string) => new ApiError('VALIDATION_ERROR', { fields: [{ path, message }] });

export function checkDay(day: string, today: string, path: string): void {
  if (day < today) throw invalid(path, 'booking:field.past');
  // Rows exist this far ahead (inventory.ts); a later day is not on sale yet.
  if (daysBetween(today, day) >= serverConfig.booking.saleDays) throw invalid(path, 'booking:field.tooFar');
}

/*
 * The terms a line gets: its product's rule as its manager set it (terms-rules.ts), else the
 * catalogue's, counted back from when it starts. Search answers and holds both read them here.
 */

/** A stay's terms, counted back from the check-in time on its first night; a room type's are its hotel's. */
export const stayTerms = (
  hotel: Pick<Hotel, 'id' | 'checkInFrom' | 'cancellation'>,
  checkIn: string,
  rules: TermsRules = NO_RULES,
) => termsFrom(rules.get(keyOfOwner('hotel', hotel.id)) ?? hotel.cancellation, vietnamTime(checkIn, hotel.checkInFrom));

/** A fare's terms, counted back from the departure. */
export const fareTerms = (
  flight: Parameters<typeof flightProduct>[0],
  fareClass: keyof typeof flightCatalogue.fareRules,
  departure: Date,
  rules: TermsRules = NO_RULES,
) => termsFrom(rules.get(flightProduct(flight, fareClass)) ?? flightCatalogue.fareRules[fareClass], departure);

/**
 * A ticket's terms, counted back from its slot's start, or from the start of its day. The desk sets
 * them per attraction (`ticket:<id>`), whatever the slot.
 */
export const ticketTerms = (
  attraction: Parameters<typeof ticketProduct>[0] & Pick<Attraction, 'cancellation'>,
  day: string,
  rules: TermsRules = NO_RULES,
  slot?: string,
) => termsFrom(rules.get(ticketProduct(attraction)) ?? attraction.cancellation, ticketStart(day, slot));

function planHotel(item: Extract<BookingItem, { kind: 'hotel' }>, now: Date, rules: TermsRules): PlannedItem {
  const hotel = hotelById.get(item.hotel);
  const roomType = hotel?.roomTypes.find((type) => type.id === item.roomType);
  if (!hotel || !roomType) throw new ApiError('NOT_FOUND');
  const nights = daysBetween(item.checkIn, item.checkOut);
  checkDay(item.checkIn, vietnamDay(now), 'data.item.checkIn');
  if (nights < 1 || nights > MAX_NIGHTS) throw invalid('data.item.checkOut', 'booking:field.nights');
  if (item.guests > roomType.maxGuests * item.rooms) throw invalid('data.item.guests', 'booking:field.tooManyGuests');
  return {
    kind: 'hotel',
    product: roomProduct(hotel, roomType),
    firstDay: item.checkIn,
    days: nights,
    quantity: item.rooms,
    mix: { adults: item.guests, children: 0, infants: 0 },
    terms: stayTerms(hotel, item.checkIn, rules),
  };
}

function planFlight(item: Extract<BookingItem, { kind: 'flight' }>, now: Date, rules: TermsRules): PlannedItem {
  const flight = flightById.get(item.flight);
  if (!flight?.fareClasses.some((fare) => fare.id === item.fareClass)) throw new ApiError('NOT_FOUND');
  checkDay(item.date, vietnamDay(now), 'data.item.date');
  const departure = vietnamTime(item.date, flight.departs);
  // Seats are sold until an hour before departure, as at the airlines' own sites.
  if (departure.getTime() - now.getTime() < 3600_000) throw invalid('data.item.date', 'booking:field.departed');
  // An infant travels on an adult's lap: at most one each, and takes no seat.
  if (item.infants > item.adults) throw invalid('data.item.infants', 'booking:field.infants');
  return {
    kind: 'flight',
    product: flightProduct(flight, item.fareClass),
    firstDay: item.date,
    days: 1,
    quantity: item.adults + item.children,
    mix: { adults: item.adults, children: item.children, infants: item.infants },
    terms: fareTerms(flight, item.fareClass, departure, rules),
  };
}

function planTicket(item: Extract<BookingItem, { kind: 'ticket' }>, now: Date, rules: TermsRules): PlannedItem {
  const attraction = attractionById.get(item.attraction);
  if (!attraction) throw new ApiError('NOT_FOUND');
  const { slots } = attraction;
  // An attraction with fixed start times sells a slot's places; one without sells the day.
  if (slots && !item.slot) throw invalid('data.item.slot', 'booking:field.slotMissing');
  if (item.slot && !slots?.times.includes(item.slot)) throw invalid('data.item.slot', 'booking:field.slotUnknown');
  const today = vietnamDay(now);
  checkDay(item.date, today, 'data.item.date');
  // Valid today: a slot until it starts, a day ticket until the last entry (decision 0085).
  if (item.date === today && ticketTooLate(attraction, item.date, item.slot, now))
    throw item.slot
      ? invalid('data.item.slot', 'booking:field.slotStarted')
      : invalid('data.item.date', 'booking:field.closedToday');
  const quantity = item.adults + item.children;
  if (quantity < 1) throw invalid('data.item.adults', 'booking:field.noTickets');
  if (quantity > 9) throw invalid('data.item.adults', 'booking:field.tooManyTickets');
  return {
    kind: 'ticket',
    product: ticketProduct(attraction, item.slot),
    firstDay: item.date,
    days: 1,
    quantity,
    mix: { adults: item.adults, children: item.children, infants: 0 },
    terms: ticketTerms(attraction, item.date, rules, item.slot),
    childPrice: attraction.childPrice,
  };
}

const unitsOf = (units: Units) => {
  const days = Array.from({ length: units.days }, (_, i) => addDays(units.firstDay, i));
  return days.map((day) =>
    and(
      eq(bookingInventory.supplier, BUILTIN_SUPPLIER),
      eq(bookingInventory.product, units.product),
      eq(bookingInventory.day, day),
    ),
  );
};

/**
 * The demo inventory in `booking_inventory`. A hold is one guarded UPDATE per day, in date order
 * (so two holds over overlapping nights lock rows in the same order and never deadlock): the row
 * changes only while enough units are free, so however many processes and transactions race, the
 * units held and sold never pass the capacity (decision 0029). The table's CHECK backs this up.
 */
export const builtinSupplier: Supplier = {
  id: BUILTIN_SUPPLIER,
  demo: true,
  termsRules: (db) => termsRules(db, BUILTIN_SUPPLIER),
  plan(item, now, rules = NO_RULES) {
    if (item.kind === 'hotel') return planHotel(item, now, rules);
    if (item.kind === 'flight') return planFlight(item, now, rules);
    if (item.kind === 'ticket') return planTicket(item, now, rules);
    // A kind another area brings (SIMs), sold from this inventory.
    const builtin = productKind(item.kind)?.builtin;
    if (builtin) return builtin.plan(item, now, rules);
    throw new ApiError('NOT_FOUND');
  },
  async hold(tx, item) {
    const prices: number[] = [];
    for (const day of unitsOf(item)) {
      const [row] = await tx
        .update(bookingInventory)
        .set({ held: sql`${bookingInventory.held} + ${item.quantity}` })
        .where(
          and(
            day,
            gte(sql`${bookingInventory.capacity} - ${bookingInventory.held} - ${bookingInventory.sold}`, item.quantity),
            // A stop-sell (src/features/staff/server/inventory.ts) sets this under the same row lock.
            eq(bookingInventory.stopped, false),
          ),
        )
        .returning({ price: bookingInventory.price });
      // No row: sold out that day, stopped, or no inventory at all (not on sale): all read as sold out.
      if (!row) throw new ApiError('SOLD_OUT');
      prices.push(row.price);
    }
    return prices;
  },
  async confirm(tx, units) {
    for (const day of unitsOf(units)) {
      const moved = await tx
        .update(bookingInventory)
        .set({
          held: sql`${bookingInventory.held} - ${units.quantity}`,
          sold: sql`${bookingInventory.sold} + ${units.quantity}`,
        })
        .where(and(day, gte(bookingInventory.held, units.quantity)))
        .returning({ day: bookingInventory.day });
      if (moved.length === 0) throw new Error(`held units missing for ${units.product}`);
    }
  },
  async release(tx, units, from) {
    const column = from === 'held' ? bookingInventory.held : bookingInventory.sold;
    for (const day of unitsOf(units)) {
      const moved = await tx
        .update(bookingInventory)
        .set({ [from]: sql`${column} - ${units.quantity}` })
        .where(and(day, gte(column, units.quantity)))
        .returning({ day: bookingInventory.day });
      if (moved.length === 0) throw new Error(`${from} units missing for ${units.product}`);
    }
  },
  // A line of a kind another area brings keeps what its delivery needs (a SIM's, and its passports).
  async recordDelivery(tx, orderId, _item, request) {
    await productKind(request.kind)?.builtin?.recordDelivery(tx, orderId, request);
  },
  // Paid first where a kind says so (an eSIM; nothing for hotels, flights and tickets).
  async paidBeforeDelivery(tx, orderId) {
    for (const kind of productKinds()) {
      const reason = await kind.builtin?.paidBeforeDelivery(tx, orderId);
      if (reason) return reason;
    }
    return null;
  },
  // What a kind delivers beyond units starts here (a paid eSIM's profile is asked for by a job).
  async deliver(tx, orderId) {
    for (const kind of productKinds()) await kind.builtin?.deliver(tx, orderId);
  },
};
