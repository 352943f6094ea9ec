import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ACCOUNT_NOTICES, NOTIFICATION_KINDS, type NotificationKind } from '../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { deviceTokens, notificationDeliveries, notifications, sessions } from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { pushProvider } from '#server/services/push/index.ts';
import { areBlocked } from '#server/social/blocks.ts';
import { NOTIFICATION_JOBS } from './job-names.ts';
import { wantsTopic } from './preferences.ts';

export interface NotifyOptions {
  /** Where the notification leads: a path without the locale prefix. */
  link?: string;
  /**
   * Names the event, so a source that fires twice (a retried job, a replayed webhook) stores it
   * once: `order:<id>:confirmed`. Without one, every call is a new notification.
   */
  dedupeKey?: string;
  /**
   * Who caused the event (the liker, the replier, the follower). Someone blocked either way with
   * the reader never reaches them (decision 0068), whatever let the event through.
   */
  actorId?: string;
}

/**
 * Notifies one reader, in the caller's transaction: the event is stored once (kind and parameters;
 * the text is rendered in the reader's language when read), and, where push is configured, one
 * delivery per device of the reader whose session is live is queued. A topic the reader switched
 * off stores nothing (an account notice cannot be switched off), nor does an event caused by
 * someone blocked either way with the reader. Answers the notification's id, or null when nothing was stored.
 *
 * This is the one entry every source calls: `notify(tx, userId, 'follow', { name }, { link })`.
 */
export async function notify(
  tx: Queryable,
  userId: string,
  kind: NotificationKind,
  params: Record<string, string>,
  options: NotifyOptions = {},
): Promise<string | null> {
  if (options.actorId && (await areBlocked(tx, userId, options.actorId))) return null;
  const topic = NOTIFICATION_KINDS[kind];
  if (topic !== ACCOUNT_NOTICES && !(await wantsTopic(tx, userId, topic))) return null;
  const [stored] = await tx
    .insert(notifications)
    .values({ userId, kind, params, link: options.link ?? null, dedupeKey: options.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!stored) return null;
  if (pushProvider()) await queueDeliveries(tx, userId, stored.id);
  return stored.id;
}

/**
 * One delivery row and one job per device: the row makes the fan-out happen once per device even
 * if a job runs twice, and records when the push went out. Tokens whose session has ended are
 * skipped (decision 0022: a token passes to another account only once its session ended).
 */
async function queueDeliveries(tx: Queryable, userId: string, notificationId: string): Promise<void> {
  const devices = await tx
    .select({ token: deviceTokens.token })
    .from(deviceTokens)
    .innerJoin(sessions, eq(sessions.id, deviceTokens.sessionId))
    .where(and(eq(deviceTokens.userId, userId), isNotNull(deviceTokens.sessionId), isNull(sessions.revokedAt)));
  if (devices.length === 0) return;
  const created = await tx
    .insert(notificationDeliveries)
    .values(devices.map(({ token }) => ({ notificationId, token })))
    .onConflictDoNothing()
    .returning({ token: notificationDeliveries.token });
  for (const { token } of created) await sendJob(tx, NOTIFICATION_JOBS.push, { notificationId, token });
}
