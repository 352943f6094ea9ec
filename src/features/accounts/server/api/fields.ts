import { z } from 'astro/zod';
import { COLOR_MODES } from '#lib/color-mode.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { meetsPasswordPolicy, PASSWORD_MAX } from '#server/auth/password.ts';
import { normalizePhone } from '#server/auth/phone.ts';
import { OTP_RULES } from '#server/auth/otp.ts';

/**
 * Input fields shared by the user calls. Messages that are ours are keys of locales/api/<lang>.json
 * (`field.…`); zod's own messages come in the request's language.
 */
export const phoneField = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .transform((value, context) => {
    const phone = normalizePhone(value);
    if (!phone) context.addIssue({ code: 'custom', message: 'field.phone' });
    return phone ?? '';
  })
  .describe('A mobile number: national Vietnamese (0912 345 678) or international (+86 138 1234 5678)');

export const passwordField = z
  .string()
  .max(PASSWORD_MAX)
  .refine(meetsPasswordPolicy, { message: 'field.passwordPolicy' })
  .describe('8 to 128 characters with at least one letter and one digit');

export const otpField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_RULES.digits}}$`), { message: 'field.otp' })
  .describe('The code received by SMS');

export const ticketField = z.string().min(16).max(64).describe('From the verify call');

/**
 * A name shown to others: no markup, and no invisible format characters (\p{Cf}: right-to-left
 * overrides, zero-width spaces and joiners), with which one name could pass for another.
 */
export const fullnameField = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .refine((name) => !/[\p{Cc}\p{Cf}<>]/u.test(name), { message: 'field.fullname' });

export const emailField = z
  .email({ message: 'field.email' })
  .max(254)
  .transform((email) => email.toLowerCase());

export const languageField = z.enum(LOCALES);
export const colorModeField = z.enum(COLOR_MODES);
