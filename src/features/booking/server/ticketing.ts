import { randomInt } from 'node:crypto';

/*
 * What an airline issues when a flight is paid for or confirmed (decision 0079): one booking
 * reference (PNR) for the order, and one e-ticket number per passenger, the same on each flight of
 * the trip, as airlines print them. The demo carrier's numbers start with 900, which no IATA
 * airline uses as its ticketing code.
 */

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const DEMO_TICKETING_CODE = '900';

/** Six letters and digits without look-alikes, as a PNR is read out at a check-in counter. */
export const bookingReference = () =>
  Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** The airline's three digits and ten more: 13 digits, as on every e-ticket receipt. */
export const eTicketNumber = () =>
  DEMO_TICKETING_CODE + Array.from({ length: 10 }, () => String(randomInt(10))).join('');
