import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { ApiError } from '../api/codes.ts';
import type { Database, Queryable } from '../db/client.ts';
import { refreshTokens, sessions } from '../db/schema/index.ts';
import { authSecret } from './secret.ts';
import { oneRow } from '../db/one-row.ts';

/** Spec section 9: access tokens live 7,200,000 ms. */
export const ACCESS_TOKEN_TTL_MS = 7_200_000;
/** A refresh token unused for this long expires; every refresh issues a new one. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  expiresAt: number;
}

/** Signs an access token for a session and stores a fresh refresh token of the same family. */
export async function issueTokens(tx: Queryable, userId: string, sessionId: string): Promise<IssuedTokens> {
  const now = Date.now();
  const expiresAt = now + ACCESS_TOKEN_TTL_MS;
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(await authSecret());
  const refreshToken = randomBytes(32).toString('base64url');
  await tx
    .insert(refreshTokens)
    .values({ tokenHash: sha256(refreshToken), sessionId, expiresAt: new Date(now + REFRESH_TOKEN_TTL_MS) });
  return { token, refreshToken, expiresAt: Math.floor(expiresAt / 1000) * 1000 };
}

/** Starts a session (a refresh-token family) for a user who just proved who they are. */
export async function startSession(tx: Queryable, userId: string, userAgent: string | null): Promise<IssuedTokens> {
  const session = oneRow(
    await tx
      .insert(sessions)
      .values({ userId, userAgent: userAgent?.slice(0, 300) })
      .returning({ id: sessions.id }),
  );
  return issueTokens(tx, userId, session.id);
}

/** The user and session an access token names, if its signature and expiry hold. */
export async function readAccessToken(token: string): Promise<{ userId: string; sessionId: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, await authSecret(), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}

export async function revokeSession(tx: Queryable, sessionId: string, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(tx: Queryable, userId: string, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Rotates a refresh token. Marking it used is one conditional UPDATE, so of many concurrent uses
 * exactly one wins. Any other use of a used token is a replay: the whole family is revoked (and
 * stays revoked: that write commits before the caller answers TOKEN_INVALID), so the pair issued
 * to the winner stops working too.
 */
export async function rotateRefreshToken(
  db: Database,
  refreshToken: string,
): Promise<{ userId: string; tokens: IssuedTokens }> {
  const tokenHash = sha256(refreshToken);
  const rotated = await db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
    if (!claimed) {
      const [known] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (known) await revokeSession(tx, known.sessionId, 'refresh-token-reuse');
      return undefined;
    }
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, claimed.sessionId));
    if (!session || session.revokedAt || claimed.expiresAt <= now) return undefined;
    return { userId: session.userId, tokens: await issueTokens(tx, session.userId, session.id) };
  });
  if (!rotated) throw new ApiError('TOKEN_INVALID');
  return rotated;
}
