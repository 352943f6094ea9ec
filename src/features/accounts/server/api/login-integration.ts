import { userCalls } from '../../contract.ts';
import { z } from 'astro/zod';
import { hitLimit } from '#server/auth/rate-limit.ts';
import { signInWithIdentity } from '#server/auth/accounts.ts';
import { serverConfig } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import { verifyFacebookToken } from '#server/services/social/facebook.ts';
import { verifyGoogleToken } from '#server/services/social/google.ts';
import { ProviderRejected, type VerifiedIdentity } from '#server/services/social/identity.ts';
import { ApiError } from '#server/api/codes.ts';
import { loggableError } from '#server/api/log-error.ts';
import { defineRoute } from '#server/api/route.ts';
import { fullnameField } from './fields.ts';

const enabled = {
  google: () => Boolean(serverConfig.google.clientId),
  facebook: () => Boolean(serverConfig.facebook.appId && serverConfig.facebook.appSecret),
};

async function verify(integrate: 'google' | 'facebook', token: string): Promise<VerifiedIdentity> {
  if (!enabled[integrate]()) throw new ApiError('FORBIDDEN', { integrate: 'not configured' });
  try {
    return integrate === 'google' ? await verifyGoogleToken(token) : await verifyFacebookToken(token);
  } catch (error) {
    if (error instanceof ProviderRejected) throw new ApiError('PROVIDER_TOKEN_INVALID');
    console.error(
      JSON.stringify({ level: 'error', msg: 'social provider unreachable', integrate, ...loggableError(error) }),
    );
    throw new ApiError('SERVICE_UNAVAILABLE');
  }
}

export const loginIntegration = defineRoute({
  ...userCalls.loginIntegration,
  summary: 'Sign in (or sign up) with a Google or Facebook token, verified with the provider',
  input: z.object({
    fullname: fullnameField,
    deviceType: z.literal('WEB'),
    integrate: z.enum(['google', 'facebook']),
    token: z.string().min(10).max(4096),
  }),
  handle: async ({ input, request, clientAddress }) => {
    const db = await getDatabase();
    await hitLimit(db, { key: `login:address:${clientAddress}`, max: 50, windowMs: 15 * 60_000 });
    const identity = await verify(input.integrate, input.token);
    return signInWithIdentity(identity, input.fullname, request);
  },
});
