import { z } from 'astro/zod';

/*
 * What the order desk leaves on an order for its buyer (decision 0091). Booking's order carries
 * these notes and the desk's own contract (staff-desk.ts) reads booking's order, so they live
 * here, below both, and neither contract imports the other back.
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

/** What a desk refund or cancel left on the order for its buyer to read. */
export const deskNoteSchema = z.object({
  at: z.string(),
  reason: z.enum(DESK_REASONS),
  /** VND asked back by this action (0 when nothing was paid online). */
  amount: z.number(),
  cancelled: z.boolean(),
});
export type DeskNote = z.output<typeof deskNoteSchema>;
