import { z } from 'astro/zod';
import { ORDER_STATES, orderSchema } from '#features/booking/contract.ts';
import { defineCall } from '#lib/api/contract/call.ts';
import { daySchema, pageOf, pageQuery } from '#lib/api/contract/common.ts';
import { DESK_REASONS } from '#features/booking/desk-note.ts';

export { DESK_REASONS, type DeskNote, type DeskReason } from '#features/booking/desk-note.ts';

/*
 * The order desk and the built-in supplier's inventory (issue 36, decision 0091): the staff calls
 * that change orders, money and stock. Each change takes an Idempotency-Key and is audited.
 */

const orderId = z.uuid();
const reason = z.enum(DESK_REASONS);

/** An order number (`NVT-…`), a phone, an e-mail, or the start of the contact's name. */
export const deskOrderQuery = z.object({ q: z.string().trim().min(2).max(120), ...pageQuery });
export const deskOrderRef = z.object({ orderId });
export const deskCancelInput = z.object({ orderId, reason });
/** An amount in VND, within what the order's provider still allows back (REFUND_TOO_LARGE otherwise). */
export const deskRefundInput = z.object({ orderId, amount: z.number().int().min(1).max(10_000_000_000), reason });
export const deskTopUpInput = z.object({ orderId, action: z.enum(['retry', 'refund']) });

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

/** One order the desk's search found. */
export const deskOrderHitSchema = z.object({
  id: z.string(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  total: z.number(),
  createdAt: z.string(),
});
export type DeskOrderHit = z.output<typeof deskOrderHitSchema>;

const deskPaymentSchema = z.object({
  id: z.string(),
  /** A payment method, or a provider of an older order. */
  provider: z.string(),
  kind: z.enum(['charge', 'refund']),
  amount: z.number(),
  status: z.string(),
  createdAt: z.string(),
});

/** A message the order's jobs sent (or dropped over budget), from the order's history. */
const deskMessageSchema = z.object({
  at: z.string(),
  channel: z.enum(['sms', 'mail']),
  kind: z.string(),
  sent: z.boolean(),
});
export type DeskMessage = z.output<typeof deskMessageSchema>;

const deskTopUpSchema = z.object({
  status: z.enum(['held', 'pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  failure: z.string().nullable(),
});
export type DeskTopUp = z.output<typeof deskTopUpSchema>;

/** The order as the desk sees it: the buyer's view, with the money, messages and events behind it. */
export const deskOrderSchema = z.object({
  order: orderSchema,
  locale: z.string(),
  payments: z.array(deskPaymentSchema),
  messages: z.array(deskMessageSchema),
  events: z.array(
    z.object({
      at: z.string(),
      actor: z.string(),
      from: z.string().nullable(),
      to: z.string(),
      reason: z.string(),
      detail: z.unknown(),
    }),
  ),
  /** What the providers still allow back, in VND: charges taken online less refunds asked. */
  refundable: z.number(),
  topUp: deskTopUpSchema.nullable(),
});
export type DeskOrder = z.output<typeof deskOrderSchema>;

/** A product's terms for new bookings: the catalogue's, or the rule its manager set (`set`). */
const inventoryTermsSchema = z.object({
  /** Whose terms they are: a room type's are its hotel's (`hotel:<id>`). */
  key: z.string(),
  rule: z.object({
    freeUntilHoursBefore: z.number().nullable(),
    refundPercentAfter: z.number(),
    changeFee: z.number().nullable().optional(),
  }),
  set: z.boolean(),
});
export type InventoryTerms = z.output<typeof inventoryTermsSchema>;

const inventoryProductSchema = z.object({
  product: z.string(),
  kind: z.enum(['hotel', 'flight', 'ticket', 'sim']),
  name: z.string(),
});
export type InventoryProduct = z.output<typeof inventoryProductSchema>;

const inventoryDaySchema = z.object({
  day: z.string(),
  capacity: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  price: z.number(),
  stopped: z.boolean(),
});
export type InventoryDay = z.output<typeof inventoryDaySchema>;

/** A change of stock answers the range's days as they now stand. */
const inventoryDaysAnswer = z.object({ days: z.array(inventoryDaySchema) });

/** The order desk's and the inventory's calls, each with its input and answer (decision 0101). */
export const staffDeskCalls = {
  orders: defineCall({
    method: 'GET',
    path: '/staff/orders',
    input: deskOrderQuery,
    answer: pageOf(deskOrderHitSchema),
  }),
  order: defineCall({ method: 'GET', path: '/staff/orders/detail', input: deskOrderRef, answer: deskOrderSchema }),
  cancel: defineCall({ method: 'POST', path: '/staff/orders/cancel', input: deskCancelInput, answer: deskOrderSchema }),
  refund: defineCall({ method: 'POST', path: '/staff/orders/refund', input: deskRefundInput, answer: deskOrderSchema }),
  resend: defineCall({ method: 'POST', path: '/staff/orders/resend', input: deskOrderRef, answer: z.null() }),
  topUp: defineCall({ method: 'POST', path: '/staff/orders/topUp', input: deskTopUpInput, answer: deskOrderSchema }),
  products: defineCall({
    method: 'GET',
    path: '/staff/inventory/products',
    input: z.object({}),
    answer: z.object({ items: z.array(inventoryProductSchema) }),
  }),
  inventory: defineCall({
    method: 'GET',
    path: '/staff/inventory',
    input: inventoryQuery,
    answer: z.object({ days: z.array(inventoryDaySchema), terms: inventoryTermsSchema }),
  }),
  stopSell: defineCall({
    method: 'POST',
    path: '/staff/inventory/stopSell',
    input: inventoryStopSellInput,
    answer: inventoryDaysAnswer,
  }),
  price: defineCall({
    method: 'POST',
    path: '/staff/inventory/price',
    input: inventoryPriceInput,
    answer: inventoryDaysAnswer,
  }),
  capacity: defineCall({
    method: 'POST',
    path: '/staff/inventory/capacity',
    input: inventoryCapacityInput,
    answer: inventoryDaysAnswer,
  }),
  terms: defineCall({
    method: 'POST',
    path: '/staff/inventory/terms',
    input: inventoryTermsInput,
    answer: z.object({ terms: inventoryTermsSchema }),
  }),
};
