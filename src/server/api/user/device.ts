import { z } from 'astro/zod';
import { deviceTokens, events } from '../../db/schema/index.ts';
import { getDatabase } from '../../db/client.ts';
import { hitLimit } from '../../auth/rate-limit.ts';
import { ApiError } from '../codes.ts';
import { defineRoute, signedIn } from '../route.ts';

export const saveDeviceToken = defineRoute({
  method: 'POST',
  path: '/user/saveDeviceToken',
  summary: 'Remember this browser’s push-messaging token for the signed-in user',
  auth: 'user',
  input: z.object({ token: z.string().trim().min(1).max(4096), platform: z.literal('WEB').default('WEB') }),
  handle: async (context) => {
    const db = await getDatabase();
    const userId = signedIn(context).user.id;
    // A token belongs to one browser: if another account signed in there, it moves over.
    await db
      .insert(deviceTokens)
      .values({ token: context.input.token, userId, platform: context.input.platform })
      .onConflictDoUpdate({ target: deviceTokens.token, set: { userId, updatedAt: new Date() } });
    return null;
  },
});

const MAX_PROPS_BYTES = 4096;
/** Far above what a reader's pages send, low enough that a script cannot fill the table. */
export const EVENTS_PER_USER = { max: 300, windowMs: 10 * 60_000 };

export const event = defineRoute({
  method: 'POST',
  path: '/user/event',
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
