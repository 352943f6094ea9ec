import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_TOPICS, type NotificationPreferences, type NotificationTopic } from '../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { notificationPreferences } from '#server/db/schema/index.ts';

/** A reader's topics; a topic never switched off is on. */
export async function preferencesOf(db: Queryable, userId: string): Promise<NotificationPreferences> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.topic, row.enabled]));
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [topic, chosen.get(topic) ?? true]),
  ) as NotificationPreferences;
}

export async function wantsTopic(db: Queryable, userId: string, topic: NotificationTopic): Promise<boolean> {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.topic, topic)));
  return row?.enabled ?? true;
}

/** Saves the topics given; the others keep their setting. */
export async function savePreferences(
  db: Queryable,
  userId: string,
  topics: Partial<NotificationPreferences>,
): Promise<void> {
  const rows = Object.entries(topics).map(([topic, enabled]) => ({ userId, topic, enabled: Boolean(enabled) }));
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}
