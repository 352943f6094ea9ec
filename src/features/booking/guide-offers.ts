/*
 * What a guide page offers to book (decision 0081), as the server builds it into the static page:
 * "from" prices of the build day, taxes and fees included (src/features/booking/server/guide-offers.ts).
 */

export interface TicketOffer {
  id: string;
  name: string;
  hours: string;
  /** One adult's ticket on the build day, taxes and fees included. */
  adultFrom: number;
}

export interface HotelOffer {
  id: string;
  name: string;
  stars: number;
  area: string;
  /** The cheapest room's weekday night for one room, taxes and fees included. */
  nightFrom: number;
}

export interface SimCounter {
  code: string;
  airport: string;
  counter: string;
  hours: string;
}

/** Tickets as a guide page lists them, priced on `day`. */
export interface GuideTickets {
  day: string;
  tickets: TicketOffer[];
}

/** What a region's guide offers to book, priced on `day`. */
export interface RegionOffers {
  day: string;
  hotels: HotelOffer[];
  tickets: TicketOffer[];
  simCounters: SimCounter[];
}
