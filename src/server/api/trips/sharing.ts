import { scheduleByIdInput, scheduleByTokenInput } from '../../../lib/api/contract/trips.ts';
import { getDatabase } from '../../db/client.ts';
import { runOnce } from '../../db/idempotency.ts';
import { getSharedSchedule, revokeShare, scheduleView, shareSchedule, sharedView } from '../../trips/service.ts';
import { defineRoute, signedIn } from '../route.ts';

export const shareScheduleRoute = defineRoute({
  method: 'POST',
  path: '/customSchedule/share',
  summary: 'Make a read-only link to a schedule (the same link while it stays shared)',
  auth: 'user',
  idempotent: true,
  input: scheduleByIdInput,
  handle: async (context) => {
    const { user } = signedIn(context);
    return runOnce(
      { owner: user.id, key: context.idempotencyKey, request: ['/customSchedule/share', context.input] },
      async (tx) => ({ schedule: scheduleView(await shareSchedule(tx, user.id, context.input.id)) }),
    );
  },
});

export const revokeShareRoute = defineRoute({
  method: 'POST',
  path: '/customSchedule/revoke',
  summary: 'End a schedule’s read-only link: it answers NOT_FOUND from then on',
  auth: 'user',
  idempotent: true,
  input: scheduleByIdInput,
  handle: async (context) => {
    const { user } = signedIn(context);
    return runOnce(
      { owner: user.id, key: context.idempotencyKey, request: ['/customSchedule/revoke', context.input] },
      async (tx) => ({ schedule: scheduleView(await revokeShare(tx, user.id, context.input.id)) }),
    );
  },
});

export const sharedScheduleRoute = defineRoute({
  method: 'GET',
  path: '/customSchedule/shared',
  summary: 'A shared schedule, read-only, by its link’s token (no owner details)',
  input: scheduleByTokenInput,
  handle: async (context) => ({
    schedule: sharedView(await getSharedSchedule(await getDatabase(), context.input.token)),
  }),
});
