import { z } from 'astro/zod';
import { COLOR_MODES } from '#lib/color-mode.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { defineCall } from '#lib/api/contract/call.ts';
import { otpTimingSchema, otpVerifiedAnswer } from '#lib/api/contract/one-time-code.ts';
import { saveDeviceTokenCall } from '#lib/api/contract/device-token.ts';
import { refreshTokenCall, signInAnswer, userInfoSchema } from '#lib/api/contract/signed-in-user.ts';

/** The answer of calls that change the account (update, updateImageProfile, linkMobile). */
export const userAnswer = z.object({ user: userInfoSchema });
export type UserAnswer = z.output<typeof userAnswer>;

/** A one-time code went out by SMS (register, password reset, mobile link; and their resends). */
export const otpSentAnswer = otpTimingSchema.extend({ phone: z.string() });
export type OtpSent = z.output<typeof otpSentAnswer>;

/** A one-time code went out by e-mail, to the account's own address (getEmailOtp). */
export const emailOtpSentAnswer = otpTimingSchema.extend({ email: z.string() });
export type EmailOtpSent = z.output<typeof emailOtpSentAnswer>;

/** What the code flows send: the number as typed, then the code received. */
const phoneBody = z.object({ phone: z.string() });
const codeBody = z.object({ phone: z.string(), otp: z.string() });

const sendCode = <Path extends string>(path: Path) =>
  defineCall({ method: 'POST', path, input: phoneBody, answer: otpSentAnswer });
const checkCode = <Path extends string>(path: Path) =>
  defineCall({ method: 'POST', path, input: codeBody, answer: otpVerifiedAnswer });

/**
 * The account's own calls, each with its input and answer (decision 0101). The inputs are what the
 * browser sends; the server checks them again with the policies only it holds (the phone's and the
 * password's rules, a name's characters, the e-mail's form: src/features/accounts/server/api/fields.ts).
 */
export const userCalls = {
  login: defineCall({
    method: 'POST',
    path: '/user/login',
    input: z.object({ username: z.string(), password: z.string(), deviceType: z.literal('WEB').optional() }),
    answer: signInAnswer,
  }),
  loginIntegration: defineCall({
    method: 'POST',
    path: '/user/login/integration',
    input: z.object({
      fullname: z.string(),
      deviceType: z.literal('WEB'),
      integrate: z.enum(['google', 'facebook']),
      token: z.string(),
    }),
    answer: signInAnswer,
  }),
  register: sendCode('/user/register'),
  resendOtp: sendCode('/user/resendOtp'),
  verifyRegisterOtp: checkCode('/user/verifyRegisterOtp'),
  create: defineCall({
    method: 'POST',
    path: '/user/create',
    input: z.object({ ticket: z.string(), fullname: z.string(), password: z.string(), email: z.string().optional() }),
    answer: signInAnswer,
  }),
  getPasswordOtp: sendCode('/user/getPasswordOtp'),
  resendOtpForResetPassword: sendCode('/user/resendOtpForResetPassword'),
  verifyResetPasswordOtp: checkCode('/user/verifyResetPasswordOtp'),
  resetPassword: defineCall({
    method: 'POST',
    path: '/user/resetPassword',
    input: z.object({ ticket: z.string(), password: z.string() }),
    answer: signInAnswer,
  }),
  getOtpToLinkMobile: sendCode('/user/getOtpToLinkMobile'),
  resendOtpForLinkMobile: sendCode('/user/resendOtpForLinkMobile'),
  verifyOtpToLinkMobile: checkCode('/user/verifyOtpToLinkMobile'),
  linkMobile: defineCall({
    method: 'POST',
    path: '/user/linkMobile',
    input: z.object({ ticket: z.string() }),
    answer: userAnswer,
  }),
  getEmailOtp: defineCall({
    method: 'POST',
    path: '/user/getEmailOtp',
    input: z.object({}),
    answer: emailOtpSentAnswer,
  }),
  verifyEmailOtp: defineCall({
    method: 'POST',
    path: '/user/verifyEmailOtp',
    input: z.object({ otp: z.string() }),
    answer: userAnswer,
  }),
  getInfo: defineCall({ method: 'POST', path: '/user/getInfo', input: z.object({}), answer: userAnswer }),
  update: defineCall({
    method: 'POST',
    path: '/user/update',
    input: z
      .object({
        fullname: z.string(),
        email: z.string().nullable(),
        language: z.enum(LOCALES),
        colorMode: z.enum(COLOR_MODES),
        alwaysTranslate: z.boolean(),
      })
      .partial(),
    answer: userAnswer,
  }),
  /** Multipart, the image in the form's field `profile`; the query names the account. */
  updateImageProfile: defineCall({
    method: 'POST',
    path: '/user/updateImageProfile',
    input: z.object({ id: z.uuid(), langCode: z.enum(LOCALES).optional() }),
    answer: userAnswer,
  }),
  saveDeviceToken: saveDeviceTokenCall,
  logout: defineCall({ method: 'POST', path: '/user/logout', input: z.object({}), answer: z.null() }),
  refreshToken: refreshTokenCall,
  event: defineCall({
    method: 'POST',
    path: '/user/event',
    input: z.object({
      request: z.object({
        platform: z.literal('WEB'),
        name: z.string(),
        page: z.string().optional(),
        props: z.record(z.string(), z.unknown()).optional(),
      }),
    }),
    answer: z.null(),
  }),
};
