import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countedStays, rankedStays } from '#features/booking/server/availability.ts';
import { BUILTIN_SUPPLIER } from '#features/booking/server/builtin-supplier.ts';
import { addDays } from '#lib/vietnam-days.ts';
import { useTestDatabase } from './support/database.ts';

// The whole country's search ranks room types from their price floors and checks only the cheapest
// (decision 0061). Whatever the inventory, its page must be the page that reading every room type
// gives: the same hotels, order, room types and totals, and the same "more".
const database = useTestDatabase();
const FIRST_DAY = '2027-03-01';
const STOCKED_DAYS = 6;

const roomType = fc.record({
  // Few distinct prices, so that floors and totals tie often.
  price: fc.constantFrom(400_000, 500_000, 600_000),
  surcharge: fc.array(fc.constantFrom(0, 0, 100_000, 300_000), { minLength: STOCKED_DAYS, maxLength: STOCKED_DAYS }),
  capacity: fc.integer({ min: 1, max: 3 }),
  taken: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: STOCKED_DAYS, maxLength: STOCKED_DAYS }),
  missingNight: fc.option(fc.integer({ min: 0, max: STOCKED_DAYS - 1 }), { freq: 5 }),
});
// Ids whose order by text and by product id differ ('a-b' and 'a'), as real slugs do.
const hotelId = fc.stringMatching(/^[ab1][ab1-]{0,3}$/);
const inventory = fc.uniqueArray(
  fc.record({ id: hotelId, types: fc.array(roomType, { minLength: 1, maxLength: 4 }) }),
  {
    minLength: 40,
    maxLength: 120,
    selector: (hotel) => hotel.id,
  },
);
const search = fc.record({
  start: fc.integer({ min: 0, max: STOCKED_DAYS - 1 }),
  nights: fc.integer({ min: 1, max: 3 }),
  rooms: fc.integer({ min: 1, max: 2 }),
  maxPerNight: fc.option(fc.constantFrom(450_000, 550_000, 700_000), { nil: undefined }),
  page: fc.integer({ min: 0, max: 3 }),
  limit: fc.constantFrom(5, 20),
  // Price changes after stocking: a cut must lower a floor, a rise may leave it low.
  repriced: fc.array(
    fc.record({ product: fc.nat(), day: fc.nat({ max: STOCKED_DAYS - 1 }), price: fc.constantFrom(200_000, 900_000) }),
    {
      maxLength: 6,
    },
  ),
});

interface StockedHotel {
  id: string;
  types: { price: number; surcharge: number[]; capacity: number; taken: number[]; missingNight: number | null }[];
}

async function stock(hotels: StockedHotel[], repriced: { product: number; day: number; price: number }[]) {
  const { db } = database.current();
  await db.execute(sql`delete from booking_inventory`);
  await db.execute(sql`delete from booking_price_floors`);
  const rows = hotels.flatMap((hotel) =>
    hotel.types.flatMap((type, index) =>
      Array.from({ length: STOCKED_DAYS }, (_, day) => day)
        .filter((day) => day !== type.missingNight)
        .map((day) => ({
          product: `hotel:${hotel.id}:t${index}`,
          day: addDays(FIRST_DAY, day),
          capacity: type.capacity,
          held: Math.min(type.taken[day] ?? 0, type.capacity),
          price: type.price + (type.surcharge[day] ?? 0),
        })),
    ),
  );
  // One statement, as stocking is: the floors come from its statement trigger.
  await db.execute(sql`
    insert into booking_inventory (supplier, product, day, capacity, held, price)
    select ${BUILTIN_SUPPLIER}, r.product, r.day::date, r.capacity, r.held, r.price
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(product text, day text, capacity int, held int, price int)`);
  const products = [...new Set(rows.map((row) => row.product))];
  for (const change of repriced)
    await db.execute(sql`
      update booking_inventory set price = ${change.price}
      where supplier = ${BUILTIN_SUPPLIER} and product = ${products[change.product % products.length] ?? ''}
        and day = ${addDays(FIRST_DAY, change.day)}::date`);
}

