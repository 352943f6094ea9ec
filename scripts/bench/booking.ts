import { sql } from 'drizzle-orm';
import { cheapestStays, freeUnits } from '../../src/server/booking/availability.ts';
import { BUILTIN_SUPPLIER } from '../../src/server/booking/builtin-supplier.ts';
import { addDays, vietnamDay } from '../../src/server/booking/days.ts';
import { holdOrder } from '../../src/server/booking/orders.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
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
