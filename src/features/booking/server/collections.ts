import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { attractionSchema, hotelSchema } from './catalogue.ts';

/*
 * The built-in supplier's demo catalogue (content/booking/*.json, the engine's own data files) for
 * the static hotel and attraction pages: names, descriptions and policies only. Prices and
 * availability are never built into HTML; the pages ask the API at view time (decision 0036).
 * src/content.config.ts gathers these with the platform's collections, as the schema index
 * gathers the areas' tables.
 */
const bookingHotels = defineCollection({
  loader: file('content/booking/hotels.json'),
  // The engine's schema of the same file (the id is the entry's).
  schema: hotelSchema.omit({ id: true }),
});

const bookingAttractions = defineCollection({
  loader: file('content/booking/attractions.json'),
  // The engine's schema of the same file, as for hotels.
  schema: attractionSchema.omit({ id: true }),
});

export const bookingCollections = { bookingHotels, bookingAttractions };
