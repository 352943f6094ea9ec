import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { userIdentities, users } from '../db/schema/index.ts';
import type { UserInfo } from '../../lib/api/contract/user.ts';
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
    avatarUrl: user.avatarKey ? fileStorage().publicUrl(user.avatarKey) : null,
    language: user.language,
    colorMode: user.colorMode,
    hasPassword: user.passwordHash !== null,
    providers: identities.map((i) => i.provider).sort(),
    createdAt: user.createdAt.toISOString(),
  };
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
