import { engagementCalls } from '../../contract.ts';
import { and, count, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { getDatabase } from '#server/db/client.ts';
import { likes } from '#server/db/schema/index.ts';
import type { LikeSummary } from '../../contract.ts';
import { notifyEngagement } from '../notification-source.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { shownOn } from '../shown.ts';
import { countChange } from '../targets.ts';
import { requireTarget, serverTargetSchema } from './fields.ts';

const target = (kind: string, slug: string) => and(eq(likes.targetKind, kind), eq(likes.targetSlug, slug));

/** The likes everyone is shown (shown.ts), and whether the reader likes it. */
export async function likeSummary(db: Queryable, kind: string, slug: string, viewerId?: string): Promise<LikeSummary> {
  const [total] = await db
    .select({ value: count() })
    .from(likes)
    .where(await shownOn(db, likes, { kind, slug }));
  const liked = viewerId
    ? (
        await db
          .select({ userId: likes.userId })
          .from(likes)
          .where(and(target(kind, slug), eq(likes.userId, viewerId)))
      ).length > 0
    : false;
  return { count: total?.value ?? 0, liked };
}

export const likeSummaryRoute = defineRoute({
  ...engagementCalls.likeSummary,
  summary: 'How many people like a target, and whether you do',
  auth: 'optional',
  input: serverTargetSchema,
  handle: async ({ input, signedIn: caller }) => {
    await requireTarget(input.kind, input.slug, caller?.user.id);
    return likeSummary(await getDatabase(), input.kind, input.slug, caller?.user.id);
  },
});

export const addLike = defineRoute({
  ...engagementCalls.like,
  summary: 'Like a target; liking again changes nothing',
  auth: 'user',
  input: serverTargetSchema,
  handle: async (context) => {
    const { kind, slug } = context.input;
    const userId = signedIn(context).user.id;
    await requireTarget(kind, slug, userId);
    const db = await getDatabase();
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(likes)
        .values({ targetKind: kind, targetSlug: slug, userId })
        .onConflictDoNothing()
        .returning({ userId: likes.userId });
      if (added.length > 0) await countChange(tx, kind, slug, { likes: 1 });
      if (added.length > 0) await notifyEngagement(tx, { type: 'like', actorId: userId, kind, slug });
    });
    return likeSummary(db, kind, slug, userId);
  },
});

export const deleteLike = defineRoute({
  ...engagementCalls.unlike,
  summary: 'Take back your like',
  auth: 'user',
  input: serverTargetSchema,
  handle: async (context) => {
    const { kind, slug } = context.input;
    const userId = signedIn(context).user.id;
    await requireTarget(kind, slug, userId);
    const db = await getDatabase();
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(likes)
        .where(and(target(kind, slug), eq(likes.userId, userId)))
        .returning({ userId: likes.userId });
      if (removed.length > 0) await countChange(tx, kind, slug, { likes: -1 });
    });
    return likeSummary(db, kind, slug, userId);
  },
});
