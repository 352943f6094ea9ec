import {
  and,
  eq,
  gte,
  like,
  lt,
  lte,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Queryable } from '#server/db/client.ts';
import { keptStatement, limitInText } from '#server/db/prepared.ts';
import { bookingInventory, bookingPriceFloors } from '#server/db/schema/index.ts';
import { BUILTIN_SUPPLIER } from './builtin-supplier.ts';
import { addDays } from '#lib/vietnam-days.ts';

export interface FreeUnits {
  product: string;
  /** Units free on every one of the days (the smallest day's). */
  free: number;
  /** The price of one unit on each of the days, in date order: what a hold would be quoted at. */
  prices: number[];
}

/**
 * Free units and the prices by day of the products named (a list, or every id starting with a
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
      prices: sql<number[]>`array_agg(${bookingInventory.price} order by ${bookingInventory.day})`,
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
        // A stopped day drops its row, and with it the product (it lacks a day), as a hold refuses it.
        eq(bookingInventory.stopped, false),
      ),
    )
    .groupBy(bookingInventory.product)
    .having(sql`count(*) = ${days}`);
  return new Map(rows.map((row) => [row.product, row]));
}

/**
 * A room type's hotel, read in SQL from its product id (`hotel:<id>:<type>`) as parseProduct
 * (src/features/booking/product-id.ts) reads it: the one place a query looks inside a product's string.
 */
const hotelOfProduct = (product: SQLWrapper) => sql<string>`split_part(${product}, ':', 2)`;

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

export interface StayPage {
  stays: CheapestStay[];
  /** How many hotels have a stay; null when a large selection was ranked without counting them all. */
  hotels: number | null;
  /** Whether a hotel with a stay comes after this page. */
  more: boolean;
}

export interface StayOptions {
  rooms: number;
  maxPerNight?: number;
  limit: number;
  offset: number;
}

/**
 * Up to this many room types, a search counts every hotel with a stay: it reads every room type's
 * nights (a few regions' worth). Past it, the whole country at 1,000 hotels, it ranks from the
 * price floors and stops at the page (decision 0061).
 */
export const COUNTED_ROOM_TYPES = 300;

/**
 * One page of hotels, cheapest stay first: counted when the selection has at most
 * COUNTED_ROOM_TYPES room types (`selected`, which a prefix does not tell), ranked otherwise.
 */
export function cheapestStays(
  db: Queryable,
  products: StayProducts,
  selected: number,
  firstDay: string,
  days: number,
  options: StayOptions,
): Promise<StayPage> {
  return selected <= COUNTED_ROOM_TYPES
    ? countedStays(db, products, firstDay, days, options)
    : rankedStays(db, products, firstDay, days, options);
}

/** A part of a hotel search's selection, read after the parts before it: a place's hotels, then those nearby. */
export interface StayTier {
  products: StayProducts;
  /** How many room types it has (a prefix does not tell). */
  selected: number;
  /** Its hotels' ids. */
  hotels: readonly string[];
}

export interface TieredStay extends CheapestStay {
  /** The index of the tier it comes from. */
  tier: number;
}

/**
 * One page over a place's hotels and then those near it, each part cheapest first (decision 0072),
 * in one statement where it can be: when the place has too few hotels to fill the page and both
 * parts together are few enough to count, one counted statement ranks the place's hotels first
 * (`countedStays` with `first`), and the count is exact. Otherwise each part is asked for what is
 * left of the page, from where the page starts in it, so a page inside the place's hotels is one
 * statement, as `cheapestStays` alone; the count is then given when every part up to the last was
 * read to its end, and a full page with more to come in the place leaves it null, as a ranked
 * search does.
 */
