import { z } from 'astro/zod';
import { defineCall } from '#lib/api/contract/call.ts';

/*
 * The SIM area's contract. What a SIM order adds to the order page (its delivery, masked passports
 * and eSIM profile: simOrderViewSchema) is in booking's contract beside the SIM line a hold takes,
 * since booking's order answer carries it and booking imports no SIM module (decision 0106).
 */

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
