import { airportByCode } from '#features/booking/server/catalogue.ts';
import type { ProductListing } from '#features/booking/server/product-kinds.ts';
import { keyOfOwner } from '#features/booking/product-id.ts';
import { simPickup, sims, simProduct } from './catalogue.ts';

/**
 * What booking's pages show of SIMs (decision 0106), from the catalogue alone: pages built ahead of
 * time read it (the order page's names, My trips' details, a region's pickup counters).
 */
export const simListing: ProductListing = {
  kind: 'sim',
  names(locale) {
    const names: Record<string, string> = {};
    for (const sim of sims) names[simProduct(sim.id)] = sim.name[locale];
    // Where a physical SIM is collected: the counter and its hours, and when a hotel delivery arrives.
    for (const airport of simPickup.airports) {
      const city = airportByCode.get(airport.code)?.city[locale] ?? airport.code;
      names[`simCounter:${airport.code}`] = `${city} (${airport.code}): ${airport.counter[locale]}`;
      names[`simHours:${airport.code}`] = airport.hours;
    }
    names['simHours:hotel'] = simPickup.hotelDeliveryBy;
    return names;
  },
  bookedDetails: (locale) =>
    Object.fromEntries(
      sims.map((sim) => [keyOfOwner('sim', sim.id), { name: sim.name[locale], address: null, time: null }]),
    ),
  airportCounters: simPickup.airports,
};
