import type { Locale } from '../../lib/i18n/locales.ts';
import { allPackages } from '../data-packages/catalogue.ts';
import { attractions, flightCatalogue, hotels } from './catalogue.ts';

/**
 * Names of what an order line holds (`hotel:<id>:<room>`, `flight:<no>:<class>`, `ticket:<id>`, `data:<package>`), in
 * one language, built into the order page's shell: the engine's order keeps product keys only, and
 * the catalogue is the demo supplier's (decision 0036).
 */
export function productNames(locale: Locale): Record<string, string> {
  const names: Record<string, string> = {};
  for (const hotel of hotels)
    for (const room of hotel.roomTypes)
      names[`hotel:${hotel.id}:${room.id}`] = `${hotel.name[locale]} · ${room.name[locale]}`;
  for (const flight of flightCatalogue.flights)
    for (const fare of flight.fareClasses)
      names[`flight:${flight.id}:${fare.id}`] = `${flight.id} ${flight.from} → ${flight.to}`;
  for (const attraction of attractions) names[`ticket:${attraction.id}`] = attraction.name[locale];
  for (const entry of allPackages()) names[`data:${entry.id}`] = entry.name[locale];
  return names;
}
