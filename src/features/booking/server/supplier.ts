import type { BookingItem, CancellationTerms } from '../contract.ts';
import type { TermsRules } from './terms-rules.ts';
import type { Queryable } from '#server/db/client.ts';

/**
 * What an order line takes from a supplier, worked out from the request before anything is held:
 * which product, which days, how many units, and the rules that come with it.
 */
export interface PlannedItem {
  kind: BookingItem['kind'];
  product: string;
  firstDay: string;
  days: number;
  quantity: number;
  /** Who pays which unit price: adults, children, infants (flights, tickets) or rooms (hotels). */
  mix: { adults: number; children: number; infants: number };
  /** What cancelling costs, from the supplier's terms for this line as they are now (terms.ts). */
  terms: CancellationTerms;
  /** A child's price as a share of the unit price (tickets: the catalogue's child price). */
  childPrice?: number;
  /** SIMs delivered to a hotel: the delivery fee (VND, once per order). */
  deliveryFee?: number;
  /** What the line delivers to beyond units (a data package: the number and its carrier). */
  delivery?: Record<string, string>;
}

/** The units an order line holds, as its row keeps them. */
export type Units = Pick<PlannedItem, 'product' | 'firstDay' | 'days' | 'quantity'>;

/**
 * A source of inventory. The order engine calls only this interface, inside its transaction; the
 * built-in supplier keeps units in `booking_inventory`, a real one would call its partner's API
 * (and keep what it must in tables of its own), without a change to the engine.
 */
export interface Supplier {
  readonly id: string;
  /** Whether what it sells is demo inventory, to be marked as such wherever it is shown. */
  readonly demo: boolean;
  /**
   * It tells the buyer by SMS itself how delivery went (a top-up's outcome): the order's
   * confirmation then goes by e-mail only, so one purchase costs one SMS, not two.
   */
  readonly smsOnDelivery?: boolean;
  /**
   * Checks a request against the catalogue and today's date; throws ApiError when it cannot be
   * sold. `rules`: the terms its manager set in place of the catalogue's (termsRules).
   */
  plan(item: BookingItem, now: Date, rules?: TermsRules): PlannedItem;
  /** The cancellation terms set for new bookings in place of the catalogue's, read once per hold. */
  termsRules?(db: Queryable): Promise<TermsRules>;
  /** Reserves the units of every day or throws SOLD_OUT; answers the unit price of each day. */
  hold(tx: Queryable, item: PlannedItem): Promise<number[]>;
  /** Turns held units into sold ones (the order is confirmed). */
  confirm(tx: Queryable, units: Units): Promise<void>;
  /** Gives units back: held ones (expiry, cancelled hold) or sold ones (cancellation). */
  release(tx: Queryable, units: Units, from: 'held' | 'sold'): Promise<void>;
  /**
   * After the order and its line exist: keeps what delivery needs (a top-up's number, a SIM's
   * delivery and passports), from the plan or from the request it was made from.
   */
  recordDelivery?(tx: Queryable, orderId: string, item: PlannedItem, request: BookingItem): Promise<void>;
  /**
   * Why an order must be paid online before it is delivered (an i18n key), or null when it may be
   * paid later: what is delivered at once and cannot be taken back (a top-up, an eSIM) is paid first.
   */
  paidBeforeDelivery?(tx: Queryable, orderId: string): Promise<string | null>;
  /** In the confirmation's transaction: starts delivering what is not a unit (a top-up, an eSIM). */
  deliver?(tx: Queryable, orderId: string): Promise<void>;
}
