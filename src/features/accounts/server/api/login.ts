import { userCalls } from '../../contract.ts';
import { z } from 'astro/zod';
import { and, eq, isNotNull } from 'drizzle-orm';
import { burnPasswordCheck, PASSWORD_MAX, verifyPassword } from '#server/auth/password.ts';
import { looksLikeEmail, normalizePhone } from '#server/auth/phone.ts';
import { clearLimit, hitLimit } from '#server/auth/rate-limit.ts';
import { signIn } from '#server/auth/users.ts';
import { getDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute } from '#server/api/route.ts';

/**
 * Login limits (OWASP's authentication guidance): a source address may try so many sign-ins in
 * all, and so many on one account. The account's count is kept per source, so someone guessing
 * from one address cannot lock the owner out from another, and one address cannot lock out any
 * number of accounts; a blocked address is refused before anything is counted on the account.
 * The count is per account, not per identifier typed: guesses at its phone and its e-mail add up.
 * A slow, spread-out guess is bounded by the password rules; the owner can always get in with a
 * code sent to the phone (password reset), whose limits are separate.
 */
const PER_ADDRESS = { max: 50, windowMs: 15 * 60_000 };
const PER_ACCOUNT_AND_ADDRESS = { max: 10, windowMs: 15 * 60_000 };

export const login = defineRoute({
  ...userCalls.login,
  summary: 'Sign in with a phone number or e-mail and a password',
  input: z.object({
    username: z.string().trim().min(1).max(254).describe('Phone number or e-mail'),
    password: z.string().min(1).max(PASSWORD_MAX),
    deviceType: z.literal('WEB').optional(),
  }),
  handle: async ({ input, clientAddress, request }) => {
    const db = await getDatabase();
    await hitLimit(db, { key: `login:address:${clientAddress}`, ...PER_ADDRESS });
    const email = looksLikeEmail(input.username);
    const identifier = email ? input.username.toLowerCase() : (normalizePhone(input.username) ?? input.username);
    const [user] = await db
      .select()
      .from(users)
      // Only a verified e-mail signs in: anyone can type any address into their own account.
      .where(email ? and(eq(users.email, identifier), isNotNull(users.emailVerifiedAt)) : eq(users.phone, identifier));
    const accountKey = `login:account:${user?.id ?? identifier}:address:${clientAddress}`;
    await hitLimit(db, { key: accountKey, ...PER_ACCOUNT_AND_ADDRESS });
    // The same answer, after the same work, whether the account exists or not.
    if (!user?.passwordHash) {
      await burnPasswordCheck(input.password);
      throw new ApiError('CREDENTIALS_INVALID');
    }
    if (!(await verifyPassword(input.password, user.passwordHash))) throw new ApiError('CREDENTIALS_INVALID');
    await clearLimit(db, accountKey);
    return db.transaction((tx) => signIn(tx, user, request));
  },
});
