import { z } from 'astro/zod';
import { and, eq } from 'drizzle-orm';
import { hitLimit } from '../../auth/rate-limit.ts';
import { isUniqueViolation, signIn } from '../../auth/users.ts';
import { serverConfig } from '../../config.ts';
import { getDatabase, type Database } from '../../db/client.ts';
import { oneRow } from '../../db/one-row.ts';
import { userIdentities, users } from '../../db/schema/index.ts';
import { verifyFacebookToken } from '../../services/social/facebook.ts';
import { verifyGoogleToken } from '../../services/social/google.ts';
import { ProviderRejected, type VerifiedIdentity } from '../../services/social/identity.ts';
import { ApiError } from '../codes.ts';
import { defineRoute } from '../route.ts';
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
      JSON.stringify({ level: 'error', msg: 'social provider unreachable', integrate, error: String(error) }),
    );
    throw new ApiError('SERVICE_UNAVAILABLE');
  }
}

/**
 * The account of a provider identity: the linked one; else the account with the provider's
 * verified e-mail, which gets linked; else a new account. One transaction, so a failure links nothing.
 */
async function accountFor(db: Database, identity: VerifiedIdentity, fullname: string, request: Request) {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)));
    let user = linked?.user;
    if (!user && identity.email) [user] = await tx.select().from(users).where(eq(users.email, identity.email));
    user ??= oneRow(
      await tx
        .insert(users)
        .values({ fullname: identity.name?.slice(0, 80) || fullname, email: identity.email ?? null })
        .returning(),
    );
    if (!linked)
      await tx
        .insert(userIdentities)
        .values({ provider: identity.provider, subject: identity.subject, userId: user.id, email: identity.email });
    return signIn(tx, user, request);
  });
}

export const loginIntegration = defineRoute({
  method: 'POST',
  path: '/user/login/integration',
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
    try {
      return await accountFor(db, identity, input.fullname, request);
    } catch (error) {
      // Two first sign-ins of one identity at once: the loser finds the winner's link.
      if (isUniqueViolation(error)) return accountFor(db, identity, input.fullname, request);
      throw error;
    }
  },
});
