import { tripsCalls } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { getSharedSchedule, revokeShare, scheduleView, shareSchedule, sharedView } from '../service.ts';
import { defineRoute } from '#server/api/route.ts';
import { defineScheduleWrite } from './schedule-write.ts';

export const shareScheduleRoute = defineScheduleWrite({
  ...tripsCalls.share,
  summary: 'Make a read-only link to a schedule (the same link while it stays shared)',
  write: async (tx, userId, { input }) => ({ schedule: scheduleView(await shareSchedule(tx, userId, input.id)) }),
});

export const revokeShareRoute = defineScheduleWrite({
  ...tripsCalls.revoke,
  summary: 'End a schedule’s read-only link: it answers NOT_FOUND from then on',
  write: async (tx, userId, { input }) => ({ schedule: scheduleView(await revokeShare(tx, userId, input.id)) }),
});

export const sharedScheduleRoute = defineRoute({
  ...tripsCalls.shared,
  summary: 'A shared schedule, read-only, by its link’s token (no owner details)',
  handle: async (context) => ({
    schedule: sharedView(await getSharedSchedule(await getDatabase(), context.input.token)),
  }),
});
