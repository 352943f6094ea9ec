import { z } from 'astro/zod';

/*
 * The data-packages area's calls (docs/decisions/0042-carrier-recognition-and-gateway.md and
 * 0043-top-up-lifecycle.md): recognise a Vietnamese mobile number's carrier and list its packages,
 * then buy through the order engine (`/booking/hold` with a `data` item, `/booking/confirm`), and
 * read the history of top-ups. Amounts are VND integers.
 */

/** A phone number as typed: national (0986 123 456) or international (+84 986 123 456). */
export const phoneInput = z.string().trim().min(1, { error: 'data:field.phoneEmpty' }).max(30);

export const lookupInput = z.object({ phone: phoneInput });

export const CARRIER_IDS_MAX = 40;

export interface CarrierView {
  id: string;
  name: string;
}

export interface PackageView {
  id: string;
  carrier: string;
  name: string;
  dataGb: number;
  per: 'day' | 'total';
  days: number;
  /** What the hold's quote will charge for the package (VAT included). */
  price: number;
  demo: boolean;
}

/** What a lookup answers: the number as the carrier reads it, its carrier and what it can buy. */
export interface Lookup {
  /** E.164. */
  phone: string;
  /** The national format a Vietnamese reader expects (0986 123 456). */
  display: string;
  carrier: CarrierView;
  /** Every carrier (a ported number keeps its prefix): the page lets the buyer pick another. */
  carriers: CarrierView[];
  packages: PackageView[];
}

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

export interface HistoryEntry {
  orderId: string;
  orderNumber: string;
  /** Masked: the first and last digits only (0986 *** 456). */
  phone: string;
  carrier: string;
  packageName: string;
  amount: number;
  status: TopupStatus;
  failure: TopupFailure | null;
  /** How much went back (0 when nothing was paid online). */
  refunded: number;
  paymentMethod: string | null;
  createdAt: string;
}

export interface History {
  items: HistoryEntry[];
  /** Absent on the last page. */
  nextCursor: string | null;
}
