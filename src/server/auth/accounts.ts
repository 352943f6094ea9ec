import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { ApiError } from '../api/codes.ts';
import { getDatabase } from '../db/client.ts';
import { oneRow } from '../db/one-row.ts';
import { userIdentities, users } from '../db/schema/index.ts';
import type { VerifiedIdentity } from '../services/social/identity.ts';
import { consumeTicket } from './otp.ts';
import { revokeAllSessions } from './tokens.ts';
import { isUniqueViolation, signIn, updateAccount } from './users.ts';

/*
 * The user area's rules that take several writes, each in one transaction: a failure at any step
 * leaves nothing behind (a spent ticket, a half-linked identity, a session signed out for nothing).
 */

/** Spends a verified registration ticket on a new account and signs it in. */
export async function createAccount(
  ticket: string,
  account: { fullname: string; email: string | undefined; passwordHash: string },
  request: Request,
) {
  try {
    return await (
      await getDatabase()
    ).transaction(async (tx) => {
      const { destination: phone } = await consumeTicket(tx, 'register', ticket);
      const user = oneRow(
        await tx
          .insert(users)
          .values({
            fullname: account.fullname,
            phone,
            email: account.email ?? null,
            passwordHash: account.passwordHash,
          })
          .returning(),
      );
      return signIn(tx, user, request);
    });
  } catch (error) {
    // The number or e-mail was taken meanwhile; the transaction left nothing behind.
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT');
    throw error;
  }
}

/** Spends a reset ticket: the new password, every other session signed out, and a new sign-in. */
export async function resetPasswordWithTicket(ticket: string, passwordHash: string, request: Request) {
  return (await getDatabase()).transaction(async (tx) => {
    const { destination: phone } = await consumeTicket(tx, 'reset', ticket);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.phone, phone))
      .returning();
    if (!user) throw new ApiError('NOT_FOUND');
    await revokeAllSessions(tx, user.id, 'password-reset');
    return signIn(tx, user, request);
  });
}

/** Spends a link ticket issued to this user on their account's mobile number. */
export async function linkVerifiedMobile(userId: string, ticket: string) {
  return (await getDatabase()).transaction(async (tx) => {
    const spent = await consumeTicket(tx, 'link', ticket);
    if (spent.userId !== userId) throw new ApiError('FORBIDDEN');
    return updateAccount(tx, userId, { phone: spent.destination }, 'data.phone');
  });
}

/**
 * The account of a provider identity: the linked one; else the account whose verified e-mail is
 * the provider's verified e-mail, which gets linked; else a new account, its e-mail verified by the
 * provider. An address someone only typed into their account never attracts another person's
 * sign-in (account pre-takeover). Signed in, in one transaction.
 */
export async function signInWithIdentity(identity: VerifiedIdentity, fullname: string, request: Request) {
  const attempt = async () =>
    (await getDatabase()).transaction(async (tx) => {
      const [linked] = await tx
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)));
      let user = linked?.user;
      if (!user && identity.email)
        [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.email, identity.email), isNotNull(users.emailVerifiedAt)));
      user ??= oneRow(
        await tx
          .insert(users)
          .values({
            fullname: identity.name?.slice(0, 80) || fullname,
            email: identity.email ?? null,
            emailVerifiedAt: identity.email ? new Date() : null,
          })
          .returning(),
      );
      if (!linked)
        await tx
          .insert(userIdentities)
          .values({ provider: identity.provider, subject: identity.subject, userId: user.id, email: identity.email });
      return signIn(tx, user, request);
    });
  try {
    return await attempt();
  } catch (error) {
    // Two first sign-ins of one identity at once: the loser finds the winner's link.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

/**
 * Spends an e-mail ticket issued to this user: their address becomes verified, provided it is
 * still the address the code went to and no other account has verified it meanwhile. Accounts
 * that only typed the same address lose it: it is now proven to be someone else's.
 */
export async function verifyEmailWithTicket(userId: string, ticket: string) {
  return (await getDatabase()).transaction(async (tx) => {
    const spent = await consumeTicket(tx, 'email', ticket);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (spent.userId !== userId || user?.email !== spent.destination) throw new ApiError('OTP_EXPIRED');
    await tx
      .update(users)
      .set({ email: null, updatedAt: new Date() })
      .where(and(eq(users.email, spent.destination), ne(users.id, userId), isNull(users.emailVerifiedAt)));
    return updateAccount(tx, userId, { emailVerifiedAt: new Date() }, 'data.email');
  });
}
