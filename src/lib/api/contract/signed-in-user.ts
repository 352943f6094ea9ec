import { z } from 'astro/zod';
import { defineCall } from './call.ts';

/*
 * The signed-in user's shape and the token refresh: the platform's, not only the accounts area's.
 * The session store keeps the user and refreshes the tokens, src/server/auth builds the user from
 * its row, and the accounts area's sign-in calls answer with them (decision 0105, "What is left").
 */

/** What the API tells a user about their own account (login, create, refreshToken, getInfo's data.user). */
export const userInfoSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Verified by a code sent to it, or by the provider it came from; only then does it sign in. */
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  language: z.string(),
  colorMode: z.string(),
  /** Posts and comments in another language are shown machine-translated at once (decision 0093). */
  alwaysTranslate: z.boolean(),
  hasPassword: z.boolean(),
  providers: z.array(z.string()),
  createdAt: z.string(),
});
export type UserInfo = z.output<typeof userInfoSchema>;

/** The answer of every call that signs someone in. */
export const signInAnswer = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresAt: z.number(),
  user: userInfoSchema,
});

/**
 * A new pair of tokens for the refresh token presented. The session store sends it through the
 * transport itself (src/stores/session.ts); the accounts area serves it among its calls.
 */
export const refreshTokenCall = defineCall({
  method: 'POST',
  path: '/user/refreshToken',
  input: z.object({}),
  answer: signInAnswer,
});
