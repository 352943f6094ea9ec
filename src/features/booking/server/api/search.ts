import { bookingCalls } from '../../contract.ts';
import { type HotelHit, type HotelSearchAnswer, type SearchedPlace } from '../../contract.ts';
import { LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { parseProduct, productPrefix } from '../../product-id.ts';
import { joinedForm } from '#lib/search/name-match.ts';
import { placeVocabulary } from '#content/glossary.ts';
import type { PlaceEntry } from '#content/place-vocabulary.ts';
import {
  airportByCode,
  attractions,
  flightCatalogue,
  flightProduct,
  type Hotel,
  hotelById,
  hotels,
  roomProduct,
} from '../catalogue.ts';
import { freeUnits } from '../availability.ts';
import { hotelDetails, catalogPhoto } from '../hotel-details.ts';
import { searchHotelStays } from '../hotel-search.ts';
import { HOTEL_TARGET_KIND } from '../review-target.ts';
import { ratingsOf } from '#features/engagement/server/ratings.ts';
import { distanceKm } from '#lib/geo/distance.ts';
import { placeTiers } from '../place-tiers.ts';
import { flightEnds } from '../flight-facts.ts';
import { builtinSupplier, fareTerms, stayTerms } from '../builtin-supplier.ts';
import { daysBetween, vietnamDay, vietnamTime } from '#lib/vietnam-days.ts';
import { refundPercentAt } from '../terms.ts';
import { listedFare, listedStay } from '../listed-prices.ts';
import { ticketHit } from '../ticket-details.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute } from '#server/api/route.ts';
import { MAX_NIGHTS } from '../../contract.ts';
import { hotelListing } from '../../listings.ts';
import { pickInLanguage } from '#lib/i18n/localized-text.ts';

function nightsOf(checkIn: string, checkOut: string): number {
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1 || nights > MAX_NIGHTS)
    throw new ApiError('VALIDATION_ERROR', { fields: [{ path: 'checkOut', message: 'booking:field.nights' }] });
  return nights;
}

async function availability(products: string[] | { prefix: string }, firstDay: string, days: number) {
  return freeUnits(await getDatabase(), products, firstDay, days);
}

const pick = (text: { vi: string; en: string; zh: string }, locale: Locale) => text[locale];

/** The room type a stay's product is of (`hotel:<id>:<type>`). */
function roomTypeOf(product: string): string {
  const id = parseProduct(product);
  return id?.kind === 'hotel' ? id.roomType : '';
}

/** A place as the results name it: "Hội An" in "Đà Nẵng". */
function searchedPlace(place: PlaceEntry, locale: Locale): SearchedPlace {
  const region = place.kind === 'region' ? undefined : placeVocabulary().region(place.region);
  return { name: place.name[locale], region: region ? region.name[locale] : null, centre: place.centre };
}

/** How far a hotel stands from the searched place's centre, to one decimal of a kilometre. */
const kmFromCentre = (place: PlaceEntry | undefined, at: { lat: number; lng: number }) =>
  place ? Math.round(distanceKm(place.centre, at) * 10) / 10 : null;

export const searchHotels = defineRoute({
  ...bookingCalls.searchHotels,
  summary:
    'Hotels with rooms free for the dates, cheapest stay first (a place named: its hotels, then nearby), a page at a time (demo inventory is marked)',
  handle: async ({ input, locale }): Promise<HotelSearchAnswer> => {
    const nights = nightsOf(input.checkIn, input.checkOut);
    const db = await getDatabase();
    const now = new Date();
    const rules = await builtinSupplier.termsRules?.(db);
    // Free cancellation: the hotels whose terms for this check-in still give everything back.
    const catalogue =
      input.freeCancellation === '1'
        ? hotels.filter((hotel) => refundPercentAt(stayTerms(hotel, input.checkIn, rules), now) === 100)
        : hotels;
    const found = await searchHotelStays(db, catalogue, placeVocabulary(), { ...input, nights }, locale);
    // The page's stays night by night, priced as their holds would be quoted.
    const nightly = await freeUnits(
      db,
      found.stays.map((stay) => stay.product),
      input.checkIn,
      nights,
    );
    const ratings = await ratingsOf(
      db,
      HOTEL_TARGET_KIND,
      found.stays.map((stay) => stay.hotel),
    );
    const items = found.stays.flatMap((stay): HotelHit[] => {
      const hotel = hotelById.get(stay.hotel);
      const prices = nightly.get(stay.product)?.prices;
      if (!hotel || !prices) return [];
      const listed = listedStay({ product: stay.product, checkIn: input.checkIn }, prices, input.rooms);
      return [
        {
          ...pickInLanguage(hotelListing, hotel, locale),
          fromRoomType: roomTypeOf(stay.product),
          pricePerNight: listed.perNight,
          total: listed.total,
          nearby: stay.tier > 0,
          centreKm: kmFromCentre(found.place, hotel.coordinates),
          photo: catalogPhoto(hotel.photos[0] as Hotel['photos'][number]),
          rating: ratings.get(hotel.id) ?? { average: null, count: 0 },
          terms: stayTerms(hotel, input.checkIn, rules),
        },
      ];
    });
    return {
      nights,
      items,
      total: found.hotels,
      more: found.more,
      page: input.page,
      pageSize: input.pageSize,
      areas: found.areas,
      place: found.place ? searchedPlace(found.place, locale) : null,
    };
  },
});

