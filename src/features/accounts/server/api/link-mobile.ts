import { userCalls } from '../../contract.ts';
import { z } from 'astro/zod';
import { and, eq, ne } from 'drizzle-orm';
import { linkVerifiedMobile } from '#server/auth/accounts.ts';
import { sendOtp, verifyOtp } from '#server/auth/otp.ts';
import { getDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { defineRoute, signedIn, type RouteContext } from '#server/api/route.ts';
import { otpField, phoneField, ticketField } from './fields.ts';

const phoneInput = z.object({ phone: phoneField });

/** Answers alike for a number another account holds, whose owner is told instead (see OtpMessage). */
async function sendLinkOtp(context: RouteContext<z.infer<typeof phoneInput>>) {
  const { user } = signedIn(context);
  const db = await getDatabase();
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, context.input.phone), ne(users.id, user.id)));
  const timing = await sendOtp(db, {
    message: other ? 'accountExists' : 'code',
    purpose: 'link',
    destination: context.input.phone,
    userId: user.id,
    locale: context.locale,
    caller: context,
  });
  return { phone: context.input.phone, ...timing };
}

export const getOtpToLinkMobile = defineRoute({
  ...userCalls.getOtpToLinkMobile,
  summary: 'Send a code to the mobile number to link to the signed-in account',
  auth: 'user',
  input: phoneInput,
  handle: sendLinkOtp,
});

export const resendOtpForLinkMobile = defineRoute({
  ...userCalls.resendOtpForLinkMobile,
  summary: 'Send a new link code (after the resend cooldown)',
  auth: 'user',
  input: phoneInput,
  handle: sendLinkOtp,
});

export const verifyOtpToLinkMobile = defineRoute({
  ...userCalls.verifyOtpToLinkMobile,
  summary: 'Check the link code; answers a ticket for /user/linkMobile',
  auth: 'user',
  input: z.object({ phone: phoneField, otp: otpField }),
  handle: async (context) =>
    verifyOtp(await getDatabase(), {
      purpose: 'link',
      destination: context.input.phone,
      code: context.input.otp,
      userId: signedIn(context).user.id,
      caller: context,
    }),
});

export const linkMobile = defineRoute({
  ...userCalls.linkMobile,
  summary: 'Link the verified number to the signed-in account',
  auth: 'user',
  input: z.object({ ticket: ticketField }),
  handle: async (context) => {
    return linkVerifiedMobile(signedIn(context).user.id, context.input.ticket);
  },
});
