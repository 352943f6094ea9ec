import { userCalls } from '../../contract.ts';
import { eq } from 'drizzle-orm';
import { deviceTokens } from '#server/db/schema/index.ts';
import { revokeSession, rotateRefreshToken } from '#server/auth/tokens.ts';
import { findUser, publicUser } from '#server/auth/users.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';

export const refreshToken = defineRoute({
  ...userCalls.refreshToken,
  summary: 'Exchange the refresh token (in NVTRAVEL-TOKEN) for a new token pair; each refresh token works once',
  handle: async ({ request }) => {
    const presented = request.headers.get('nvtravel-token')?.trim();
    if (!presented) throw new ApiError('TOKEN_INVALID');
    const db = await getDatabase();
    const { userId, tokens } = await rotateRefreshToken(db, presented);
    const user = await findUser(db, userId);
    if (!user) throw new ApiError('TOKEN_INVALID');
    return { ...tokens, user: await publicUser(db, user) };
  },
});

export const logout = defineRoute({
  ...userCalls.logout,
  summary: 'Sign out: the session’s access and refresh tokens stop working',
  auth: 'user',
  handle: async (context) => {
    const db = await getDatabase();
    const { sessionId } = signedIn(context);
    // The browser's push token goes with its session: nothing is pushed to a signed-out browser.
    await db.transaction(async (tx) => {
      await revokeSession(tx, sessionId, 'logout');
      await tx.delete(deviceTokens).where(eq(deviceTokens.sessionId, sessionId));
    });
    return null;
  },
});