export const hotelAvailability = defineRoute({
  ...bookingCalls.hotelAvailability,
  summary:
    'One hotel: its address, amenities, house rules, photos and guest score, and its room types with the rooms free and the price for the dates',
  handle: async ({ input, locale }) => {
    const hotel = hotelById.get(input.hotel);
    if (!hotel) throw new ApiError('NOT_FOUND');
    const nights = nightsOf(input.checkIn, input.checkOut);
    const free = await availability(
      hotel.roomTypes.map((type) => roomProduct(hotel, type)),
      input.checkIn,
      nights,
    );
    const db = await getDatabase();
    const rating = (await ratingsOf(db, HOTEL_TARGET_KIND, [hotel.id])).get(hotel.id);
    const rules = await builtinSupplier.termsRules?.(db);
    return {
      hotel: {
        ...pickInLanguage(hotelListing, hotel, locale),
        description: pick(hotel.description, locale),
        checkInFrom: hotel.checkInFrom,
        checkOutUntil: hotel.checkOutUntil,
        freeCancellationHours: hotel.cancellation.freeUntilHoursBefore,
        ...hotelDetails(hotel, locale, rating ?? { average: null, count: 0 }),
      },
      /** Every room type of the hotel is sold on the hotel's terms. */
      terms: stayTerms(hotel, input.checkIn, rules),
      nights,
      roomTypes: hotel.roomTypes.map((type) => {
        const product = roomProduct(hotel, type);
        const row = free.get(product);
        const listed = row ? listedStay({ product, checkIn: input.checkIn }, row.prices, input.rooms) : null;
        return {
          id: type.id,
          name: pick(type.name, locale),
          beds: pick(type.beds, locale),
          maxGuests: type.maxGuests,
          free: row?.free ?? 0,
          available: (row?.free ?? 0) >= input.rooms,
          total: listed?.total ?? 0,
          perNight: listed?.perNight ?? 0,
        };
      }),
    };
  },
});

export const airports = defineRoute({
  ...bookingCalls.airports,
  summary: 'Airports the demo flights serve, with their city and region',
  handle: async ({ locale }) => {
    return {
      carrier: pick(flightCatalogue.carrier.name, locale),
      items: flightCatalogue.airports.map((airport) => ({
        code: airport.code,
        name: pick(airport.name, locale),
        city: pick(airport.city, locale),
        region: airport.region,
        terminal: airport.domesticTerminal,
      })),
    };
  },
});

export const searchFlights = defineRoute({
  ...bookingCalls.searchFlights,
  summary: 'Flights on a day between two airports, by departure time, with seats and fares per class',
  handle: async ({ input, locale }) => {
    if (!airportByCode.has(input.from) || !airportByCode.has(input.to)) throw new ApiError('NOT_FOUND');
    const free = await availability({ prefix: productPrefix('flight') }, input.date, 1);
    const rules = await builtinSupplier.termsRules?.(await getDatabase());
    const seats = input.adults + input.children;
    const items = flightCatalogue.flights
      .filter((flight) => flight.from === input.from && flight.to === input.to)
      .sort((a, b) => a.departs.localeCompare(b.departs))
      .map((flight) => {
        const departure = vietnamTime(input.date, flight.departs);
        return {
          id: flight.id,
          demo: flight.demo,
          carrier: pick(flightCatalogue.carrier.name, locale),
          from: flight.from,
          to: flight.to,
          ends: flightEnds(flight, input.date),
          departsAt: departure.toISOString(),
          arrivesAt: new Date(departure.getTime() + flight.minutes * 60_000).toISOString(),
          minutes: flight.minutes,
          fareClasses: flight.fareClasses.map((fare) => {
            const product = flightProduct(flight, fare.id);
            const row = free.get(product);
            const price = row?.prices[0] ?? fare.fare;
            return {
              id: fare.id,
              fare: price,
              total: listedFare({ product, day: input.date, price }, input),
              baggageKg: fare.baggageKg,
              cabinKg: flightCatalogue.fareRules[fare.id].cabinKg,
              terms: fareTerms(flight, fare.id, departure, rules),
              seatsLeft: row?.free ?? 0,
              available: (row?.free ?? 0) >= seats,
            };
          }),
        };
      });
    return { items, total: items.length };
  },
});

export const searchTickets = defineRoute({
  ...bookingCalls.searchTickets,
  summary: 'Attraction tickets for a day, by region or place (its attractions, then nearby), with tickets left',
  handle: async ({ input, locale }) => {
    const free = await availability({ prefix: productPrefix('ticket') }, input.date, 1);
    const rules = await builtinSupplier.termsRules?.(await getDatabase());
    const inRegion = attractions.filter((attraction) => !input.region || attraction.region === input.region);
    const place = input.q ? placeVocabulary().find(input.q) : undefined;
    const text = input.q ? joinedForm(input.q) : '';
    const { within, nearby } = place
      ? placeTiers(inRegion, place)
      : {
          within: inRegion.filter(
            (attraction) => !text || LOCALES.some((other) => joinedForm(attraction.name[other]).includes(text)),
          ),
          nearby: [],
        };
    const now = new Date();
    const day = { date: input.date, quantity: input.quantity, free, locale, now, rules };
    const items = [...within, ...nearby].map((attraction, index) => ticketHit(attraction, day, index >= within.length));
    // Today in Vietnam, so the page can offer a same-day visit ("book for today").
    return { items, total: items.length, place: place ? searchedPlace(place, locale) : null, today: vietnamDay(now) };
  },
});
