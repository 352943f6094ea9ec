import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { placeVocabularyFrom, type PlaceVocabulary } from '#content/place-vocabulary.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { joinedForm } from '#lib/search/name-match.ts';
import { cheapestStays, freeUnits } from '#features/booking/server/availability.ts';
import { searchHotelStays, type SearchableHotel } from '#features/booking/server/hotel-search.ts';
import { BUILTIN_SUPPLIER } from '#features/booking/server/builtin-supplier.ts';
import { addDays, vietnamDay } from '#lib/vietnam-days.ts';
import { holdOrder } from '#features/booking/server/orders/hold.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { concurrentLoad, repeatedLoad, throwawayDatabase, type RepeatedFigures } from './service-load.ts';
import { percentile } from './stats.ts';

/*
 * npm run bench -- --booking: the order engine's queries on a PostgreSQL server, at the scale the
 * issue names: 1,000 hotels with three room types each and a year of nights (1,095,000 inventory
 * rows), read by 10 concurrent clients (the pool size of one app process); then holds per second
 * on one room type that every client wants at once. Measured at the service layer (the same
 * functions the API calls), on a throw-away database.
 */

export interface BookingBenchResult {
  hotels: number;
  nights: number;
  inventoryRows: number;
  connections: number;
  seconds: number;
  search: RepeatedFigures;
  /** By the name of a region, town or area in vi, en or zh, as typed into the "where" field. */
  byName: RepeatedFigures;
  /** How many names the by-name target cycles through. */
  names: number;
  country: RepeatedFigures;
  availability: RepeatedFigures;
  /** `unitsMatch`: the row holds exactly as many units as holds were answered. */
  holds: { holds: number; perSecond: number; p95: number; unitsMatch: boolean };
}

const HOTELS = 1000;
/** Room types, each dearer than the last by its factor over the hotel's price level. */
const ROOM_TYPES = [
  { name: 'standard', factor: 1 },
  { name: 'deluxe', factor: 1.4 },
  { name: 'family', factor: 1.8 },
];
const NIGHTS = 365;

/** The place vocabulary of content/, read from disk: the bench runs outside a build. */
function vocabularyOnDisk(contentDir = 'content'): PlaceVocabulary {
  const pages: Record<string, string> = {};
  for (const collection of ['regions', 'places'])
    for (const locale of LOCALES) {
      const folder = join(contentDir, collection, locale);
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.md')))
        pages[`/content/${collection}/${locale}/${file}`] = readFileSync(join(folder, file), 'utf8');
    }
  return placeVocabularyFrom({ glossary: readFileSync(join(contentDir, 'glossary.yaml'), 'utf8'), pages });
}

/**
 * The bench's 1,000 hotels as hotel search reads a catalogue: in blocks of about 30 per region (the
 * blocks the region target reads), every other one a few kilometres from one of the region's towns
 * and areas, the rest scattered up to about 30 km around the region's centre.
 */
function benchCatalogue(vocabulary: PlaceVocabulary): SearchableHotel[] {
  const regions = vocabulary.entries.filter((entry) => entry.kind === 'region');
  return Array.from({ length: HOTELS }, (_, index) => {
    const h = index + 1;
    const region = regions[Math.floor((index * regions.length) / HOTELS)] ?? regions[0];
    if (!region) throw new Error('the vocabulary has no region');
    const towns = vocabulary.entries.filter(
      (entry) => (entry.kind === 'town' || entry.kind === 'area') && entry.region === region.slug,
    );
    const town = h % 2 === 0 ? towns[(h >> 1) % Math.max(towns.length, 1)] : undefined;
    const spread = town ? 0.04 : 0.27;
    const centre = town?.centre ?? region.centre;
    const name = { vi: `Khách sạn ${h}`, en: `Hotel ${h}`, zh: `酒店${h}` };
    return {
      id: `bench-${h}`,
      region: region.slug,
      coordinates: {
        lat: centre.lat + spread * Math.sin(h * 12.9898),
        lng: centre.lng + spread * Math.cos(h * 78.233),
      },
      stars: 3 + (h % 3),
      name,
      area: { vi: `Khu ${h % 7}`, en: `Area ${h % 7}`, zh: `区${h % 7}` },
      roomTypes: ROOM_TYPES.map((type) => ({ id: type.name, maxGuests: type.name === 'family' ? 4 : 2 })),
    };
  });
}

/** What travellers type: each region's, town's and area's name in vi, en and zh, and joined ("danang"). */
const typedNames = (vocabulary: PlaceVocabulary) =>
  vocabulary.entries
    .filter((entry) => entry.kind !== 'place')
    .flatMap((entry) => [
      ...LOCALES.map((locale) => ({ locale, q: entry.name[locale] })),
      { locale: 'en' as const, q: joinedForm(entry.name.en) },
    ]);

