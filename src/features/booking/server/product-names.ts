import type { Locale } from '#lib/i18n/locales.ts';
import { attractions, flightCatalogue, flightProduct, hotels, roomProduct, ticketProduct } from './catalogue.ts';
import type { ProductListing } from './product-kinds.ts';

/**
 * Names of what an order line holds (`hotel:<id>:<room>`, `flight:<no>:<class>`, `ticket:<id>[:<slot>]`,
 * and the other kinds' from the composition root: `sim:<id>` and the SIM pickup counters, `data:<package>`),
 * in one language, built into the order page's shell: the engine's order keeps product keys only, and
 * the catalogue is the demo supplier's (decision 0036).
 */
export function productNames(locale: Locale, kinds: readonly ProductListing[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const hotel of hotels)
    for (const room of hotel.roomTypes)
      names[roomProduct(hotel, room)] = `${hotel.name[locale]} · ${room.name[locale]}`;
  for (const flight of flightCatalogue.flights)
    for (const fare of flight.fareClasses)
      names[flightProduct(flight, fare.id)] = `${flight.id} ${flight.from} → ${flight.to}`;
  // A flight's ends: "Noi Bai Airport, Hanoi (HAN)".
  for (const airport of flightCatalogue.airports)
    names[`airport:${airport.code}`] = `${airport.name[locale]}, ${airport.city[locale]} (${airport.code})`;
  for (const attraction of attractions) {
    names[ticketProduct(attraction)] = attraction.name[locale];
    for (const slot of attraction.slots?.times ?? []) names[ticketProduct(attraction, slot)] = attraction.name[locale];
  }
  for (const kind of kinds) Object.assign(names, kind.names(locale));
  return names;
}
