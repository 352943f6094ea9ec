import { and, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { bookingInventory } from '../db/schema/index.ts';
import { BUILTIN_SUPPLIER } from './builtin-supplier.ts';
import { addDays } from './days.ts';

export interface FreeUnits {
  product: string;
  /** Units free on every one of the days (the smallest day's). */
  free: number;
  /** The price of one unit over all the days. */
  total: number;
}

/**
 * Free units and the total price of the products named (a list, or every id starting with a
 * prefix), over `days` days from `firstDay`; products missing a day are left out. One query: a short
 * list is served by the primary key, a long list or a prefix by an index-only scan of the covering
 * search index for those days (decision 0056; scripts/bench measures both at 1,000 hotels). A list
 * goes as one array parameter, not one parameter per product; for every product of a kind, the
 * prefix is cheaper still (no list to send and parse).
 */
export async function freeUnits(
  db: Queryable,
  products: string[] | { prefix: string },
  firstDay: string,
  days: number,
): Promise<Map<string, FreeUnits>> {
  if (Array.isArray(products) && products.length === 0) return new Map();
  const rows = await db
    .select({
      product: bookingInventory.product,
      free: sql<number>`min(${bookingInventory.capacity} - ${bookingInventory.held} - ${bookingInventory.sold})::int`,
      total: sql<number>`sum(${bookingInventory.price})::int`,
    })
    .from(bookingInventory)
    .where(
      and(
        eq(bookingInventory.supplier, BUILTIN_SUPPLIER),
        Array.isArray(products)
          ? sql`${bookingInventory.product} = any(${sql.param(products)}::text[])`
          : like(bookingInventory.product, `${products.prefix}%`),
        gte(bookingInventory.day, firstDay),
        lt(bookingInventory.day, addDays(firstDay, days)),
      ),
    )
    .groupBy(bookingInventory.product)
    .having(sql`count(*) = ${days}`);
  return new Map(rows.map((row) => [row.product, row]));
}

/** Which room types a hotel search reads: a list, or every id with a prefix but those excluded. */
export type StayProducts = string[] | { prefix: string; except: string[] };

export interface CheapestStay {
  /** The hotel's id: the second part of its room types' product ids (`hotel:<id>:<type>`). */
  hotel: string;
  /** Its cheapest room type with enough rooms free every night. */
  product: string;
  /** The price of one such room over all the nights. */
  total: number;
}

/**
 * One page of hotels, cheapest stay first, and how many hotels have a stay at all: per room type
 * with `rooms` free on every night, the nights' total price (at most `maxPerNight` a night when
 * given); per hotel the cheapest such total; the page of hotels by that total; then, for the page's
 * hotels only, the room type that gives it. The page is cut in SQL, so a call sends back a page's
 * rows whatever the number of hotels (decision 0056). Each step hashes: a hotel's room type is
 * chosen among the offers joined to the page, not by sorting every hotel's offers, which was a third
 * of the whole country's cost.
 */
export async function cheapestStays(
  db: Queryable,
  products: StayProducts,
  firstDay: string,
  days: number,
  options: { rooms: number; maxPerNight?: number; limit: number; offset: number },
): Promise<{ stays: CheapestStay[]; hotels: number }> {
  if (Array.isArray(products) && products.length === 0) return { stays: [], hotels: 0 };
  const { product, price, capacity, held, sold } = bookingInventory;
  const chosen: SQL[] = Array.isArray(products)
    ? [sql`${product} = any(${sql.param(products)}::text[])`]
    : [
        like(product, `${products.prefix}%`),
        ...(products.except.length > 0 ? [sql`${product} <> all(${sql.param(products.except)}::text[])`] : []),
      ];
  // A night with too few rooms free drops the row, and with it the room type (it lacks a night).
  const offers = db.$with('offers').as(
    db
      .select({
        product,
        hotel: sql<string>`split_part(${product}, ':', 2)`.as('offer_hotel'),
        total: sql<number>`sum(${price})::int`.as('offer_total'),
      })
      .from(bookingInventory)
      .where(
        and(
          eq(bookingInventory.supplier, BUILTIN_SUPPLIER),
          ...chosen,
          gte(bookingInventory.day, firstDay),
          lt(bookingInventory.day, addDays(firstDay, days)),
          sql`${capacity} - ${held} - ${sold} >= ${options.rooms}`,
        ),
      )
      .groupBy(product)
      .having(
        and(
          sql`count(*) = ${days}`,
          options.maxPerNight === undefined
            ? undefined
            : sql`round(sum(${price})::numeric / ${days}) <= ${options.maxPerNight}`,
        ),
      ),
  );
  const cheapest = db.$with('cheapest').as(
    db
      .select({
        // Names of their own: drizzle writes a CTE's columns unqualified, so the join below needs them distinct.
        hotel: sql<string>`${offers.hotel}`.as('stay_hotel'),
        total: sql<number>`min(${offers.total})`.as('stay_total'),
      })
      .from(offers)
      .groupBy(offers.hotel),
  );
  const page = db
    .$with('page')
    .as(
      db
        .select({ hotel: cheapest.hotel, total: cheapest.total })
        .from(cheapest)
        .orderBy(cheapest.total, cheapest.hotel)
        .limit(options.limit)
        .offset(options.offset),
    );
  const rows = await db
    .with(offers, cheapest, page)
    .selectDistinctOn([page.total, page.hotel], {
      hotel: page.hotel,
      product: offers.product,
      total: page.total,
      hotels: sql<number>`(select count(*) from cheapest)::int`,
    })
    .from(page)
    .innerJoin(offers, and(eq(offers.hotel, page.hotel), eq(offers.total, page.total)))
    .orderBy(page.total, page.hotel, offers.product);
  // Past the last page there is no row to carry the count: ask for it alone.
  if (rows.length === 0 && options.offset > 0) {
    const [counted] = await db
      .with(offers)
      .select({ hotels: sql<number>`count(distinct ${offers.hotel})::int` })
      .from(offers);
    return { stays: [], hotels: counted?.hotels ?? 0 };
  }
  return {
    stays: rows.map(({ hotel, product, total }) => ({ hotel, product, total })),
    hotels: rows[0]?.hotels ?? 0,
  };
}
