import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../api/codes.ts';
import { getDatabase } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { readAccessToken } from './tokens.ts';

export type UserRecord = typeof users.$inferSelect;

export interface SignedIn {
  user: UserRecord;
  sessionId: string;
}

/** The access token a request carries: NVTRAVEL-TOKEN, or a bearer token (uploads send both). */
export function accessTokenOf(request: Request): string | undefined {
  const header = request.headers.get('nvtravel-token')?.trim();
  if (header) return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return bearer?.[1];
}

/**
 * The user behind a request's access token. The token must be signed by us and unexpired, and its
 * session must not be revoked: logout and refresh-token reuse end the access token at once too.
 */
export async function currentUser(request: Request): Promise<SignedIn> {
  const token = accessTokenOf(request);
  const claims = token ? await readAccessToken(token) : undefined;
  if (!claims) throw new ApiError('TOKEN_INVALID');
  const db = await getDatabase();
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)));
  if (!row) throw new ApiError('TOKEN_INVALID');
  return { user: row.user, sessionId: claims.sessionId };
}
