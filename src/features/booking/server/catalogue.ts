import { z } from 'astro/zod';
import attractionsFile from '../../../../content/booking/attractions.json' with { type: 'json' };
import flightsFile from '../../../../content/booking/flights.json' with { type: 'json' };
import hotelsFile from '../../../../content/booking/hotels.json' with { type: 'json' };
import { credit } from '#content/image-credits.ts';
import { slugSchema } from '#lib/text/slug.ts';
import { attractionListing, coordinatesSchema, hotelListing } from '../listings.ts';
import { formatProduct } from '../product-id.ts';
import { localizedText } from '#lib/i18n/localized-text.ts';

/*
 * The built-in supplier's demo catalogue (content/booking/*.json): the same files a static page's
 * `file()` collection can read. Every entry carries `demo: true`, and names say "(demo)" in each
 * language. Parsed once with zod, so a broken entry stops the server at start, naming the field.
 */

/** Free until some hours before the start, then `refundPercentAfter` back (0: non-refundable). */
const cancellation = z.object({
  freeUntilHoursBefore: z.number().int().min(0),
  refundPercentAfter: z.number().int().min(0).max(99).default(0),
});
/** A fare's rules (decision 0079): cancelling as above (null hours: never free), changes, cabin bag. */
const fareRules = z.object({
  freeUntilHoursBefore: z.number().int().min(0).nullable(),
  refundPercentAfter: z.number().int().min(0).max(99),
  /** Per passenger, VND; null: the fare allows no change. */
  changeFee: z.number().int().min(0).nullable(),
  cabinKg: z.number().int().min(0),
});

const roomTypeSchema = z.object({
  id: z.string(),
  name: localizedText,
  beds: localizedText,
  maxGuests: z.number().int().min(1),
  rooms: z.number().int().min(1),
  pricePerNight: z.number().int().min(0),
  weekendSurchargePercent: z.number().int().min(0),
});

/** What a hotel offers its guests; each code is a string of the page (`booking:amenity.<code>`). */
export const HOTEL_AMENITIES = [
  'wifi',
  'airConditioning',
  'frontDesk24h',
  'luggageStorage',
  'breakfast',
  'restaurant',
  'airportShuttle',
  'laundry',
  'pool',
  'spa',
  'gym',
  'beachAccess',
  'garden',
  'bicycleRental',
  'sharedKitchen',
  'parking',
] as const;

const clock = z.string().regex(/^\d\d:\d\d$/);

/**
 * A picture of a hotel or an attraction: a content picture by key (`places/<slug>-<n>`,
 * src/content/images.ts). Until their own photos are licensed these are the illustrations drawn for
 * their place, with `credit` null; a photo carries its author, licence, source and changes as
 * content pictures do.
 */
const productPhoto = z.object({ image: z.string().regex(/^[a-z]+\/[a-z0-9-]+$/), credit: credit.nullable() });

/*
 * The one schema of content/booking/hotels.json: this engine reads it, and the static hotel pages'
 * collection (src/content.config.ts) is derived from it (issue 37). What a search result shows is
 * its first part, the listing (../listings.ts), which browser code reads too.
 */
export const hotelSchema = hotelListing.extend({
  demo: z.literal(true),
  /** The guide place the hotel is at: its photo illustrates the area on the hotel's page. */
  place: slugSchema,
  description: localizedText,
  address: localizedText,
  checkInFrom: clock,
  checkOutUntil: clock,
  amenities: z.array(z.enum(HOTEL_AMENITIES)),
  houseRules: z.object({
    smoking: z.boolean(),
    pets: z.boolean(),
    parties: z.boolean(),
    quietHours: z.object({ from: clock, until: clock }).nullable(),
    minCheckInAge: z.number().int().min(0),
  }),
  photos: z.array(productPhoto).min(1),
  cancellation,
  roomTypes: z.array(roomTypeSchema).min(1),
});

