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
const ROOM_TYPES = ['standard', 'deluxe', 'family'];
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
    await db.execute(sql`
      insert into booking_inventory (supplier, product, day, capacity, price)
      select ${BUILTIN_SUPPLIER}, 'hotel:bench-' || h || ':' || t, d::date, 10, 500000 + (h % 20) * 50000
      from generate_series(1, ${HOTELS}) as h
      cross join unnest(${sql.raw(`array['${ROOM_TYPES.join("','")}']`)}) as t
      cross join generate_series(${today}::date, ${addDays(today, NIGHTS - 1)}::date, interval '1 day') as d`);
    // As autovacuum keeps a long-lived table: the visibility map set, so search reads the index only.
    await db.execute(sql`vacuum analyze booking_inventory`);
    const stay = (i: number) => addDays(today, 1 + ((i * 7919) % (NIGHTS - 10)));

    // As /hotels/search asks: a region's search names the room types of the hotels of one of the
    // 34 regions (about 30 of the 1,000), for 2 nights; the whole country's asks for every hotel
    // by prefix (less the room types too small for the party: none here); both answer the first
    // page of 20 hotels, cheapest stay first, with the count. One hotel's availability names its
    // room types.
    const rooms = (first: number, count: number) =>
      Array.from({ length: count }, (_, h) => ROOM_TYPES.map((type) => `hotel:bench-${first + h + 1}:${type}`)).flat();
    const region = (i: number) => rooms((i % 34) * 29, 30);
    const firstPage = { rooms: 1, limit: 20, offset: 0 };
    options.log('booking: hotel search in a region (30 hotels, 2 nights)');
    await concurrentLoad(options.connections, 1, (i) => cheapestStays(db, region(i), stay(i), 2, firstPage));
    const search = await repeatedLoad(options.connections, options.seconds, (i) =>
      cheapestStays(db, region(i), stay(i), 2, firstPage),
    );

    options.log('booking: hotel search in the whole country (1,000 hotels, 2 nights)');
    const country = await repeatedLoad(options.connections, options.seconds, (i) =>
      cheapestStays(db, { prefix: 'hotel:', except: [] }, stay(i), 2, firstPage),
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
    const holdTimings = await concurrentLoad(options.connections, options.seconds, () =>
      db.transaction((tx) => holdOrder(tx, { buyer: { kind: 'guest', phone: '+84912000000' }, locale: 'vi', item })),
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
