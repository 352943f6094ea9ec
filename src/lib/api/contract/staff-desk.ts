import { z } from 'astro/zod';
import type { Order, PaymentMethod } from './booking.ts';
import { daySchema, pageQuery } from './common.ts';

/*
 * The order desk and the built-in supplier's inventory (issue 36, decision 0091): the staff calls
 * that change orders, money and stock. Each change takes an Idempotency-Key and is audited.
 */

/**
 * Why the desk cancelled or refunded, as the buyer reads it on the order page in their language
 * (`booking:deskReason.<reason>`): a word from this list, never a staff member's free text.
 */
export const DESK_REASONS = [
  'customerRequest',
  'supplierUnavailable',
  'serviceProblem',
  'duplicateBooking',
  'undelivered',
] as const;
export type DeskReason = (typeof DESK_REASONS)[number];

const orderId = z.uuid();
const reason = z.enum(DESK_REASONS);

/** An order number (`NVT-…`), a phone, an e-mail, or the start of the contact's name. */
export const deskOrderQuery = z.object({ q: z.string().trim().min(2).max(120), ...pageQuery });
export const deskOrderRef = z.object({ orderId });
export const deskCancelInput = z.object({ orderId, reason });
/** An amount in VND, within what the order's provider still allows back (REFUND_TOO_LARGE otherwise). */
export const deskRefundInput = z.object({ orderId, amount: z.number().int().min(1).max(10_000_000_000), reason });
export const deskTopUpInput = z.object({ orderId, action: z.enum(['retry', 'refund']) });

/** What a desk refund or cancel left on the order for its buyer to read. */
export const deskNoteSchema = z.object({
  at: z.string(),
  reason,
  /** VND asked back by this action (0 when nothing was paid online). */
  amount: z.number(),
  cancelled: z.boolean(),
});
export type DeskNote = z.output<typeof deskNoteSchema>;

export interface DeskOrderHit {
  id: string;
  number: string;
  state: Order['state'];
  contactName: string | null;
  phone: string | null;
  email: string | null;
  total: number;
  createdAt: string;
}

export interface DeskPayment {
  id: string;
  provider: PaymentMethod | string;
  kind: 'charge' | 'refund';
  amount: number;
  status: string;
  createdAt: string;
}

/** A message the order's jobs sent (or dropped over budget), from the order's history. */
export interface DeskMessage {
  at: string;
  channel: 'sms' | 'mail';
  kind: string;
  sent: boolean;
}

export interface DeskTopUp {
  status: 'held' | 'pending' | 'succeeded' | 'failed';
  attempts: number;
  failure: string | null;
}

/** The order as the desk sees it: the buyer's view, with the money, messages and events behind it. */
export interface DeskOrder {
  order: Order;
  locale: string;
  payments: DeskPayment[];
  messages: DeskMessage[];
  events: { at: string; actor: string; from: string | null; to: string; reason: string; detail: unknown }[];
  /** What the providers still allow back, in VND: charges taken online less refunds asked. */
  refundable: number;
  topUp: DeskTopUp | null;
}

const product = z
  .string()
  .trim()
  .regex(/^(hotel|flight|ticket|sim):[\w.:-]{1,150}$/);
const range = { product, from: daySchema, to: daySchema };

export const inventoryQuery = z.object(range);
export const inventoryStopSellInput = z.object({ ...range, stopped: z.boolean() });
export const inventoryPriceInput = z.object({ ...range, price: z.number().int().min(0).max(1_000_000_000) });
export const inventoryCapacityInput = z.object({ ...range, capacity: z.number().int().min(0).max(100_000) });

/** The terms new bookings of a product get (decision 0078's rule): free until hours before the start, then a share back. */
export const inventoryTermsInput = z.object({
  product,
  freeUntilHoursBefore: z.number().int().min(0).max(8760).nullable(),
  refundPercentAfter: z.number().int().min(0).max(99),
  /** Fares only: a change per passenger in VND, null when none is allowed. */
  changeFee: z.number().int().min(0).max(100_000_000).nullable().optional(),
});

/** A product's terms for new bookings: the catalogue's, or the rule its manager set (`set`). */
export interface InventoryTerms {
  /** Whose terms they are: a room type's are its hotel's (`hotel:<id>`). */
  key: string;
  rule: { freeUntilHoursBefore: number | null; refundPercentAfter: number; changeFee?: number | null };
  set: boolean;
}

export interface InventoryProduct {
  product: string;
  kind: 'hotel' | 'flight' | 'ticket' | 'sim';
  name: string;
}

export interface InventoryDay {
  day: string;
  capacity: number;
  held: number;
  sold: number;
  price: number;
  stopped: boolean;
}
