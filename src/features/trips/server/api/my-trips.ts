import { tripsCalls } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { listSchedules } from '../service.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';

export const myTripsListRoute = defineRoute({
  ...tripsCalls.list,
  summary: 'Your schedules, soonest trip first',
  auth: 'user',
  handle: async (context) => listSchedules(await getDatabase(), signedIn(context).user.id, context.input),
});