export async function tieredStays(
  db: Queryable,
  tiers: readonly StayTier[],
  firstDay: string,
  days: number,
  options: StayOptions,
): Promise<{ stays: TieredStay[]; hotels: number | null; more: boolean }> {
  const [place, near, ...others] = tiers;
  const lists = tiers.flatMap((tier) => (Array.isArray(tier.products) ? [tier.products] : []));
  const selected = tiers.reduce((sum, tier) => sum + tier.selected, 0);
  if (
    place &&
    near &&
    others.length === 0 &&
    lists.length === 2 &&
    selected <= COUNTED_ROOM_TYPES &&
    place.hotels.length <= options.offset + options.limit
  ) {
    const inPlace = new Set(place.hotels);
    const found = await countedStays(db, lists.flat(), firstDay, days, options, place.hotels);
    return { ...found, stays: found.stays.map((stay) => ({ ...stay, tier: inPlace.has(stay.hotel) ? 0 : 1 })) };
  }
  const stays: TieredStay[] = [];
  let before = 0; // hotels with a stay in the tiers already read to their end
  for (const [tier, { products, selected }] of tiers.entries()) {
    if (selected === 0) continue;
    const room = options.limit - stays.length;
    // A full page still asks the next tier for one hotel: whether more follow.
    const found = await cheapestStays(db, products, selected, firstDay, days, {
      ...options,
      limit: Math.max(room, 1),
      offset: Math.max(0, options.offset - before),
    });
    stays.push(...found.stays.slice(0, room).map((stay) => ({ ...stay, tier })));
    if (room === 0 ? found.stays.length > 0 : found.more) {
      const last = tiers.slice(tier + 1).every((next) => next.selected === 0);
      return { stays, hotels: last && found.hotels !== null ? before + found.hotels : null, more: true };
    }
    // Read to its end: counted or ranked, its count is exact then.
    before += found.hotels ?? 0;
  }
  return { stays, hotels: before, more: false };
}

/** The conditions on a product column that pick the selection's room types. */
function chosenBy(product: AnyColumn, products: StayProducts): SQL[] {
  return Array.isArray(products)
    ? [sql`${product} = any(${sql.param(products)}::text[])`]
    : [
        like(product, `${products.prefix}%`),
        ...(products.except.length > 0 ? [sql`${product} <> all(${sql.param(products.except)}::text[])`] : []),
      ];
}

/**
 * The nights of a stay, from `firstDay` up to `endDay` (excluded), values or placeholders. A night
 * with too few rooms free drops its row, and with it the room type (it lacks a night).
 */
function stayNights(firstDay: string | Placeholder, endDay: string | Placeholder, rooms: number | Placeholder): SQL[] {
  const { capacity, held, sold, day, stopped } = bookingInventory;
  return [
    eq(bookingInventory.supplier, BUILTIN_SUPPLIER),
    gte(day, firstDay),
    lt(day, endDay),
    sql`${capacity} - ${held} - ${sold} >= ${rooms}`,
    eq(stopped, false),
  ];
}

/** The price filter on a stay's total: at most `maxPerNight` a night, rounded; values or placeholders. */
const perNightAtMost = (
  total: SQL | SQL.Aliased,
  days: number | Placeholder,
  maxPerNight: number | Placeholder | undefined,
) => (maxPerNight === undefined ? undefined : sql`round(${total}::numeric / ${days}) <= ${maxPerNight}`);

/**
 * Per hotel its cheapest offer, the first `limit` hotels by that total (then by id), and for those
 * the room type that gives it (by name among equals), with the number of hotels that have an offer.
 * Each step hashes: a hotel's room type is
 * chosen among the offers joined to the page, not by sorting every hotel's offers, which was a third
 * of the whole country's cost (decision 0056). `extra` rides along on every row. The hotels of
 * `first`, when given, rank before the others whatever their totals (a place's before those near
 * it, decision 0072); without it the statement is as it was.
 */
function rankOffers<Extra extends Record<string, SQL.Aliased>>(
  db: Queryable,
  offers: WithSubqueryWithSelection<
    { product: SQL.Aliased<string>; hotel: SQL.Aliased<string>; total: SQL.Aliased<number> },
    'offers'
  >,
  limit: number,
  offset: number,
  extra: Extra,
  first?: readonly string[],
) {
  const cheapest = db.$with('cheapest').as(
    db
      .select({
        // Names of their own: drizzle writes a CTE's columns unqualified, so the join below needs them distinct.
        hotel: sql<string>`${offers.hotel}`.as('stay_hotel'),
        total: sql<number>`min(${offers.total})`.as('stay_total'),
        // 0 for the hotels of `first`, 1 for the others.
        rank: (first ? sql<number>`(${offers.hotel} <> all(${sql.param(first)}::text[]))::int` : sql<number>`0`).as(
          'stay_rank',
        ),
      })
      .from(offers)
      .groupBy(offers.hotel),
  );
  const page = db.$with('page').as(
    db
      .select({ hotel: cheapest.hotel, total: cheapest.total, rank: cheapest.rank })
      .from(cheapest)
      .orderBy(...(first ? [cheapest.rank] : []), cheapest.total, cheapest.hotel)
      .limit(limit)
      .offset(offset),
  );
  return db
    .with(offers, cheapest, page)
    .selectDistinctOn([...(first ? [page.rank] : []), page.total, page.hotel], {
      hotel: page.hotel,
      product: offers.product,
      total: page.total,
      rank: page.rank,
      hotels: sql<number>`(select count(*) from ${cheapest})::int`.as('hotels'),
      ...extra,
    })
    .from(page)
    .innerJoin(offers, and(eq(offers.hotel, page.hotel), eq(offers.total, page.total)))
    .orderBy(...(first ? [page.rank] : []), page.total, page.hotel, offers.product);
}

