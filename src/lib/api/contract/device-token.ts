import { z } from 'astro/zod';
import { defineCall } from './call.ts';

/**
 * This browser's push token, kept for the signed-in reader's session: push messaging saves it
 * (src/browser/push.ts), the accounts area serves it among its calls. A file of its own so each
 * area's contract bundles only what it lists, in its own chunk.
 */
export const saveDeviceTokenCall = defineCall({
  method: 'POST',
  path: '/user/saveDeviceToken',
  input: z.object({ token: z.string(), platform: z.literal('WEB').optional() }),
  answer: z.null(),
});
