import { engagementCalls } from '../../contract.ts';
import { count } from 'drizzle-orm';
import type { EngagementSummary } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { comments } from '#server/db/schema/index.ts';
import { shownOn } from '../shown.ts';
import { defineRoute } from '#server/api/route.ts';
import { requireTarget, serverTargetSchema } from './fields.ts';
import { likeSummary } from './likes.ts';
import { ratingSummary } from './reviews.ts';

export const engagementSummary = defineRoute({
  ...engagementCalls.summary,
  summary: 'Likes, comment count and rating of a target in one call (for the page island)',
  auth: 'optional',
  input: serverTargetSchema,
  handle: async ({ input, signedIn: caller }): Promise<EngagementSummary> => {
    await requireTarget(input.kind, input.slug, caller?.user.id);
    const db = await getDatabase();
    const shownComments = await shownOn(db, comments, input);
    const [likesNow, [commentCount], rating] = await Promise.all([
      likeSummary(db, input.kind, input.slug, caller?.user.id),
      db.select({ value: count() }).from(comments).where(shownComments),
      ratingSummary(db, input.kind, input.slug),
    ]);
    return { likes: likesNow, comments: { count: commentCount?.value ?? 0 }, rating };
  },
});
