import type { Locale } from '../../../lib/i18n/locales.ts';
import { allPackages } from '../../data-packages/server/catalogue.ts';
import { simPickup, sims, simProduct } from '../../sim/server/catalogue.ts';
import {
  airportByCode,
  attractions,
  flightCatalogue,
  flightProduct,
  hotels,
  roomProduct,
  ticketProduct,
} from './catalogue.ts';
import { formatProduct } from '../product-id.ts';

/**
 * Names of what an order line holds (`hotel:<id>:<room>`, `flight:<no>:<class>`, `ticket:<id>[:<slot>]`,
 * `sim:<id>`, `data:<package>`, and the SIM pickup counters), in one language, built into the order
 * page's shell: the engine's order keeps product keys only, and the catalogue is the demo supplier's
 * (decision 0036).
 */
export function productNames(locale: Locale): Record<string, string> {
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
  for (const sim of sims) names[simProduct(sim.id)] = sim.name[locale];
  // Where a physical SIM is collected: the counter and its hours, and when a hotel delivery arrives.
  for (const airport of simPickup.airports) {
    const city = airportByCode.get(airport.code)?.city[locale] ?? airport.code;
    names[`simCounter:${airport.code}`] = `${city} (${airport.code}): ${airport.counter[locale]}`;
    names[`simHours:${airport.code}`] = airport.hours;
  }
  names['simHours:hotel'] = simPickup.hotelDeliveryBy;
  for (const entry of allPackages()) names[formatProduct({ kind: 'data', package: entry.id })] = entry.name[locale];
  return names;
}
