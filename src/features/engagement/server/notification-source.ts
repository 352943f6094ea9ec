import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { targetOwner } from './targets.ts';
import { notify } from '#features/notifications/server/notify.ts';

/** How much of a reply the notification quotes. */
const EXCERPT_MAX = 120;

/**
 * A reply or a like on something a reader wrote (a comment, a moment post: any target kind whose
 * resolver names an owner). Nobody is notified of their own reply or like.
 */
export async function notifyEngagement(
  tx: Queryable,
  event: { actorId: string; kind: string; slug: string } & (
    { type: 'reply'; commentId: string; text: string } | { type: 'like' }
  ),
): Promise<void> {
  const owner = await targetOwner(tx, event.kind, event.slug);
  if (!owner || owner.userId === event.actorId) return;
  const [actor] = await tx.select({ fullname: users.fullname }).from(users).where(eq(users.id, event.actorId));
  const name = actor?.fullname ?? '';
  if (event.type === 'reply') {
    const excerpt = event.text.length > EXCERPT_MAX ? `${event.text.slice(0, EXCERPT_MAX - 1)}…` : event.text;
    await notify(
      tx,
      owner.userId,
      'comment.reply',
      { name, excerpt },
      {
        link: owner.link,
        dedupeKey: `comment:${event.commentId}`,
        actorId: event.actorId,
      },
    );
  } else {
    // Liking, unliking and liking again is one event.
    await notify(
      tx,
      owner.userId,
      'like',
      { name },
      {
        link: owner.link,
        dedupeKey: `like:${event.kind}:${event.slug}:${event.actorId}`,
        actorId: event.actorId,
      },
    );
  }
}
