import { z } from 'astro/zod';
import { defineCall } from '#lib/api/contract/call.ts';

/*
 * The data-packages area's calls (docs/decisions/0042-carrier-recognition-and-gateway.md and
 * 0043-top-up-lifecycle.md): recognise a Vietnamese mobile number's carrier and list its packages,
 * then buy through the order engine (`/booking/hold` with a `data` item, `/booking/confirm`), and
 * read the history of top-ups. Amounts are VND integers.
 */

/** A phone number as typed: national (0986 123 456) or international (+84 986 123 456). */
export const phoneInput = z.string().trim().min(1, { error: 'data:field.phoneEmpty' }).max(30);

export const lookupInput = z.object({ phone: phoneInput });

export const carrierViewSchema = z.object({ id: z.string(), name: z.string() });
export type CarrierView = z.output<typeof carrierViewSchema>;

export const packageViewSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  name: z.string(),
  dataGb: z.number(),
  per: z.enum(['day', 'total']),
  days: z.number().int(),
  /** What the hold's quote will charge for the package (VAT included). */
  price: z.number(),
  demo: z.boolean(),
});
export type PackageView = z.output<typeof packageViewSchema>;

/** What a lookup answers: the number as the carrier reads it, its carrier and what it can buy. */
export const lookupAnswer = z.object({
  /** E.164. */
  phone: z.string(),
  /** The national format a Vietnamese reader expects (0986 123 456). */
  display: z.string(),
  carrier: carrierViewSchema,
  /** Every carrier (a ported number keeps its prefix): the page lets the buyer pick another. */
  carriers: z.array(carrierViewSchema),
  packages: z.array(packageViewSchema),
});
export type Lookup = z.output<typeof lookupAnswer>;

/** The statuses a top-up shows: under way, delivered, refused (refund under way), money returned. */
export const TOPUP_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type TopupStatus = (typeof TOPUP_STATUSES)[number];

/** Why a top-up failed, as `data:failure.<reason>` words it. */
export const TOPUP_FAILURES = ['refused', 'noAnswer', 'invalidNumber'] as const;
export type TopupFailure = (typeof TOPUP_FAILURES)[number];

export const historyInput = z.object({
  /** The previous page's `nextCursor`. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const historyEntrySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** Masked: the first and last digits only (0986 *** 456). */
  phone: z.string(),
  carrier: z.string(),
  packageName: z.string(),
  amount: z.number(),
  status: z.enum(TOPUP_STATUSES),
  failure: z.enum(TOPUP_FAILURES).nullable(),
  /** How much went back (0 when nothing was paid online). */
  refunded: z.number(),
  paymentMethod: z.string().nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.output<typeof historyEntrySchema>;

export const historyAnswer = z.object({
  items: z.array(historyEntrySchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type History = z.output<typeof historyAnswer>;

/** The data-package calls; buying goes through the booking calls (decision 0101 for the shape). */
export const dataPackageCalls = {
  lookup: defineCall({ method: 'POST', path: '/dataPackages/lookup', input: lookupInput, answer: lookupAnswer }),
  history: defineCall({ method: 'POST', path: '/dataPackages/history', input: historyInput, answer: historyAnswer }),
};
