import { and, eq, gte, like, lt, sql } from 'drizzle-orm';
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
