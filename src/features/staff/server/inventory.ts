import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { InventoryDay, InventoryProduct } from '../desk-contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { ApiError } from '#server/api/codes.ts';
import { serverConfig } from '#server/config.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingInventory } from '#server/db/schema/index.ts';
import { BUILTIN_SUPPLIER } from '#features/booking/server/builtin-supplier.ts';
import { parseProduct } from '#features/booking/product-id.ts';
import { attractionById, flightCatalogue, hotelById } from '#features/booking/server/catalogue.ts';
import { daysBetween, vietnamDay } from '#lib/vietnam-days.ts';
import { catalogueProducts } from '#features/booking/server/inventory.ts';
import { productNames } from '#features/booking/server/product-names.ts';
import { productKinds } from '#features/booking/server/product-kinds.ts';
import type { CancellationRule } from '#features/booking/server/terms.ts';
import { setTermsRule, termsKeyOf, termsRules } from '#features/booking/server/terms-rules.ts';
import { simById } from '#features/sim/server/catalogue.ts';
import { PHYSICAL_SIM_RULE } from '#features/sim/server/product-kind.ts';

/*
 * The built-in supplier's stock as its manager changes it (decision 0091). Every change locks the
 * range's rows in day order, as a buyer's hold does (builtin-supplier.ts), so a change and the holds
 * racing it queue on the same row locks and never deadlock: a hold that comes after a stop-sell
 * finds the day stopped, one that came first is counted before a new capacity is checked.
 */

export interface DayRange {
  product: string;
  from: string;
  to: string;
}

const invalid = (path: string, message: string) => new ApiError('VALIDATION_ERROR', { fields: [{ path, message }] });

/** The products a manager may change, with their names in the desk's language. */
export function inventoryProducts(locale: Locale): InventoryProduct[] {
  const names = productNames(locale, productKinds());
  return catalogueProducts(productKinds()).map(({ product }) => ({
    product,
    // The built-in supplier's catalogue sells hotels, flights, tickets and SIMs, all well spelled.
    kind: parseProduct(product)?.kind as InventoryProduct['kind'],
    name: names[product] ?? product,
  }));
}

const isProduct = (product: string) => catalogueProducts(productKinds()).some((row) => row.product === product);

/**
 * The catalogue's rule for a product's terms; undefined for an eSIM, which is issued on payment
 * and cannot be given back, whatever a rule would say.
 */
function catalogueRule(product: string): CancellationRule | undefined {
  const id = parseProduct(product);
  switch (id?.kind) {
    case 'hotel':
      return hotelById.get(id.hotel)?.cancellation;
    case 'ticket':
      return attractionById.get(id.attraction)?.cancellation;
    case 'flight': {
      const fare = flightCatalogue.fareRules[id.fareClass as keyof typeof flightCatalogue.fareRules];
      return {
        freeUntilHoursBefore: fare.freeUntilHoursBefore,
        refundPercentAfter: fare.refundPercentAfter,
        changeFee: fare.changeFee,
      };
    }
    case 'sim':
      return simById.get(id.sim)?.type === 'physical' ? PHYSICAL_SIM_RULE : undefined;
    default:
      return undefined;
  }
}

/** A product's terms for new bookings: whose they are (a room type's are its hotel's), the rule, and whether a manager set it. */
export async function termsOf(db: Queryable, product: string) {
  const rule = catalogueRule(product);
  if (!isProduct(product) || !rule) throw new ApiError('NOT_FOUND');
  const key = termsKeyOf(product);
  const set = (await termsRules(db, BUILTIN_SUPPLIER)).get(key);
  return { key, rule: set ?? rule, set: set !== undefined };
}

/**
 * Sets the terms new bookings of a product get (holds already made keep theirs, stored with their
 * quote). A change fee is a fare's: other products refuse one.
 */
