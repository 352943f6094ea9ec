import type { Day } from '../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { ApiError } from '#server/api/codes.ts';

/** What a schedule needs to know of a place of the catalogue, in one language. */
export interface PlaceOnMap {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  /** As the place's guide writes it (what a booked ticket's line shows). */
  address?: string;
}

export type PlaceSource = (locale: Locale) => Promise<PlaceOnMap[]>;

/** The places of the content layer the server was built with (loaded on first use). */
const contentPlaces: PlaceSource = async (locale) => {
  const { listPlaces } = await import('#content/catalog.ts');
  return (await listPlaces(locale)).map((p) => ({
    slug: p.slug,
    name: p.data.name,
    lat: p.data.coordinates.lat,
    lng: p.data.coordinates.lng,
    address: p.data.address,
  }));
};

let source: PlaceSource = contentPlaces;
const directories = new Map<Locale, Promise<Map<string, PlaceOnMap>>>();

/** Replaces where places come from: the API tests, which run without a built content layer, read content/ themselves. */
export function usePlaceSource(next: PlaceSource): void {
  source = next;
  directories.clear();
}

/** The catalogue's places by slug, in one language (read once per process: content is built in). */
export function placeDirectory(locale: Locale): Promise<Map<string, PlaceOnMap>> {
  let directory = directories.get(locale);
  if (!directory) {
    directory = source(locale).then((places) => new Map(places.map((p) => [p.slug, p])));
    directory.catch(() => directories.delete(locale));
    directories.set(locale, directory);
  }
  return directory;
}

/**
 * Refuses a plan that names a place the catalogue does not have, naming every stop at fault in the
 * request's language, before anything is written.
 */
export async function requireKnownPlaces(days: readonly Day[], locale: Locale): Promise<void> {
  const known = await placeDirectory(locale);
  const t = getTranslator(locale);
  const fields = days.flatMap((day, d) =>
    day.stops.flatMap((stop, s) =>
      known.has(stop.place)
        ? []
        : [
            {
              path: `data.days.${d}.stops.${s}.place`,
              message: t('api:field.trips.unknownPlace', { place: stop.place }),
            },
          ],
    ),
  );
  if (fields.length > 0) throw new ApiError('VALIDATION_ERROR', { fields });
}
