import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { notify } from '#features/notifications/server/notify.ts';

/**
 * Someone started following a reader. The moments area calls this in the transaction that stores
 * the follow; following again after an unfollow is the same event (one notification).
 */
export async function notifyFollow(
  tx: Queryable,
  follow: { followerId: string; followedId: string; link?: string },
): Promise<void> {
  if (follow.followerId === follow.followedId) return;
  const [follower] = await tx.select({ fullname: users.fullname }).from(users).where(eq(users.id, follow.followerId));
  if (!follower) return;
  await notify(
    tx,
    follow.followedId,
    'follow',
    { name: follower.fullname },
    {
      link: follow.link,
      dedupeKey: `follow:${follow.followerId}`,
      actorId: follow.followerId,
    },
  );
}