/**
 * Every room type of the selection: per room type with `rooms` free on every night, the nights'
 * total price (at most `maxPerNight` a night when given), then the page and the count of hotels
 * with a stay. The page is cut in SQL, so a call sends back a page's rows whatever the number of
 * hotels (decision 0056). The hotels of `first` come before the others (`rankOffers`).
 */
export async function countedStays(
  db: Queryable,
  products: StayProducts,
  firstDay: string,
  days: number,
  options: StayOptions,
  first?: readonly string[],
): Promise<StayPage> {
  if (Array.isArray(products) && products.length === 0) return { stays: [], hotels: 0, more: false };
  const { product, price } = bookingInventory;
  const offers = db.$with('offers').as(
    db
      .select({
        product: sql<string>`${product}`.as('offer_product'),
        hotel: hotelOfProduct(product).as('offer_hotel'),
        total: sql<number>`sum(${price})::int`.as('offer_total'),
      })
      .from(bookingInventory)
      .where(and(...chosenBy(product, products), ...stayNights(firstDay, addDays(firstDay, days), options.rooms)))
      .groupBy(product)
      .having(and(sql`count(*) = ${days}`, perNightAtMost(sql`sum(${price})`, days, options.maxPerNight))),
  );
  const rows = await rankOffers(db, offers, options.limit, options.offset, {}, first);
  // Past the last page there is no row to carry the count: ask for it alone.
  let hotels = rows[0]?.hotels ?? 0;
  if (rows.length === 0 && options.offset > 0) {
    const [counted] = await db
      .with(offers)
      .select({ hotels: sql<number>`count(distinct ${offers.hotel})::int` })
      .from(offers);
    hotels = counted?.hotels ?? 0;
  }
  return {
    stays: rows.map(({ hotel, product, total }) => ({ hotel, product, total })),
    hotels,
    more: hotels > options.offset + options.limit,
  };
}

/**
 * The selection's room types in the order of their price floors, the cheapest of them checked night
 * by night (by key, as one hotel's availability is), then ranked. No stay of a room type costs less
 * than its floor × nights, so once the hotel after the page costs less than that for the first room
 * type not checked, no room type left can change the page. The first try checks 6 room types per
 * hotel asked for (the page and the one after, rounded up to a power of two: 192 for a first page
 * of 20; ties of floors and weekend prices need more than one each), each next try four times as
 * many. A call reads the nights of a few hundred room types instead of every room type's (decision
 * 0061). The hotels are counted only when every room type was checked.
 */
export async function rankedStays(
  db: Queryable,
  products: StayProducts,
  firstDay: string,
  days: number,
  options: StayOptions,
): Promise<StayPage> {
  if (Array.isArray(products) && products.length === 0) return { stays: [], hotels: 0, more: false };
  // The page's hotels and one more: that one's total must be below every unchecked floor too, so
  // that "more" is known, not guessed.
  const wanted = options.offset + options.limit + 1;
  // The statement's limits are in its text, and each text is kept: rounded up to a power of two,
  // so that the pages a client can ask (10,000 of 50) make a few dozen statements, not one each.
  const rowLimit = 2 ** Math.ceil(Math.log2(wanted));
  const selection = Array.isArray(products)
    ? ({ kind: 'list', values: { products } } as const)
    : products.except.length > 0
      ? ({ kind: 'prefix-except', values: { prefix: `${products.prefix}%`, except: products.except } } as const)
      : ({ kind: 'prefix', values: { prefix: `${products.prefix}%` } } as const);
  const values = {
    ...selection.values,
    firstDay,
    endDay: addDays(firstDay, days),
    days,
    rooms: options.rooms,
    maxPerNight: options.maxPerNight,
  };
  const priced = options.maxPerNight !== undefined;
  // Built by drizzle once per shape, prepared, its plan kept: building cost the Node process as much
  // CPU as PostgreSQL spent running it (decision 0061).
  for (let candidates = 6 * rowLimit; ; candidates *= 4) {
    const shape = `booking.rankedStays:${selection.kind}:${priced}:${candidates}:${rowLimit}`;
    const rows = await keptStatement(db, shape, () =>
      rankedStatement(db, selection.kind, priced, candidates, rowLimit),
    ).execute(values);
    // With no row to carry it, the next floor is asked alone: were all candidates sold out?
    const next = rows[0]
      ? rows[0].next
      : ((
          await keptStatement(db, `${shape}:next`, () =>
            nextFloorStatement(db, selection.kind, priced, candidates),
          ).execute(values)
        )[0]?.floor ?? null);
    const after = rows[wanted - 1];
    const settled = next === null || (after !== undefined && after.total < next * days);
    if (!settled) continue;
    const page = rows.slice(options.offset, options.offset + options.limit);
    return {
      stays: page.map(({ hotel, product, total }) => ({ hotel, product, total })),
      hotels: next === null ? (rows[0]?.hotels ?? 0) : null,
      more: after !== undefined,
    };
  }
}

