import { userCalls } from '../../contract.ts';
import { z } from 'astro/zod';
import { eq } from 'drizzle-orm';
import { resetPasswordWithTicket } from '#server/auth/accounts.ts';
import { ticketOpen, sendOtp, verifyOtp } from '#server/auth/otp.ts';
import { hashPassword } from '#server/auth/password.ts';
import { getDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute, type RouteContext } from '#server/api/route.ts';
import { otpField, passwordField, phoneField, ticketField } from './fields.ts';

const phoneInput = z.object({ phone: phoneField });

/**
 * Answers alike whether or not the number has an account, so the call cannot be used to find
 * out who is registered: an unknown number gets a challenge too (same cooldown, limits and
 * answers to a wrong code), but only an account's owner receives a code.
 */
async function sendResetOtp(context: RouteContext<z.infer<typeof phoneInput>>) {
  const { input, locale } = context;
  const db = await getDatabase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  const message = user ? 'code' : 'none';
  const timing = await sendOtp(db, { purpose: 'reset', destination: input.phone, locale, caller: context, message });
  return { phone: input.phone, ...timing };
}

export const getPasswordOtp = defineRoute({
  ...userCalls.getPasswordOtp,
  summary: 'Forgot password: send a one-time code to the account’s number',
  input: phoneInput,
  handle: sendResetOtp,
});

export const resendOtpForResetPassword = defineRoute({
  ...userCalls.resendOtpForResetPassword,
  summary: 'Send a new password-reset code (after the resend cooldown)',
  input: phoneInput,
  handle: sendResetOtp,
});

export const verifyResetPasswordOtp = defineRoute({
  ...userCalls.verifyResetPasswordOtp,
  summary: 'Check the password-reset code; answers a ticket for /user/resetPassword',
  input: z.object({ phone: phoneField, otp: otpField }),
  handle: async (context) =>
    verifyOtp(await getDatabase(), {
      purpose: 'reset',
      destination: context.input.phone,
      code: context.input.otp,
      caller: context,
    }),
});

export const resetPassword = defineRoute({
  ...userCalls.resetPassword,
  summary: 'Set a new password, sign out every other session, and sign in',
  input: z.object({ ticket: ticketField, password: passwordField }),
  handle: async ({ input, request }) => {
    const db = await getDatabase();
    if (!(await ticketOpen(db, 'reset', input.ticket))) throw new ApiError('OTP_EXPIRED');
    const passwordHash = await hashPassword(input.password);
    return resetPasswordWithTicket(input.ticket, passwordHash, request);
  },
});