export async function setTerms(tx: Queryable, product: string, rule: CancellationRule) {
  const catalogue = catalogueRule(product);
  if (!isProduct(product) || !catalogue) throw new ApiError('NOT_FOUND');
  const flight = parseProduct(product)?.kind === 'flight';
  if (!flight && rule.changeFee !== undefined) throw invalid('data.changeFee', 'staff:field.changeFeeFlights');
  const kept: CancellationRule = flight ? { ...rule, changeFee: rule.changeFee ?? null } : rule;
  const key = termsKeyOf(product);
  const before = (await setTermsRule(tx, BUILTIN_SUPPLIER, key, kept)) ?? catalogue;
  return { key, before, after: kept };
}

/** A range of days on sale of a product of the catalogue, today or later; refused as a field otherwise. */
function checkRange(range: DayRange, now: Date): void {
  if (!isProduct(range.product)) throw new ApiError('NOT_FOUND');
  const today = vietnamDay(now);
  if (range.from < today) throw invalid('data.from', 'booking:field.past');
  if (range.to < range.from) throw invalid('data.to', 'staff:field.toBeforeFrom');
  if (daysBetween(today, range.to) >= serverConfig.booking.saleDays) throw invalid('data.to', 'booking:field.tooFar');
}

const inRange = (range: DayRange) =>
  and(
    eq(bookingInventory.supplier, BUILTIN_SUPPLIER),
    eq(bookingInventory.product, range.product),
    gte(bookingInventory.day, range.from),
    lte(bookingInventory.day, range.to),
  );

const dayOf = (row: typeof bookingInventory.$inferSelect): InventoryDay => ({
  day: row.day,
  capacity: row.capacity,
  held: row.held,
  sold: row.sold,
  price: row.price,
  stopped: row.stopped,
});

/** The range's days as they stand. */
export async function inventoryDays(db: Queryable, range: DayRange, now = new Date()): Promise<InventoryDay[]> {
  checkRange(range, now);
  const rows = await db.select().from(bookingInventory).where(inRange(range)).orderBy(asc(bookingInventory.day));
  return rows.map(dayOf);
}

/** The range's rows locked for the rest of the transaction, in day order (the holds' order). */
async function lockDays(tx: Queryable, range: DayRange, now: Date): Promise<InventoryDay[]> {
  checkRange(range, now);
  const rows = await tx
    .select()
    .from(bookingInventory)
    .where(inRange(range))
    .orderBy(asc(bookingInventory.day))
    .for('update');
  return rows.map(dayOf);
}

/** What a change did: the days before and after, for the audit log and the screen. */
export interface InventoryChange {
  before: InventoryDay[];
  after: InventoryDay[];
}

async function change(
  tx: Queryable,
  range: DayRange,
  now: Date,
  set: Partial<Pick<typeof bookingInventory.$inferInsert, 'stopped' | 'price' | 'capacity'>>,
  check: (day: InventoryDay) => void = () => undefined,
): Promise<InventoryChange> {
  const before = await lockDays(tx, range, now);
  for (const day of before) check(day);
  const rows = await tx
    .update(bookingInventory)
    .set(set)
    .where(inRange(range))
    .returning()
    .then((updated) => updated.map(dayOf).sort((a, b) => a.day.localeCompare(b.day)));
  return { before, after: rows };
}

/**
 * Stops (or reopens) sale of a product for a range. Held and sold units stay theirs: a stop-sell
 * closes the days to new holds only (the hold's guarded update and the search read `stopped`).
 */
export const setStopped = (tx: Queryable, range: DayRange, stopped: boolean, now = new Date()) =>
  change(tx, range, now, { stopped });

/** A new price per unit for the range's days; orders already held keep the price of their quote. */
export const setPrice = (tx: Queryable, range: DayRange, price: number, now = new Date()) =>
  change(tx, range, now, { price });

/**
 * A new capacity for the range's days, refused as a whole (CAPACITY_BELOW_TAKEN, naming the first
 * day at fault) when a day already has more units held or sold than it: those are people's bookings.
 */
export const setCapacity = (tx: Queryable, range: DayRange, capacity: number, now = new Date()) =>
  change(tx, range, now, { capacity }, (day) => {
    const taken = day.held + day.sold;
    if (taken > capacity) throw new ApiError('CAPACITY_BELOW_TAKEN', { day: day.day, taken, capacity });
  });
