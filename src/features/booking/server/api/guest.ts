import { bookingCalls } from '../../contract.ts';
import { consumeTicket, sendOtp, verifyOtp } from '#server/auth/otp.ts';
import { normalizePhone } from '#server/auth/phone.ts';
import { issueGuestToken } from '../guest.ts';
import { getDatabase } from '#server/db/client.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute } from '#server/api/route.ts';

function phoneOf(input: string, locale: Locale): string {
  const phone = normalizePhone(input);
  if (!phone)
    throw new ApiError('VALIDATION_ERROR', {
      fields: [{ path: 'data.phone', message: getTranslator(locale)('api:field.phone') }],
    });
  return phone;
}

export const guestOtp = defineRoute({
  ...bookingCalls.guestOtp,
  summary: 'Book without an account: send a code to the buyer’s phone number',
  handle: async (context) => {
    const phone = phoneOf(context.input.phone, context.locale);
    const timing = await sendOtp(await getDatabase(), {
      purpose: 'booking',
      destination: phone,
      locale: context.locale,
      caller: context,
    });
    return { phone, ...timing };
  },
});

export const guestVerify = defineRoute({
  ...bookingCalls.guestVerify,
  summary: 'Check the code; answers a guest token (header NVTRAVEL-GUEST) for the verified number',
  handle: async (context) => {
    const phone = phoneOf(context.input.phone, context.locale);
    const db = await getDatabase();
    const { ticket } = await verifyOtp(db, {
      purpose: 'booking',
      destination: phone,
      code: context.input.otp,
      caller: context,
    });
    await db.transaction((tx) => consumeTicket(tx, 'booking', ticket));
    return { phone, ...(await issueGuestToken(phone)) };
  },
});