describe('the whole country’s hotel search, ranked from price floors', () => {
  it('answers the page that reading every room type answers, whatever the inventory', async () => {
    const { db } = database.current();
    await fc.assert(
      fc.asyncProperty(inventory, search, async (hotels, asked) => {
        await stock(hotels, asked.repriced);
        const products = { prefix: 'hotel:', except: [] };
        const options = {
          rooms: asked.rooms,
          maxPerNight: asked.maxPerNight,
          limit: asked.limit,
          offset: asked.page * asked.limit,
        };
        const checkIn = addDays(FIRST_DAY, asked.start);
        const nights = Math.min(asked.nights, STOCKED_DAYS - asked.start);
        const counted = await countedStays(db, products, checkIn, nights, options);
        const ranked = await rankedStays(db, products, checkIn, nights, options);
        expect(ranked.stays).toEqual(counted.stays);
        expect(ranked.more).toBe(counted.more);
        // Counted only when every room type was checked, and then exactly.
        if (ranked.hotels !== null) expect(ranked.hotels).toBe(counted.hotels);
      }),
      { numRuns: 30 },
    );
  });

  it('stops at the first candidates when the page is settled, counts when it read them all, and follows price cuts', async () => {
    const { db } = database.current();
    // 60 hotels of one room type each, the cheapest first by id: a first page of 5 checks 48 of them.
    const hotels = Array.from({ length: 60 }, (_, h) => ({
      id: `h${String(h).padStart(2, '0')}`,
      types: [
        {
          price: 400_000 + h * 10_000,
          surcharge: Array<number>(STOCKED_DAYS).fill(0),
          capacity: 2,
          taken: Array<number>(STOCKED_DAYS).fill(0),
          missingNight: null,
        },
      ],
    }));
    await stock(hotels, []);
    const first = await rankedStays(db, { prefix: 'hotel:', except: [] }, FIRST_DAY, 2, {
      rooms: 1,
      limit: 5,
      offset: 0,
    });
    expect(first).toMatchObject({ hotels: null, more: true });
    expect(first.stays.map((stay) => stay.hotel)).toEqual(['h00', 'h01', 'h02', 'h03', 'h04']);
    const last = await rankedStays(db, { prefix: 'hotel:', except: [] }, FIRST_DAY, 2, {
      rooms: 1,
      limit: 5,
      offset: 55,
    });
    expect(last).toMatchObject({ hotels: 60, more: false });
    expect(last.stays).toHaveLength(5);

    // A price cut, and nights stocked again cheaper, lower the floors: those hotels come first.
    const nights = [FIRST_DAY, addDays(FIRST_DAY, 1)];
    await db.execute(sql`
      update booking_inventory set price = 100000
      where product = 'hotel:h59:t0' and day = any(${sql.param(nights)}::date[])`);
    await db.execute(
      sql`delete from booking_inventory where product = 'hotel:h58:t0' and day = any(${sql.param(nights)}::date[])`,
    );
    await db.execute(sql`
      insert into booking_inventory (supplier, product, day, capacity, price)
      select ${BUILTIN_SUPPLIER}, 'hotel:h58:t0', day, 2, 50000 from unnest(${sql.param(nights)}::date[]) as day`);
    const cheaper = await rankedStays(db, { prefix: 'hotel:', except: [] }, FIRST_DAY, 2, {
      rooms: 1,
      limit: 5,
      offset: 0,
    });
    expect(cheaper.stays.map((stay) => [stay.hotel, stay.total])).toEqual([
      ['h58', 100_000],
      ['h59', 200_000],
      ['h00', 800_000],
      ['h01', 820_000],
      ['h02', 840_000],
    ]);
  });

  it('reads on past a floor that only ties the hotel after the page: that hotel may come first by its id', async () => {
    const { db } = database.current();
    const type = (nights: number[], taken = 0) => ({
      price: 0,
      surcharge: [...nights, ...Array<number>(STOCKED_DAYS - nights.length).fill(nights[0] ?? 0)],
      capacity: 1,
      taken: Array<number>(STOCKED_DAYS).fill(taken),
      missingNight: null,
    });
    // The first try's 12 candidates (a page of one and one more, six room types each) have the floor
    // 400,000: c1 and c2 cost 1,000,000 for two nights, the rest are full. b's floor is 500,000, so
    // its two nights cost 1,000,000 too, and "b" comes before "c1".
    await stock(
      [
        { id: 'c1', types: [type([400_000, 600_000])] },
        { id: 'c2', types: [type([400_000, 600_000])] },
        ...Array.from({ length: 10 }, (_, n) => ({ id: `c${n + 3}`, types: [type([400_000], 1)] })),
        { id: 'b', types: [type([500_000])] },
      ],
      [],
    );
    const page = await rankedStays(db, { prefix: 'hotel:', except: [] }, FIRST_DAY, 2, {
      rooms: 1,
      limit: 1,
      offset: 0,
    });
    expect(page.stays).toEqual([{ hotel: 'b', product: 'hotel:b:t0', total: 1_000_000 }]);
  });
});