export async function measureBooking(options: {
  serverUrl: string;
  connections: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<BookingBenchResult> {
  const scratch = await throwawayDatabase(options.serverUrl, `nvt_bench_booking_${process.pid}`);
  const database = await openDatabase({ url: scratch.url });
  const db: Database = database.db;
  try {
    const today = vietnamDay(new Date());
    options.log(`booking: ${HOTELS} hotels × ${ROOM_TYPES.length} room types × ${NIGHTS} nights`);
    // Priced as the catalogue is: 20 price levels, a dearer room type than the last, and Friday and
    // Saturday nights 15 % dearer (so that a stay over a weekend costs more than its floor says).
    await db.execute(sql`
      insert into booking_inventory (supplier, product, day, capacity, price)
      select ${BUILTIN_SUPPLIER}, 'hotel:bench-' || h || ':' || t.name, d::date, 10,
        round((500000 + (h % 20) * 50000) * t.factor
          * (case when extract(isodow from d) in (5, 6) then 1.15 else 1 end) / 10000) * 10000
      from generate_series(1, ${HOTELS}) as h
      cross join jsonb_to_recordset(${JSON.stringify(ROOM_TYPES)}::jsonb) as t(name text, factor numeric)
      cross join generate_series(${today}::date, ${addDays(today, NIGHTS - 1)}::date, interval '1 day') as d`);
    // As autovacuum keeps long-lived tables: the visibility map set, so search reads the index only,
    // and statistics for the price floors the stocking trigger wrote.
    await db.execute(sql`vacuum analyze booking_inventory`);
    await db.execute(sql`vacuum analyze booking_price_floors`);
    const stay = (i: number) => addDays(today, 1 + ((i * 7919) % (NIGHTS - 10)));

    // As /hotels/search asks: a region's search names the room types of the hotels of one of the
    // 34 regions (about 30 of the 1,000), for 2 nights, and counts them; the whole country's asks
    // for every hotel by prefix (less the room types too small for the party: none here), and its
    // 3,000 room types are ranked from their price floors without a count. Both answer the first
    // page of 20 hotels, cheapest stay first. One hotel's availability names its room types.
    const rooms = (first: number, count: number) =>
      Array.from({ length: count }, (_, h) =>
        ROOM_TYPES.map((type) => `hotel:bench-${first + h + 1}:${type.name}`),
      ).flat();
    const region = (i: number) => rooms((i % 34) * 29, 30);
    const firstPage = { rooms: 1, limit: 20, offset: 0 };
    const searchRegion = (i: number) => {
      const list = region(i);
      return cheapestStays(db, list, list.length, stay(i), 2, firstPage);
    };
    options.log('booking: hotel search in a region (30 hotels, 2 nights)');
    await concurrentLoad(options.connections, 1, searchRegion);
    const search = await repeatedLoad(options.connections, options.seconds, searchRegion);

    // As /hotels/search asks for a name typed into the "where" field: the vocabulary finds the
    // region, town or area, the catalogue gives its hotels and those within 60 km, and the page is
    // read tier by tier (decision 0072). The names cycle over every region, town and area in vi, en
    // and zh, and joined.
    const vocabulary = vocabularyOnDisk();
    const catalogue = benchCatalogue(vocabulary);
    const names = typedNames(vocabulary);
    const byNameQuery = (i: number) => {
      const { locale, q } = names[i % names.length] ?? { locale: 'vi' as const, q: 'Đà Nẵng' };
      const query = { q, checkIn: stay(i), nights: 2, guests: 2, rooms: 1, minStars: 0, page: 1, pageSize: 20 };
      return searchHotelStays(db, catalogue, vocabulary, query, locale);
    };
    options.log(`booking: hotel search by name (${names.length} names of regions, towns and areas, 2 nights)`);
    await concurrentLoad(options.connections, 1, byNameQuery);
    const byName = await repeatedLoad(options.connections, options.seconds, byNameQuery);

    options.log('booking: hotel search in the whole country (1,000 hotels, 2 nights)');
    const country = await repeatedLoad(options.connections, options.seconds, (i) =>
      cheapestStays(db, { prefix: 'hotel:', except: [] }, HOTELS * ROOM_TYPES.length, stay(i), 2, firstPage),
    );

    options.log('booking: one hotel’s availability (3 nights)');
    const one = (i: number) => freeUnits(db, rooms((i * 31) % HOTELS, 1), stay(i), 3);
    const availability = await repeatedLoad(options.connections, options.seconds, one);

    // Holds on one real room type of the catalogue, with room for every hold the run can make:
    // the contention is on its one row per night, not on running out.
    options.log('booking: holds on one room type under contention');
    const night = addDays(today, 3);
    await db.execute(sql`
      insert into booking_inventory (supplier, product, day, capacity, price)
      values (${BUILTIN_SUPPLIER}, 'hotel:sen-hoan-kiem:standard', ${night}::date, 1000000, 900000)
      on conflict do nothing`);
    const item = {
      kind: 'hotel' as const,
      hotel: 'sen-hoan-kiem',
      roomType: 'standard',
      checkIn: night,
      checkOut: addDays(night, 1),
      rooms: 1,
      guests: 2,
    };
    const started = performance.now();
    // A buyer per hold: one buyer may hold only a few rooms of a hotel (decision 0069).
    const buyer = (i: number) => ({ kind: 'guest' as const, phone: `+8491${String(i).padStart(7, '0')}` });
    const holdTimings = await concurrentLoad(options.connections, options.seconds, (i) =>
      db.transaction((tx) => holdOrder(tx, { buyer: buyer(i), locale: 'vi', item })),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    const checked = await db.execute(
      sql`select held, capacity from booking_inventory where product = 'hotel:sen-hoan-kiem:standard' and day = ${night}::date`,
    );
    const row = (checked as unknown as { rows: { held: number; capacity: number }[] }).rows[0];
    return {
      hotels: HOTELS,
      nights: NIGHTS,
      inventoryRows: HOTELS * ROOM_TYPES.length * NIGHTS,
      connections: options.connections,
      seconds: options.seconds,
      search,
      byName,
      names: names.length,
      country,
      availability,
      holds: {
        holds: holdTimings.length,
        perSecond: holdTimings.length / elapsedSeconds,
        p95: percentile(holdTimings, 95) ?? 0,
        unitsMatch: row?.held === holdTimings.length,
      },
    };
  } finally {
    await database.close();
    await scratch.drop();
  }
}
