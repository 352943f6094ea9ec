import type { BookedDetail } from '../booked-details.ts';
import type { BookingItem, Order, OrderState } from '../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Queryable } from '#server/db/client.ts';
import type { PlannedItem, Supplier } from './supplier.ts';
import type { TermsRules } from './terms-rules.ts';

/*
 * The kinds of product other areas sell through booking's order engine (SIMs, data packages:
 * decision 0106). Booking declares what it needs of a kind here and imports none of them; each
 * area exports its ProductKind, and the composition root (src/server/app/compose.ts) hands the
 * list to the engine once per process (`useProductKinds`). What a page built ahead of time shows of
 * a kind (names, booked details, a region's counters) is its ProductListing, which loads neither the
 * engine nor the server's configuration (none is set at build): the root's product-listings.ts
 * lists them, and the pages pass the list to the functions they call.
 */

/** One product the built-in supplier keeps units of in `booking_inventory`, with its weekday and weekend price. */
export interface InventoryRow {
  product: string;
  capacity: number;
  price: number;
  weekend_price: number;
}

/** A counter at an arrival airport where a product is collected, as a region's guide names it. */
export interface AirportCounter {
  code: string;
  counter: Record<Locale, string>;
  hours: string;
}

/** What a kind adds to the order view: the fields booking's order answer keeps for it (null when it has none). */
export type OrderPart = Partial<Pick<Order, 'sim'>>;

/** What pages show of a kind, from its catalogue alone. */
export interface ProductListing {
  /** The order line's kind, as its request and its product key name it. */
  readonly kind: BookingItem['kind'];
  /** Its products' names in one language by product key, and what its lines show beside them. */
  names(locale: Locale): Record<string, string>;
  /** Its products' name, time and address in one language, by detail key (booked-details.ts). */
  bookedDetails(locale: Locale): Record<string, BookedDetail>;
  /** Where it is collected at airports (a region's guide lists the counters at its airports). */
  readonly airportCounters?: readonly AirportCounter[];
}

/** A kind as the order engine sells it: its listing, and who sells it and how. */
export interface ProductKind extends ProductListing {
  /** Its own supplier; without one the built-in supplier sells it, from `builtin`. */
  readonly supplier?: Supplier;
  /** What the built-in supplier needs to sell it from `booking_inventory`. */
  readonly builtin?: BuiltinKind;
  /** Whether a confirmed order of it carries a voucher to show (a physical SIM at its counter). */
  needsVoucher?(tx: Queryable, orderId: string): Promise<boolean>;
  /** What the order page shows of it beside the lines. */
  orderPart?(db: Queryable, orderId: string, state: OrderState): Promise<OrderPart>;
}

/** A kind the built-in supplier sells: its plan, its stock, and what its lines keep and deliver. */
export interface BuiltinKind {
  /** As Supplier.plan, for a request of this kind. */
  plan(item: BookingItem, now: Date, rules: TermsRules): PlannedItem;
  /** Its products' stock and prices, put on sale day by day (inventory.ts). */
  inventory(): InventoryRow[];
  /** After the order and its line exist: what delivery needs, from the request. */
  recordDelivery(tx: Queryable, orderId: string, request: BookingItem): Promise<void>;
  /** As Supplier.paidBeforeDelivery: an i18n key, or null when the order may be paid later. */
  paidBeforeDelivery(tx: Queryable, orderId: string): Promise<string | null>;
  /** In the confirmation's transaction: starts delivering what is not a unit. */
  deliver(tx: Queryable, orderId: string): Promise<void>;
}

let engineKinds: readonly ProductKind[] = [];

/** The composition root hands the engine its product kinds, once per process (composeServer). */
export function useProductKinds(kinds: readonly ProductKind[]): void {
  engineKinds = kinds;
}

/** The product kinds the root handed to the engine (none before it composed the server). */
export const productKinds = (): readonly ProductKind[] => engineKinds;

/** The kind that sells a request of this kind, if another area brings it. */
export const productKind = (kind: string): ProductKind | undefined => engineKinds.find((each) => each.kind === kind);
