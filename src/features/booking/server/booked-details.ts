import { clockAfter, openingHours, type BookedDetail } from '../booked-details.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { airportByCode, attractions, flightCatalogue, hotels } from './catalogue.ts';
import { keyOfOwner } from '../product-id.ts';
import type { ProductListing } from './product-kinds.ts';

/**
 * Every bookable product's name, time and address in one language, by detail key
 * (src/features/booking/booked-details.ts): what My trips and the calendar file show for a booking on its
 * day. An attraction's address is its guide place's (`addressOf`, from the content the caller has);
 * a hotel's is its area; a flight's, its two airports; the other kinds' (SIMs, data packages) their
 * own (`kinds`, from the composition root).
 */
export function bookedDetails(
  locale: Locale,
  addressOf: (place: string) => string | undefined,
  kinds: readonly ProductListing[],
): Record<string, BookedDetail> {
  const details: Record<string, BookedDetail> = {};
  for (const hotel of hotels)
    details[keyOfOwner('hotel', hotel.id)] = {
      name: hotel.name[locale],
      address: hotel.area[locale],
      time: { kind: 'checkIn', from: hotel.checkInFrom, checkOutUntil: hotel.checkOutUntil },
    };
  const airport = (code: string) => {
    const known = airportByCode.get(code);
    return known ? `${known.name[locale]} (${code})` : code;
  };
  for (const flight of flightCatalogue.flights)
    details[keyOfOwner('flight', flight.id)] = {
      name: `${flight.id} ${flight.from} → ${flight.to}`,
      address: `${airport(flight.from)} → ${airport(flight.to)}`,
      time: {
        kind: 'flight',
        departs: flight.departs,
        arrives: clockAfter(flight.departs, flight.minutes),
        minutes: flight.minutes,
      },
    };
  for (const attraction of attractions) {
    const hours = openingHours(attraction.hours);
    details[keyOfOwner('ticket', attraction.id)] = {
      name: attraction.name[locale],
      address: (attraction.place && addressOf(attraction.place)) ?? null,
      time: hours && {
        kind: 'opening',
        ...hours,
        ...(attraction.slots ? { slotMinutes: attraction.slots.minutes } : {}),
      },
    };
  }
  for (const kind of kinds) Object.assign(details, kind.bookedDetails(locale));
  return details;
}
