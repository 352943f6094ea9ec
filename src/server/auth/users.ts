import { eq, sql } from 'drizzle-orm';
import { ApiError } from '../api/codes.ts';
import type { Queryable } from '../db/client.ts';
import { oneRow } from '../db/one-row.ts';
import { userIdentities, users } from '../db/schema/index.ts';
import type { UserInfo } from '#lib/api/contract/signed-in-user.ts';
import { fileStorage } from '../services/storage/index.ts';
import type { UserRecord } from './current-user.ts';
import { startSession } from './tokens.ts';

export async function publicUser(db: Queryable, user: UserRecord): Promise<UserInfo> {
  const identities = await db
    .select({ provider: userIdentities.provider })
    .from(userIdentities)
    .where(eq(userIdentities.userId, user.id));
  return {
    id: user.id,
    fullname: user.fullname,
    phone: user.phone,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    avatarUrl: user.avatarKey ? fileStorage().publicUrl(user.avatarKey) : null,
    language: user.language,
    colorMode: user.colorMode,
    alwaysTranslate: user.alwaysTranslate,
    hasPassword: user.passwordHash !== null,
    providers: identities.map((i) => i.provider).sort(),
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Changes an account's own fields and answers it as the user sees it. A new e-mail address starts
 * unverified (the verification it had was for the old one). A phone number or verified e-mail
 * that another account holds is a CONFLICT naming `field` (where the caller sent it).
 */
export async function updateAccount(
  db: Queryable,
  userId: string,
  changes: Partial<
    Pick<UserRecord, 'fullname' | 'email' | 'emailVerifiedAt' | 'phone' | 'language' | 'colorMode' | 'alwaysTranslate'>
  >,
  field: string,
): Promise<{ user: UserInfo }> {
  const emailVerifiedAt =
    changes.email === undefined
      ? changes.emailVerifiedAt
      : sql`case when ${users.email} is not distinct from ${changes.email} then ${users.emailVerifiedAt} end`;
  try {
    const user = oneRow(
      await db
        .update(users)
        .set({ ...changes, ...(emailVerifiedAt === undefined ? {} : { emailVerifiedAt }), updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning(),
    );
    return { user: await publicUser(db, user) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', { fields: [{ path: field, message: 'taken' }] });
    throw error;
  }
}

export async function findUser(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The answer of every call that signs someone in (spec: token, refreshToken and the user). */
export async function signIn(tx: Queryable, user: UserRecord, request: Request) {
  const tokens = await startSession(tx, user.id, request.headers.get('user-agent'));
  return { ...tokens, user: await publicUser(tx, user) };
}

/** PostgreSQL's unique_violation: another request just wrote the same phone, e-mail or identity. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};
