import { z } from 'astro/zod';
import { localizedText } from '#lib/i18n/localized-text.ts';
import { slugSchema } from '#lib/text/slug.ts';

/*
 * What search results show of the catalogue's entries, as the catalogue keeps them (decision 0109):
 * each catalogue schema extends its listing, and each result's answer schema is the listing in the
 * reader's language (`inOneLanguage`), so a field added to a listing is read from the data,
 * answered, typed and documented without another edit: only the view that shows it changes.
 */

/** A point on the map, as the catalogue and the answers give it. */
export const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() });

/** What a hotel's search result and its page show of it (content/booking/hotels.json). */
export const hotelListing = z.object({
  id: z.string(),
  /** Demo inventory of a fresh install, labelled as such; the built-in catalogue is all demo. */
  demo: z.boolean(),
  kind: z.enum(['hotel', 'resort', 'homestay']),
  stars: z.number().int().min(1).max(5),
  region: slugSchema,
  coordinates: coordinatesSchema,
  name: localizedText,
  area: localizedText,
});

/** What an attraction's ticket may cover; each code is a string of the page (`booking:ticket.inclusion.<code>`). */
export const TICKET_INCLUSIONS = [
  'entry',
  'cableCar',
  'boatTrip',
  'guide',
  'audioGuide',
  'electricCart',
  'lifeJacket',
  'snorkelGear',
  'islandFees',
  'lunch',
  'hotelPickup',
  'tips',
  'personalExpenses',
] as const;

/** What a ticket result shows of an attraction (content/booking/attractions.json), as the hotel's listing. */
export const attractionListing = z.object({
  id: z.string(),
  demo: z.boolean(),
  region: slugSchema,
  name: localizedText,
  description: localizedText,
  /** The guide place's address, in each language. */
  address: localizedText,
  /** Opening hours, `HH:MM–HH:MM` (booked-details.ts reads the two times). */
  hours: z.string(),
  included: z.array(z.enum(TICKET_INCLUSIONS)).min(1),
  notIncluded: z.array(z.enum(TICKET_INCLUSIONS)),
  /** Where the visitor goes with the ticket (`booking:ticket.entrance.<code>`). */
  entrance: z.enum(['mainGate', 'ticketBooth', 'cableCarStation', 'pier']),
  /** How the ticket is used (`booking:ticket.redemption.<code>`). */
  redemption: z.enum(['scanAtGate', 'exchangeAtCounter']),
});