type SelectionKind = 'list' | 'prefix' | 'prefix-except';

/** The selection's room types by their floors, as placeholders: `products`, or `prefix` and `except`. */
function floorsInSelection(kind: SelectionKind, priced: boolean): SQL | undefined {
  const floors = bookingPriceFloors;
  return and(
    eq(floors.supplier, BUILTIN_SUPPLIER),
    kind === 'list'
      ? sql`${floors.product} = any(${sql.placeholder('products')}::text[])`
      : like(floors.product, sql.placeholder('prefix')),
    kind === 'prefix-except' ? sql`${floors.product} <> all(${sql.placeholder('except')}::text[])` : undefined,
    // A room type whose floor is over the price asked cannot have a stay under it.
    priced ? lte(floors.floor, sql.placeholder('maxPerNight')) : undefined,
  );
}

/** The floor of the first room type past the `candidates` cheapest, or no row when there is none. */
function nextFloorStatement(db: Queryable, kind: SelectionKind, priced: boolean, candidates: number) {
  const floors = bookingPriceFloors;
  return db
    .select({ floor: floors.floor })
    .from(floors)
    .where(floorsInSelection(kind, priced))
    .orderBy(floors.floor, floors.product)
    .offset(limitInText(candidates))
    .limit(1);
}

/**
 * The `candidates` cheapest room types by floor, each one's nights read by key (a lateral join, so
 * the nested loop is certain whatever the estimates), ranked; every row carries the next floor.
 */
function rankedStatement(db: Queryable, kind: SelectionKind, priced: boolean, candidates: number, wanted: number) {
  const floors = bookingPriceFloors;
  const checked = db.$with('checked').as(
    db
      .select({ candidate: sql<string>`${floors.product}`.as('candidate') })
      .from(floors)
      .where(floorsInSelection(kind, priced))
      .orderBy(floors.floor, floors.product)
      .limit(limitInText(candidates)),
  );
  const nights = db
    .select({
      total: sql<number>`sum(${bookingInventory.price})::int`.as('nights_total'),
      count: sql<number>`count(*)::int`.as('nights_count'),
    })
    .from(bookingInventory)
    .where(
      and(
        eq(bookingInventory.product, checked.candidate),
        ...stayNights(sql.placeholder('firstDay'), sql.placeholder('endDay'), sql.placeholder('rooms')),
      ),
    )
    .as('nights');
  const offers = db.$with('offers').as(
    db
      .with(checked)
      .select({
        product: sql<string>`${checked.candidate}`.as('offer_product'),
        hotel: hotelOfProduct(checked.candidate).as('offer_hotel'),
        total: sql<number>`${nights.total}`.as('offer_total'),
      })
      .from(checked)
      .innerJoinLateral(nights, sql`true`)
      .where(
        and(
          sql`${nights.count} = ${sql.placeholder('days')}`,
          perNightAtMost(nights.total, sql.placeholder('days'), priced ? sql.placeholder('maxPerNight') : undefined),
        ),
      ),
  );
  return rankOffers(db, offers, limitInText(wanted), 0, {
    next: sql<number | null>`(${nextFloorStatement(db, kind, priced, candidates)})`.as('next_floor'),
  });
}
