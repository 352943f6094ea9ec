import type { GuideTickets, RegionOffers, TicketOffer } from '../guide-offers.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { airportByCode, attractions, hotels, roomProduct, ticketProduct, type Attraction } from './catalogue.ts';
import { vietnamDay } from '#lib/vietnam-days.ts';
import { listedStay, listedTickets } from './listed-prices.ts';
import type { ProductListing } from './product-kinds.ts';

/*
 * What a guide page offers to book, built into the static page when the site is built (decision
 * 0081): the page stays HTML, and its prices are "from" prices of the build day, labelled as such,
 * computed by the same listed-price functions as the booking lists (decision 0073), taxes and fees
 * included. The booking pages quote the day's price before anything is held.
 */

/** The day whose prices a built page shows. */
export const priceDay = (): string => vietnamDay(new Date());

function ticketOffer(attraction: Attraction, locale: Locale, day: string): TicketOffer {
  const { adult } = listedTickets(attraction, { product: ticketProduct(attraction), day, price: attraction.price }, 1);
  return { id: attraction.id, name: attraction.name[locale], hours: attraction.hours, adultFrom: adult };
}

/** The tickets sold for these guide places (an attraction names its place), in the order of `places`. */
export function ticketsForPlaces(places: readonly string[], locale: Locale, day = priceDay()): GuideTickets {
  const tickets = places.flatMap((place) =>
    attractions.filter((attraction) => attraction.place === place).map((a) => ticketOffer(a, locale, day)),
  );
  return { day, tickets };
}

/**
 * A region's hotels (cheapest first), its tickets and the counters at its airports where a kind
 * other areas bring is collected (`kinds`, from the composition root: SIM pickup).
 */
export function regionOffers(
  region: string,
  locale: Locale,
  kinds: readonly ProductListing[],
  day = priceDay(),
): RegionOffers {
  const regionHotels = hotels
    .filter((hotel) => hotel.region === region)
    .map((hotel) => ({
      id: hotel.id,
      name: hotel.name[locale],
      stars: hotel.stars,
      area: hotel.area[locale],
      nightFrom: Math.min(
        ...hotel.roomTypes.map(
          (room) => listedStay({ product: roomProduct(hotel, room), checkIn: day }, [room.pricePerNight], 1).perNight,
        ),
      ),
    }))
    .sort((a, b) => a.nightFrom - b.nightFrom || a.id.localeCompare(b.id));
  const simCounters = kinds
    .flatMap((kind) => kind.airportCounters ?? [])
    .flatMap((pickup) => {
      const airport = airportByCode.get(pickup.code);
      return airport?.region === region
        ? [{ code: pickup.code, airport: airport.name[locale], counter: pickup.counter[locale], hours: pickup.hours }]
        : [];
    });
  return {
    day,
    hotels: regionHotels,
    tickets: attractions.filter((a) => a.region === region).map((a) => ticketOffer(a, locale, day)),
    simCounters,
  };
}
