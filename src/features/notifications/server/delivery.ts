import { and, eq, isNull, sql } from 'drizzle-orm';
import { isLocale } from '#lib/i18n/locales.ts';
import { getDatabase } from '#server/db/client.ts';
import { deviceTokens, notificationDeliveries, notifications, sessions, users } from '#server/db/schema/index.ts';
import type { JobDefinition } from '#server/jobs/queue.ts';
import { pushProvider } from '#server/services/push/index.ts';
import { NOTIFICATION_JOBS } from './job-names.ts';
import { renderNotification } from './render.ts';

/**
 * Pushes one notification to one device, in the reader's language. Safe to run twice: a delivery
 * already sent is skipped. A token FCM calls dead is deleted (with its deliveries); a token moved
 * to another account or whose session ended meanwhile gets nothing. Any other failure throws, and
 * the queue retries with backoff.
 */
export async function deliver(notificationId: string, token: string): Promise<'sent' | 'skipped' | 'pruned'> {
  const provider = pushProvider();
  if (!provider) return 'skipped';
  const db = await getDatabase();
  const [due] = await db
    .select({ notification: notifications, language: users.language })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(
      deviceTokens,
      and(eq(deviceTokens.token, notificationDeliveries.token), eq(deviceTokens.userId, notifications.userId)),
    )
    .innerJoin(sessions, and(eq(sessions.id, deviceTokens.sessionId), isNull(sessions.revokedAt)))
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.token, token),
        isNull(notificationDeliveries.sentAt),
      ),
    );
  if (!due) return 'skipped';
  const text = renderNotification(due.notification, isLocale(due.language) ? due.language : 'vi');
  const thisDelivery = and(
    eq(notificationDeliveries.notificationId, notificationId),
    eq(notificationDeliveries.token, token),
  );
  await db
    .update(notificationDeliveries)
    .set({ attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(thisDelivery);
  const outcome = await provider.send({ token, title: text.title, body: text.body, link: text.link, tag: text.id });
  if (outcome === 'invalidToken') {
    await db.delete(deviceTokens).where(eq(deviceTokens.token, token));
    return 'pruned';
  }
  await db
    .update(notificationDeliveries)
    .set({ sentAt: sql`now()` })
    .where(thisDelivery);
  return 'sent';
}

const push: JobDefinition<{ notificationId?: string; token?: string }> = {
  name: NOTIFICATION_JOBS.push,
  retryLimit: 5,
  work: async ({ notificationId, token }) => {
    if (typeof notificationId !== 'string' || typeof token !== 'string') return;
    await deliver(notificationId, token);
  },
};

export const deliveryJobs = [push];
