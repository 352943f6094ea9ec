import type { PlaceEntry, PlaceVocabulary } from '#content/place-vocabulary.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { joinedForm } from '#lib/search/name-match.ts';
import type { Queryable } from '#server/db/client.ts';
import { tieredStays, type StayProducts, type StayTier, type TieredStay } from './availability.ts';
import { roomProduct, type Hotel } from './catalogue.ts';
import { placeTiers } from './place-tiers.ts';
import { nightPriceWithin } from './listed-prices.ts';
import { productPrefix } from '../product-id.ts';

/** What hotel search reads of a catalogue hotel: the demo catalogue's, or the bench's 1,000. */
export type SearchableHotel = Pick<Hotel, 'id' | 'region' | 'coordinates' | 'stars' | 'name' | 'area'> & {
  /** The guide place the hotel is at; a catalogue without them (the bench's) is searched by distance. */
  place?: string;
  roomTypes: readonly Pick<Hotel['roomTypes'][number], 'id' | 'maxGuests'>[];
};

export interface HotelQuery {
  region?: string | undefined;
  q?: string | undefined;
  checkIn: string;
  nights: number;
  guests: number;
  rooms: number;
  maxPrice?: number | undefined;
  minStars: number;
  area?: string | undefined;
  page: number;
  pageSize: number;
}

export interface HotelStays {
  /** The page, cheapest first within each tier; `tier` 1 is nearby the place searched for. */
  stays: TieredStay[];
  hotels: number | null;
  more: boolean;
  /** The areas of the hotels the place or text matched, whatever the other filters. */
  areas: string[];
  /** The place the text named, if it named one. */
  place: PlaceEntry | undefined;
}

/** A hotel's names and area in every language, as text search compares them. */
const namesOf = (hotel: SearchableHotel) =>
  [hotel.name.vi, hotel.name.en, hotel.name.zh, hotel.area.vi, hotel.area.en, hotel.area.zh].map(joinedForm);

/**
 * The hotels a search asks for, in tiers: a place's hotels then those nearby when the text names a
 * place (the vocabulary), else the hotels whose name or area holds the text, else every hotel (of
 * the region asked for, if any).
 */
function matchedTiers(
  catalogue: readonly SearchableHotel[],
  vocabulary: Pick<PlaceVocabulary, 'find'>,
  query: HotelQuery,
): { tiers: (readonly SearchableHotel[])[]; place: PlaceEntry | undefined } {
  const inRegion = query.region ? catalogue.filter((hotel) => hotel.region === query.region) : catalogue;
  if (!query.q) return { tiers: [inRegion], place: undefined };
  const place = vocabulary.find(query.q);
  if (place) {
    const { within, nearby } = placeTiers(inRegion, place);
    return { tiers: [within, nearby], place };
  }
  const text = joinedForm(query.q);
  return { tiers: [inRegion.filter((hotel) => namesOf(hotel).some((name) => name.includes(text)))], place: undefined };
}

/**
 * One page of hotels with a stay for the query, with the areas to filter by and the place the text
 * named. The filters known without the inventory (stars, area, party size) narrow the room types
 * asked for, so the rooms of the matched hotels only are read (a region's, not the country's).
 */
export async function searchHotelStays(
  db: Queryable,
  catalogue: readonly SearchableHotel[],
  vocabulary: Pick<PlaceVocabulary, 'find'>,
  query: HotelQuery,
  locale: Locale,
): Promise<HotelStays> {
  const { tiers, place } = matchedTiers(catalogue, vocabulary, query);
  const areas = [...new Set(tiers.flat().map((hotel) => hotel.area[locale]))].sort((a, b) =>
    a.localeCompare(b, locale),
  );
  const fits = (type: SearchableHotel['roomTypes'][number]) => type.maxGuests * query.rooms >= query.guests;
  const stayTiers = tiers.map((matched): StayTier => {
    const chosen = matched.filter(
      (hotel) => hotel.stars >= query.minStars && (!query.area || hotel.area[locale] === query.area),
    );
    const selected = chosen.reduce((sum, hotel) => sum + hotel.roomTypes.filter(fits).length, 0);
    // Every hotel: the prefix, less the room types too small, not a list of every room type (3,000
    // at the bench's scale) to send and match.
    const products: StayProducts =
      chosen.length === catalogue.length
        ? {
            prefix: productPrefix('hotel'),
            except: catalogue.flatMap((hotel) =>
              hotel.roomTypes.filter((type) => !fits(type)).map((type) => roomProduct(hotel, type)),
            ),
          }
        : chosen.flatMap((hotel) => hotel.roomTypes.filter(fits).map((type) => roomProduct(hotel, type)));
    return { products, selected, hotels: chosen.map((hotel) => hotel.id) };
  });
  const found = await tieredStays(db, stayTiers, query.checkIn, query.nights, {
    rooms: query.rooms,
    // The filter names a listed price (taxes and fees included); the inventory keeps prices before them.
    maxPerNight: query.maxPrice ? nightPriceWithin(query.maxPrice, query.checkIn) : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { ...found, areas, place };
}
