import { z } from 'astro/zod';

/*
 * Notifications (decision 0046): the kinds sources create, the topics readers switch on or off,
 * and the list's calls. A new source adds its kind here (with the topic it belongs to) and its
 * text in locales/<lang>/notifications.json (`kind.<kind>.title` / `.body`).
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

export interface NotificationPage {
  items: Notification[];
  /** Null on the last page. */
  nextCursor: string | null;
  unread: number;
}

export const markReadInput = z.object({ id: z.uuid() });

export const preferencesInput = z.object({
  topics: z.partialRecord(z.enum(NOTIFICATION_TOPICS), z.boolean()),
});
export type NotificationPreferences = Record<NotificationTopic, boolean>;

export const regionInput = z.object({
  region: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'field.slug' })
    .max(120),
});

/**
 * What the browser needs to start push messaging, read from the server at run time (never built
 * into the bundle); null when push is not configured.
 */
export interface PushConfig {
  firebase: {
    apiKey: string;
    authDomain?: string;
    projectId: string;
    storageBucket?: string;
    messagingSenderId: string;
    appId: string;
  };
  vapidKey: string;
}
