import { MODERATION_PATHS, moderationCalls } from '#features/moderation/contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { runOnce } from '#server/db/idempotency.ts';
import { decide, moderationQueue } from '../moderation.ts';
import { defineStaffRoute } from './route.ts';

/* Moderators work through readers' reports (decision 0089): the queue, and one decision per item. */

export const moderationQueueRoute = defineStaffRoute({
  ...moderationCalls.queue,
  summary: 'Open reports grouped by item, oldest first, with reasons, reporter count and the item in context',
  permission: 'moderation.review',
  action: 'moderation.queue',
  handle: async ({ input }) => moderationQueue(await getDatabase(), input),
});

export const moderationActRoute = defineStaffRoute({
  ...moderationCalls.act,
  summary:
    'Decides on a reported item (dismiss, hide, remove, warn, suspend or ban its author): every open report of it is resolved once, the author and reporters are told',
  permission: 'moderation.review',
  action: 'moderation.decide',
  idempotent: true,
  handle: async ({ input, staff, record, idempotencyKey }) => {
    // A replayed key answers the stored outcome and has nothing left to clean up.
    let afterCommit: () => Promise<void> = async () => undefined;
    const outcome = await runOnce(
      { owner: staff.userId, key: idempotencyKey, request: [MODERATION_PATHS.act, input] },
      async (tx) => {
        const made = await decide(tx, input, staff.userId);
        await record(tx, made.audit);
        afterCommit = made.afterCommit;
        return made.outcome;
      },
    );
    await afterCommit();
    return outcome;
  },
});
