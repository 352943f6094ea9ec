import { z } from 'astro/zod';
import { eq } from 'drizzle-orm';
import { burnPasswordCheck, PASSWORD_MAX, verifyPassword } from '../../auth/password.ts';
import { looksLikeEmail, normalizePhone } from '../../auth/phone.ts';
import { clearLimit, hitLimit } from '../../auth/rate-limit.ts';
import { signIn } from '../../auth/users.ts';
import { getDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../codes.ts';
import { defineRoute } from '../route.ts';

/** Login limits: per account (guessing one password) and per address (trying many accounts). */
const PER_ACCOUNT = { max: 10, windowMs: 15 * 60_000 };
const PER_ADDRESS = { max: 50, windowMs: 15 * 60_000 };

export const login = defineRoute({
  method: 'POST',
  path: '/user/login',
  summary: 'Sign in with a phone number or e-mail and a password',
  input: z.object({
    username: z.string().trim().min(1).max(254).describe('Phone number or e-mail'),
    password: z.string().min(1).max(PASSWORD_MAX),
    deviceType: z.literal('WEB').optional(),
  }),
  handle: async ({ input, clientAddress, request }) => {
    const db = await getDatabase();
    const email = looksLikeEmail(input.username);
    const account = email ? input.username.toLowerCase() : (normalizePhone(input.username) ?? input.username);
    const accountKey = `login:account:${account}`;
    await hitLimit(db, { key: accountKey, ...PER_ACCOUNT });
    await hitLimit(db, { key: `login:address:${clientAddress}`, ...PER_ADDRESS });
    const [user] = await db
      .select()
      .from(users)
      .where(email ? eq(users.email, account) : eq(users.phone, account));
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
