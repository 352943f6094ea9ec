import type { TicketHit, TicketSlot } from '../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { pickInLanguage } from '#lib/i18n/localized-text.ts';
import { attractionListing } from '../listings.ts';
import type { FreeUnits } from './availability.ts';
import { ticketProduct, type Attraction } from './catalogue.ts';
import { vietnamDay } from '#lib/vietnam-days.ts';
import { catalogPhoto } from './hotel-details.ts';
import { listedTickets } from './listed-prices.ts';
import { ticketTerms } from './builtin-supplier.ts';
import type { TermsRules } from './terms-rules.ts';
import { lastEntryOf, openToday, ticketTooLate } from './ticket-times.ts';

interface Day {
  date: string;
  quantity: number;
  free: ReadonlyMap<string, FreeUnits>;
  locale: Locale;
  now: Date;
  /** The terms the desk set for new bookings (decision 0091). */
  rules?: TermsRules;
}

/** A time slot's places on the day; a slot of today that has started is not for sale. */
function slotOf(attraction: Attraction, time: string, day: Day): TicketSlot {
  const left = day.free.get(ticketProduct(attraction, time))?.free ?? 0;
  const started = day.date === vietnamDay(day.now) && ticketTooLate(attraction, day.date, time, day.now);
  return {
    time,
    left,
    available: !started && left >= day.quantity,
    started,
    terms: ticketTerms(attraction, day.date, day.rules, time),
  };
}

/**
 * An attraction as the ticket results show it for a day: its facts in the reader's language, its
 * slots (or the day's places), prices as the hold will quote them, and whether today still works.
 */
export function ticketHit(attraction: Attraction, day: Day, nearby: boolean): TicketHit {
  const slots = attraction.slots?.times.map((time) => slotOf(attraction, time, day)) ?? null;
  const forToday = day.date === vietnamDay(day.now);
  const dayProduct = ticketProduct(attraction);
  const dayLeft = day.free.get(dayProduct)?.free ?? 0;
  const closed = forToday && ticketTooLate(attraction, day.date, undefined, day.now);
  const firstOpen = slots?.find((slot) => slot.available) ?? slots?.find((slot) => !slot.started) ?? slots?.[0];
  const product = firstOpen ? ticketProduct(attraction, firstOpen.time) : dayProduct;
  const listed = listedTickets(
    attraction,
    { product, day: day.date, price: day.free.get(product)?.prices[0] ?? attraction.price },
    day.quantity,
  );
  const left = slots ? slots.filter((slot) => !slot.started).reduce((sum, slot) => sum + slot.left, 0) : dayLeft;
  return {
    ...pickInLanguage(attractionListing, attraction, day.locale),
    place: attraction.place ?? null,
    coordinates: attraction.coordinates,
    photos: attraction.photos.map(catalogPhoto),
    lastEntry: lastEntryOf(attraction),
    slots,
    slotMinutes: attraction.slots?.minutes ?? null,
    price: listed.adult,
    childPrice: listed.child,
    total: listed.total,
    left,
    available: slots ? slots.some((slot) => slot.available) : !closed && dayLeft >= day.quantity,
    nearby,
    forToday,
    openToday: openToday(attraction, day.now),
    terms: firstOpen?.terms ?? ticketTerms(attraction, day.date, day.rules),
  };
}