const flightsSchema = z.object({
  carrier: z.object({ code: z.string(), name: localizedText }),
  airports: z.array(
    z.object({
      code: z.string().length(3),
      region: z.string(),
      name: localizedText,
      city: localizedText,
      coordinates: coordinatesSchema,
      /** The terminal domestic flights use (every demo flight is domestic). */
      domesticTerminal: z.string(),
    }),
  ),
  fareRules: z.object({ economy: fareRules, business: fareRules }),
  flights: z.array(
    z.object({
      id: z.string(),
      demo: z.literal(true),
      from: z.string().length(3),
      to: z.string().length(3),
      /** Local departure time (Vietnam), `HH:MM`. */
      departs: z.string().regex(/^\d\d:\d\d$/),
      minutes: z.number().int().min(1),
      fareClasses: z.array(
        z.object({
          id: z.enum(['economy', 'business']),
          seats: z.number().int().min(1),
          fare: z.number().int().min(0),
          baggageKg: z.number().int(),
        }),
      ),
    }),
  ),
});

/**
 * The one schema of content/booking/attractions.json (the static attraction pages derive theirs);
 * what a ticket result shows is its listing (../listings.ts).
 */
export const attractionSchema = attractionListing.extend({
  demo: z.literal(true),
  place: slugSchema.optional(),
  /** Where it is: the attraction's page draws it on a map. */
  coordinates: coordinatesSchema,
  /** The latest entry on the day; a same-day ticket is sold until then (decision 0085). */
  lastEntry: clock.optional(),
  photos: z.array(productPhoto).min(1),
  /**
   * Fixed start times (a boat's departures), each with `capacity` places of its own and lasting
   * `minutes`; without them a ticket is for the day, from `dailyCapacity`.
   */
  slots: z
    .object({
      times: z.array(clock).min(1),
      minutes: z.number().int().min(1),
      capacity: z.number().int().min(1),
    })
    .optional(),
  price: z.number().int().min(0),
  childPrice: z.number().int().min(0),
  dailyCapacity: z.number().int().min(1),
  cancellation,
});

export type Hotel = z.infer<typeof hotelSchema>;
export type RoomType = z.infer<typeof roomTypeSchema>;
export type Flight = z.infer<typeof flightsSchema>['flights'][number];
export type Airport = z.infer<typeof flightsSchema>['airports'][number];
export type Attraction = z.infer<typeof attractionSchema>;
export type FareRules = z.infer<typeof fareRules>;

export const hotels: readonly Hotel[] = z.array(hotelSchema).parse(hotelsFile);
export const flightCatalogue = flightsSchema.parse(flightsFile);
export const attractions: readonly Attraction[] = z.array(attractionSchema).parse(attractionsFile);

const byId = <T extends { id: string }>(entries: readonly T[]) => new Map(entries.map((entry) => [entry.id, entry]));
export const hotelById = byId(hotels);
export const flightById = byId(flightCatalogue.flights);
export const attractionById = byId(attractions);
export const airportByCode = new Map(flightCatalogue.airports.map((airport) => [airport.code, airport]));

/*
 * The catalogue's inventory products (`booking_inventory.product`, order items), spelled by
 * src/features/booking/product-id.ts: a hotel's room type, a flight's fare class, an attraction's ticket
 * (for the day, or for a time slot).
 */
export const roomProduct = (hotel: Pick<Hotel, 'id'>, roomType: Pick<RoomType, 'id'>) =>
  formatProduct({ kind: 'hotel', hotel: hotel.id, roomType: roomType.id });
export const flightProduct = (flight: Pick<Flight, 'id'>, fareClass: string) =>
  formatProduct({ kind: 'flight', flight: flight.id, fareClass });
/** A day ticket, or one of a time slot's (`09:30`). */
export const ticketProduct = (attraction: Pick<Attraction, 'id'>, slot?: string) =>
  formatProduct({ kind: 'ticket', attraction: attraction.id, slot: slot ?? null });
