import { userCalls } from '../../contract.ts';
import { z } from 'astro/zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import { deviceTokens, events, sessions } from '#server/db/schema/index.ts';
import { getDatabase } from '#server/db/client.ts';
import { hitLimit } from '#server/auth/rate-limit.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';

export const saveDeviceToken = defineRoute({
  ...userCalls.saveDeviceToken,
  summary: 'Remember this browser’s push-messaging token for the signed-in user',
  auth: 'user',
  input: z.object({ token: z.string().trim().min(1).max(4096), platform: z.literal('WEB').default('WEB') }),
  handle: async (context) => {
    const db = await getDatabase();
    const { user, sessionId } = signedIn(context);
    // A token belongs to one browser. It passes to another account (someone else signed in there)
    // only once the session that saved it has ended; otherwise anyone who learnt a token could
    // take another person's notifications by saving it under their own account.
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(deviceTokens)
        .values({ token: context.input.token, userId: user.id, sessionId, platform: context.input.platform })
        .onConflictDoUpdate({
          target: deviceTokens.token,
          set: { userId: user.id, sessionId, updatedAt: new Date() },
          setWhere: sql`${deviceTokens.userId} = ${user.id} or not exists (select 1 from ${sessions}
            where ${sessions.id} = ${deviceTokens.sessionId} and ${sessions.revokedAt} is null)`,
        })
        .returning({ token: deviceTokens.token });
      // One browser, one token: a token saved again by the same session replaces the one it had
      // (the push service refreshed it), so the old one is not pushed to until FCM refuses it.
      if (row)
        await tx
          .delete(deviceTokens)
          .where(and(eq(deviceTokens.sessionId, sessionId), ne(deviceTokens.token, row.token)));
      return row;
    });
    if (!saved) throw new ApiError('CONFLICT', { fields: [{ path: 'data.token', message: 'taken' }] });
    return null;
  },
});

const MAX_PROPS_BYTES = 4096;
/** Far above what a reader's pages send, low enough that a script cannot fill the table. */
export const EVENTS_PER_USER = { max: 300, windowMs: 10 * 60_000 };

export const event = defineRoute({
  ...userCalls.event,
  summary: 'Record an analytics event (data.request, platform WEB)',
  auth: 'user',
  input: z.object({
    request: z.object({
      platform: z.literal('WEB'),
      name: z
        .string()
        .trim()
        .regex(/^[\w.:-]{1,64}$/, { message: 'field.eventName' }),
      page: z.string().max(512).optional(),
      props: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
  handle: async (context) => {
    const { request } = context.input;
    if (request.props && JSON.stringify(request.props).length > MAX_PROPS_BYTES)
      throw new ApiError('PAYLOAD_TOO_LARGE', { limit: MAX_PROPS_BYTES });
    const db = await getDatabase();
    const userId = signedIn(context).user.id;
    await hitLimit(db, { key: `event:user:${userId}`, ...EVENTS_PER_USER });
    await db.insert(events).values({
      userId,
      name: request.name,
      platform: request.platform,
      page: request.page,
      props: request.props,
    });
    return null;
  },
});
