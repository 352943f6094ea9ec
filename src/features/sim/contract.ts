import { z } from 'astro/zod';
import { defineCall } from '../../lib/api/contract/call.ts';

/*
 * What a SIM order adds to the order page (decision 0040): how the SIM reaches the buyer, the
 * registered passports as masks (never the numbers themselves), and for an eSIM its profile once
 * the supplier has issued it.
 */

export const SIM_CARRIERS = ['viettel', 'vinaphone', 'mobifone'] as const;
export const SIM_TYPES = ['physical', 'esim'] as const;

export const simDeliveryViewSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('airport'), airport: z.string(), flight: z.string() }),
  z.object({ method: z.literal('hotel'), hotel: z.string() }),
  z.object({ method: z.literal('esim') }),
]);
export type SimDelivery = z.output<typeof simDeliveryViewSchema>;

export const esimProfileSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('issued'),
    /** The SM-DP+ server the phone downloads the profile from. */
    smdpAddress: z.string(),
    /** The one-time matching id (the "activation code" phones ask for). */
    matchingId: z.string(),
    /** The GSMA activation code the QR carries: `LPA:1$<SM-DP+ address>$<matching id>`. */
    activationCode: z.string(),
  }),
]);
export type EsimProfile = z.output<typeof esimProfileSchema>;

export const simOrderViewSchema = z.object({
  type: z.enum(SIM_TYPES),
  carrier: z.enum(SIM_CARRIERS),
  delivery: simDeliveryViewSchema,
  /** Masked (`N*** V** A`, `•••••123`); empty once erased or when none were needed. */
  passports: z.array(z.object({ name: z.string(), number: z.string() })),
  /** The passports were registered and then erased after the retention period. */
  passportsErased: z.boolean(),
  esim: esimProfileSchema.nullable(),
});
export type SimOrderView = z.output<typeof simOrderViewSchema>;

/** The GSMA SGP.22 activation code an eSIM QR carries. */
export const lpaActivationCode = (smdpAddress: string, matchingId: string): string =>
  `LPA:1$${smdpAddress}$${matchingId}`;

/** The SIM area's own calls; SIMs are held, paid and shown through the booking calls (decision 0040). */
export const simCalls = {
  /** How long registered passports are kept: days after the pickup day until they are erased. */
  terms: defineCall({
    method: 'GET',
    path: '/sim/terms',
    input: z.object({}),
    answer: z.object({ passportRetentionDays: z.number().int() }),
  }),
};
