import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationPage } from '../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Queryable } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/index.ts';
import { renderNotification } from './render.ts';

const own = (userId: string) => eq(notifications.userId, userId);

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(own(userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/**
 * A page of the reader's notifications, newest first. The cursor is the last item's id: the next
 * page starts strictly after it in (created_at, id) order, so items that arrive meanwhile neither
 * repeat nor shift the pages already read (what page numbers would do).
 */
export async function listNotifications(
  db: Queryable,
  userId: string,
  request: { cursor?: string; pageSize: number; locale: Locale },
): Promise<NotificationPage> {
  const after = request.cursor
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n
        where n.id = ${request.cursor} and n.user_id = ${userId})`
    : undefined;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(own(userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(request.pageSize + 1);
  const page = rows.slice(0, request.pageSize);
  return {
    items: page.map((row) => renderNotification(row, request.locale)),
    nextCursor: rows.length > request.pageSize ? (page.at(-1)?.id ?? null) : null,
    unread: await unreadCount(db, userId),
  };
}

/** Marks one of the reader's notifications read (someone else's id changes nothing). */
export async function markRead(db: Queryable, userId: string, id: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(own(userId), eq(notifications.id, id), isNull(notifications.readAt)));
}

export async function markAllRead(db: Queryable, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(own(userId), isNull(notifications.readAt)));
}
