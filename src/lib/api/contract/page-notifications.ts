import { z } from 'astro/zod';
import { defineCall } from './call.ts';

/*
 * What every page's bell and push messaging read from the server (src/browser/notifications.ts,
 * push-config.ts): the platform's, served by the notifications area, which lists these calls among
 * its own (decision 0105, "What is left"). The push token's call is device-token.ts.
 */

/**
 * What the browser needs to start push messaging, read from the server at run time (never built
 * into the bundle); null when push is not configured.
 */
export const pushConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string().optional(),
    projectId: z.string(),
    storageBucket: z.string().optional(),
    messagingSenderId: z.string(),
    appId: z.string(),
  }),
  vapidKey: z.string(),
});
export type PushConfig = z.output<typeof pushConfigSchema>;

/** The signed-in reader's unread notifications, as the bell shows them. */
export const unreadAnswer = z.object({ unread: z.number().int() });

export const unreadCountCall = defineCall({
  method: 'GET',
  path: '/notifications/unreadCount',
  input: z.object({}),
  answer: unreadAnswer,
});

export const pushConfigCall = defineCall({
  method: 'GET',
  path: '/notifications/pushConfig',
  input: z.object({}),
  answer: z.object({ push: pushConfigSchema.nullable() }),
});
