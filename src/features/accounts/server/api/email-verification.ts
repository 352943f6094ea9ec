import { userCalls } from '../../contract.ts';
import { z } from 'astro/zod';
import type { EmailOtpSent } from '../../contract.ts';
import { verifyEmailWithTicket } from '#server/auth/accounts.ts';
import { sendOtp, verifyOtp } from '#server/auth/otp.ts';
import { getDatabase } from '#server/db/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import type { UserRecord } from '#server/auth/current-user.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { otpField } from './fields.ts';

/** The user's own address, when there is one left to verify. */
function addressToVerify(user: UserRecord, locale: Locale): string {
  const refuse = (key: string) =>
    new ApiError('VALIDATION_ERROR', {
      fields: [{ path: 'email', message: getTranslator(locale)(`api:field.${key}`) }],
    });
  if (!user.email) throw refuse('emailMissing');
  if (user.emailVerifiedAt) throw refuse('emailVerified');
  return user.email;
}

export const getEmailOtp = defineRoute({
  ...userCalls.getEmailOtp,
  summary: 'Send a code to the signed-in user’s e-mail address, to verify it (also to send a new one)',
  auth: 'user',
  handle: async (context): Promise<EmailOtpSent> => {
    const { user } = signedIn(context);
    const email = addressToVerify(user, context.locale);
    const timing = await sendOtp(await getDatabase(), {
      purpose: 'email',
      destination: email,
      userId: user.id,
      locale: context.locale,
      caller: context,
    });
    return { email, ...timing };
  },
});

export const verifyEmailOtp = defineRoute({
  ...userCalls.verifyEmailOtp,
  summary: 'Check the e-mail code: the address becomes verified and counts for sign-in',
  auth: 'user',
  input: z.object({ otp: otpField }),
  handle: async (context) => {
    const { user } = signedIn(context);
    const email = addressToVerify(user, context.locale);
    const { ticket } = await verifyOtp(await getDatabase(), {
      purpose: 'email',
      destination: email,
      code: context.input.otp,
      userId: user.id,
      caller: context,
    });
    return verifyEmailWithTicket(user.id, ticket);
  },
});
