import { z } from 'astro/zod';
import { defineCall } from '#lib/api/contract/call.ts';
import { pushConfigCall, unreadAnswer, unreadCountCall } from '#lib/api/contract/page-notifications.ts';

/*
 * Notifications (decision 0046): the kinds sources create, the topics readers switch on or off,
 * and the list's calls. A new source adds its kind here (with the topic it belongs to) and its
 * text in locales/notifications/<lang>.json (`kind.<kind>.title` / `.body`).
 */

/** Groups of kinds a reader can switch off on the user page. */
export const NOTIFICATION_TOPICS = ['booking', 'engagement', 'follows', 'regions'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/**
 * Notices about the reader's own account (a moderator's decision on what they wrote or reported,
 * decision 0089): always stored, never switched off, since the reader must be told.
 */
export const ACCOUNT_NOTICES = 'account';

/** Every kind of notification, and its topic. */
export const NOTIFICATION_KINDS = {
  'order.confirmed': 'booking',
  'order.cancelled': 'booking',
  'order.refunded': 'booking',
  'comment.reply': 'engagement',
  like: 'engagement',
  follow: 'follows',
  'region.guide': 'regions',
  'moderation.hidden': ACCOUNT_NOTICES,
  'moderation.removed': ACCOUNT_NOTICES,
  'moderation.warned': ACCOUNT_NOTICES,
  'moderation.suspended': ACCOUNT_NOTICES,
  'moderation.banned': ACCOUNT_NOTICES,
  'moderation.reportUpheld': ACCOUNT_NOTICES,
  'moderation.reportDismissed': ACCOUNT_NOTICES,
} as const satisfies Record<string, NotificationTopic | typeof ACCOUNT_NOTICES>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** Newest first; `cursor` is the previous page's `nextCursor`. */
export const notificationListInput = z.object({
  cursor: z.uuid().optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path on this site with the reader's locale prefix, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type NotificationPage = z.output<typeof notificationPageSchema>;

export const markReadInput = z.object({ id: z.uuid() });

export const preferencesInput = z.object({
  topics: z.partialRecord(z.enum(NOTIFICATION_TOPICS), z.boolean()),
});
export const notificationPreferencesSchema = z.record(z.enum(NOTIFICATION_TOPICS), z.boolean());
export type NotificationPreferences = Record<NotificationTopic, boolean>;

export const regionInput = z.object({
  region: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'field.slug' })
    .max(120),
});

const regionsAnswer = z.object({ regions: z.array(z.string()) });

/** The notification calls, each with its input and answer (decision 0101). */
export const notificationCalls = {
  list: defineCall({
    method: 'GET',
    path: '/notifications/list',
    input: notificationListInput,
    answer: notificationPageSchema,
  }),
  unreadCount: unreadCountCall,
  markRead: defineCall({ method: 'POST', path: '/notifications/markRead', input: markReadInput, answer: unreadAnswer }),
  markAllRead: defineCall({
    method: 'POST',
    path: '/notifications/markAllRead',
    input: z.object({}),
    answer: unreadAnswer,
  }),
  preferences: defineCall({
    method: 'GET',
    path: '/notifications/preferences',
    input: z.object({}),
    answer: regionsAnswer.extend({ topics: notificationPreferencesSchema }),
  }),
  savePreferences: defineCall({
    method: 'POST',
    path: '/notifications/savePreferences',
    input: preferencesInput,
    answer: z.object({ topics: notificationPreferencesSchema }),
  }),
  followRegion: defineCall({
    method: 'POST',
    path: '/notifications/followRegion',
    input: regionInput.extend({ follow: z.boolean().default(true) }),
    answer: regionsAnswer,
  }),
  pushConfig: pushConfigCall,
};
