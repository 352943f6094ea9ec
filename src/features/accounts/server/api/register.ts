import { userCalls } from '../../contract.ts';
import { z } from 'astro/zod';
import { eq } from 'drizzle-orm';
import { createAccount } from '#server/auth/accounts.ts';
import { ticketOpen, sendOtp, verifyOtp } from '#server/auth/otp.ts';
import { hashPassword } from '#server/auth/password.ts';
import { getDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute, type RouteContext } from '#server/api/route.ts';
import { emailField, fullnameField, otpField, passwordField, phoneField, ticketField } from './fields.ts';

const phoneInput = z.object({ phone: phoneField });

/**
 * Answers alike whether or not the number has an account, so the call cannot tell anyone who is
 * registered; the owner of a registered number gets a message saying so instead of a code.
 */
async function sendRegisterOtp(context: RouteContext<z.infer<typeof phoneInput>>) {
  const { input, locale } = context;
  const db = await getDatabase();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  const message = taken ? 'accountExists' : 'code';
  const timing = await sendOtp(db, { purpose: 'register', destination: input.phone, locale, caller: context, message });
  return { phone: input.phone, ...timing };
}

export const register = defineRoute({
  ...userCalls.register,
  summary: 'Start registering: send a one-time code to a mobile number',
  input: phoneInput,
  handle: sendRegisterOtp,
});

export const resendOtp = defineRoute({
  ...userCalls.resendOtp,
  summary: 'Send a new registration code (after the resend cooldown)',
  input: phoneInput,
  handle: sendRegisterOtp,
});

export const verifyRegisterOtp = defineRoute({
  ...userCalls.verifyRegisterOtp,
  summary: 'Check the registration code; answers a ticket for /user/create',
  input: z.object({ phone: phoneField, otp: otpField }),
  handle: async (context) =>
    verifyOtp(await getDatabase(), {
      purpose: 'register',
      destination: context.input.phone,
      code: context.input.otp,
      caller: context,
    }),
});

export const create = defineRoute({
  ...userCalls.create,
  summary: 'Create the account of a verified number and sign in',
  input: z.object({
    ticket: ticketField,
    fullname: fullnameField,
    password: passwordField,
    email: emailField.optional(),
  }),
  handle: async ({ input, request }) => {
    const db = await getDatabase();
    if (!(await ticketOpen(db, 'register', input.ticket))) throw new ApiError('OTP_EXPIRED');
    const passwordHash = await hashPassword(input.password);
    return createAccount(input.ticket, { fullname: input.fullname, email: input.email, passwordHash }, request);
  },
});
