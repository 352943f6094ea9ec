import { tripsCalls, SCHEDULE_LIMITS } from '../../contract.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { getDatabase } from '#server/db/client.ts';
import { requireKnownPlaces } from '../places.ts';
import {
  createSchedule,
  deleteSchedule,
  duplicateSchedule,
  getOwnSchedule,
  renameSchedule,
  scheduleView,
  updateSchedule,
} from '../service.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { defineScheduleWrite } from './schedule-write.ts';

export const createScheduleRoute = defineScheduleWrite({
  ...tripsCalls.create,
  summary: 'Save a new schedule (title, first day, days of stops at places of the catalogue)',
  check: (context) => requireKnownPlaces(context.input.days, context.locale),
  write: async (tx, userId, { input }) => ({ schedule: scheduleView(await createSchedule(tx, userId, input)) }),
});

export const getScheduleRoute = defineRoute({
  ...tripsCalls.get,
  summary: 'One of your own schedules (anyone else’s answers NOT_FOUND)',
  auth: 'user',
  handle: async (context) => ({
    schedule: scheduleView(await getOwnSchedule(await getDatabase(), signedIn(context).user.id, context.input.id)),
  }),
});

export const updateScheduleRoute = defineScheduleWrite({
  ...tripsCalls.update,
  summary: 'Replace a schedule’s plan; `version` must be the current one, else CONFLICT with the current schedule',
  check: (context) => requireKnownPlaces(context.input.days, context.locale),
  write: async (tx, userId, { input }) => {
    const { id, version, ...plan } = input;
    return { schedule: scheduleView(await updateSchedule(tx, userId, id, version, plan)) };
  },
});

export const renameScheduleRoute = defineScheduleWrite({
  ...tripsCalls.rename,
  summary: 'Rename a schedule; `version` must be the current one, else CONFLICT',
  write: async (tx, userId, { input }) => ({
    schedule: scheduleView(await renameSchedule(tx, userId, input.id, input.version, input.title)),
  }),
});

export const duplicateScheduleRoute = defineScheduleWrite({
  ...tripsCalls.duplicate,
  summary: 'Copy a schedule into a new private one',
  write: async (tx, userId, { input, locale }) => {
    const original = await getOwnSchedule(tx, userId, input.id);
    const title = getTranslator(locale)('planner:copyTitle', { title: original.title }).slice(
      0,
      SCHEDULE_LIMITS.titleMax,
    );
    return { schedule: scheduleView(await duplicateSchedule(tx, userId, original.id, title)) };
  },
});

export const deleteScheduleRoute = defineScheduleWrite({
  ...tripsCalls.remove,
  summary: 'Delete a schedule (its shared link stops working)',
  write: async (tx, userId, { input }) => {
    await deleteSchedule(tx, userId, input.id);
    return null;
  },
});
