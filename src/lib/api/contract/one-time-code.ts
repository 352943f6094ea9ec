import { z } from 'astro/zod';

/*
 * What a one-time code's calls answer: src/server/auth sends and checks the codes for every flow
 * (the account's sign-up, password reset and mobile link, booking's guest number).
 */

/** How long a one-time code lives and when another may be asked for. */
export const otpTimingSchema = z.object({ expiresInMs: z.number(), resendAfterMs: z.number() });
export type OtpTiming = z.output<typeof otpTimingSchema>;

/** The code was right: a single-use ticket for the flow's last call. */
export const otpVerifiedAnswer = z.object({ ticket: z.string() });
export type OtpVerified = z.output<typeof otpVerifiedAnswer>;
