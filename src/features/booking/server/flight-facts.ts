import type { FlightEnd, FlightFacts } from '../contract.ts';
import { airportByCode, flightById, flightCatalogue, type Flight } from './catalogue.ts';
import { vietnamTime } from '#lib/vietnam-days.ts';
import { parseProduct } from '../product-id.ts';

/** Every demo airport is in Vietnam, on one clock all year. */
const AIRPORT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const end = (airport: string, at: Date): FlightEnd => ({
  airport,
  terminal: airportByCode.get(airport)?.domesticTerminal ?? '',
  at: at.toISOString(),
  timeZone: AIRPORT_TIME_ZONE,
});

/** Where and when a flight leaves and lands on a day. */
export function flightEnds(flight: Flight, day: string): { from: FlightEnd; to: FlightEnd } {
  const departure = vietnamTime(day, flight.departs);
  return {
    from: end(flight.from, departure),
    to: end(flight.to, new Date(departure.getTime() + flight.minutes * 60_000)),
  };
}

/** An order line's flight (`flight:<number>:<class>` on a day), or undefined for another product. */
export function flightFacts(product: string, day: string): FlightFacts | undefined {
  const id = parseProduct(product);
  const flight = id?.kind === 'flight' ? flightById.get(id.flight) : undefined;
  const fare = id?.kind === 'flight' ? flight?.fareClasses.find((one) => one.id === id.fareClass) : undefined;
  if (!flight || !fare) return undefined;
  return {
    number: flight.id,
    ...flightEnds(flight, day),
    minutes: flight.minutes,
    fareClass: fare.id,
    baggageKg: fare.baggageKg,
    cabinKg: flightCatalogue.fareRules[fare.id].cabinKg,
  };
}
