import { tripsCalls } from '../../../lib/api/contract/trips.ts';
import { getDatabase } from '../../db/client.ts';
import { listSchedules } from '../../trips/service.ts';
import { defineRoute, signedIn } from '../route.ts';

export const myTripsListRoute = defineRoute({
  ...tripsCalls.list,
  summary: 'Your schedules, soonest trip first',
  auth: 'user',
  handle: async (context) => listSchedules(await getDatabase(), signedIn(context).user.id, context.input),
});
