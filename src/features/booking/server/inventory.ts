import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { BUILTIN_SUPPLIER } from './builtin-supplier.ts';
import { attractions, flightCatalogue, flightProduct, hotels, roomProduct, ticketProduct } from './catalogue.ts';
import { addDays } from '#lib/vietnam-days.ts';
import type { InventoryRow, ProductKind } from './product-kinds.ts';

const weekend = (price: number, percent: number) => Math.round((price * (100 + percent)) / 100 / 10_000) * 10_000;

/**
 * Every product the built-in supplier sells, from the catalogue files, with those of the kinds
 * other areas bring it (SIMs): its units per day and its price on a weekday and at weekends.
 */
export function catalogueProducts(kinds: readonly ProductKind[]): InventoryRow[] {
  const rows: InventoryRow[] = [];
  for (const hotel of hotels)
    for (const type of hotel.roomTypes)
      rows.push({
        product: roomProduct(hotel, type),
        capacity: type.rooms,
        price: type.pricePerNight,
        // Friday and Saturday nights.
        weekend_price: weekend(type.pricePerNight, type.weekendSurchargePercent),
      });
  for (const flight of flightCatalogue.flights)
    for (const fare of flight.fareClasses)
      rows.push({
        product: flightProduct(flight, fare.id),
        capacity: fare.seats,
        price: fare.fare,
        weekend_price: fare.fare,
      });
  for (const attraction of attractions) {
    // An attraction with fixed start times sells each time slot's places, and no day ticket.
    const { slots } = attraction;
    const products = slots
      ? slots.times.map((slot) => ({ product: ticketProduct(attraction, slot), capacity: slots.capacity }))
      : [{ product: ticketProduct(attraction), capacity: attraction.dailyCapacity }];
    for (const { product, capacity } of products)
      rows.push({ product, capacity, price: attraction.price, weekend_price: attraction.price });
  }
  for (const kind of kinds) rows.push(...(kind.builtin?.inventory() ?? []));
  return rows;
}

/**
 * Makes sure every product has a row for each of `days` days from `firstDay`: one statement over
 * the catalogue and a series of days, which leaves existing rows (and their held and sold units)
 * alone. Run at start and by the daily job; several processes may run it at once.
 */
export async function extendInventory(
  db: Queryable,
  firstDay: string,
  days: number,
  kinds: readonly ProductKind[],
): Promise<void> {
  const products = JSON.stringify(catalogueProducts(kinds));
  const lastDay = addDays(firstDay, days - 1);
  await db.execute(sql`
    insert into booking_inventory (supplier, product, day, capacity, price)
    select ${BUILTIN_SUPPLIER}, p.product, d::date, p.capacity,
      case when extract(isodow from d) in (5, 6) then p.weekend_price else p.price end
    from jsonb_to_recordset(${products}::jsonb) as p(product text, capacity int, price int, weekend_price int)
    cross join generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as d
    on conflict do nothing`);
}
