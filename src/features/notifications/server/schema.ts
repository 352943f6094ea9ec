import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '#server/db/schema/columns.ts';
import { deviceTokens, users } from '#server/db/schema/accounts.ts';

/*
 * Notifications (docs/decisions/0046-notifications.md): an event is stored once, for one reader, as
 * a kind and its parameters; the text is rendered in the reader's language when it is read or
 * pushed. Each of the reader's devices gets one delivery row, worked by the durable queue.
 */

/** One event for one reader. `dedupe_key` makes a source that fires twice store it once. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** Where the notification leads, a path without the locale prefix (`/booking/order/…/`). */
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);

/** A notification's push to one device: created once per device, sent (and retried) by the queue. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    token: text('token')
      .notNull()
      .references(() => deviceTokens.token, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.token] })],
);

/** A reader's choice for one group of kinds; no row means on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

/** Regions a reader follows, for news of new guides there. */
export const regionFollows = pgTable(
  'region_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.region] }), index('region_follows_region_idx').on(t.region)],
);

/** Guides already announced to their regions' followers (the first pass only records them). */
export const announcedGuides = pgTable('announced_guides', {
  slug: text('slug').primaryKey(),
  createdAt: createdAt(),
});
