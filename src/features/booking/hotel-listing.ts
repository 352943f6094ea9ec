import { z } from 'astro/zod';
import { localizedText } from '#lib/i18n/localized-text.ts';
import { slugSchema } from '#lib/text/slug.ts';

/**
 * What a hotel's search result shows of it, as the catalogue keeps it (content/booking/hotels.json,
 * each text in every language). The catalogue's schema extends this one and the result's answer
 * schema is this one in the reader's language (`inOneLanguage`), so a field added here is read from
 * the data, answered, typed and documented without another edit: only the result list shows it.
 */
export const hotelListing = z.object({
  id: z.string(),
  /** Demo inventory of a fresh install, labelled as such; the built-in catalogue is all demo. */
  demo: z.boolean(),
  kind: z.enum(['hotel', 'resort', 'homestay']),
  stars: z.number().int().min(1).max(5),
  region: slugSchema,
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  name: localizedText,
  area: localizedText,
});
