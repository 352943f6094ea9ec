import {
  SCHEDULE_LIMITS,
  scheduleByIdInput,
  scheduleCreateInput,
  scheduleRenameInput,
  scheduleUpdateInput,
} from '../../../lib/api/contract/trips.ts';
import { getTranslator } from '../../../lib/i18n/translator.ts';
import { getDatabase } from '../../db/client.ts';
import { requireKnownPlaces } from '../../trips/places.ts';
import {
  createSchedule,
  deleteSchedule,
  duplicateSchedule,
  getOwnSchedule,
  renameSchedule,
  scheduleView,
  updateSchedule,
} from '../../trips/service.ts';
import { defineRoute, signedIn } from '../route.ts';
import { defineScheduleWrite } from './schedule-write.ts';

export const createScheduleRoute = defineScheduleWrite({
  path: '/customSchedule/create',
  summary: 'Save a new schedule (title, first day, days of stops at places of the catalogue)',
  input: scheduleCreateInput,
  check: (context) => requireKnownPlaces(context.input.days, context.locale),
  write: async (tx, userId, { input }) => ({ schedule: scheduleView(await createSchedule(tx, userId, input)) }),
});

export const getScheduleRoute = defineRoute({
  method: 'GET',
  path: '/customSchedule/get',
  summary: 'One of your own schedules (anyone else’s answers NOT_FOUND)',
  auth: 'user',
  input: scheduleByIdInput,
  handle: async (context) => ({
    schedule: scheduleView(await getOwnSchedule(await getDatabase(), signedIn(context).user.id, context.input.id)),
  }),
});

export const updateScheduleRoute = defineScheduleWrite({
  path: '/customSchedule/update',
  summary: 'Replace a schedule’s plan; `version` must be the current one, else CONFLICT with the current schedule',
  input: scheduleUpdateInput,
  check: (context) => requireKnownPlaces(context.input.days, context.locale),
  write: async (tx, userId, { input }) => {
    const { id, version, ...plan } = input;
    return { schedule: scheduleView(await updateSchedule(tx, userId, id, version, plan)) };
  },
});

export const renameScheduleRoute = defineScheduleWrite({
  path: '/customSchedule/rename',
  summary: 'Rename a schedule; `version` must be the current one, else CONFLICT',
  input: scheduleRenameInput,
  write: async (tx, userId, { input }) => ({
    schedule: scheduleView(await renameSchedule(tx, userId, input.id, input.version, input.title)),
  }),
});

export const duplicateScheduleRoute = defineScheduleWrite({
  path: '/customSchedule/duplicate',
  summary: 'Copy a schedule into a new private one',
  input: scheduleByIdInput,
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
  path: '/customSchedule/delete',
  summary: 'Delete a schedule (its shared link stops working)',
  input: scheduleByIdInput,
  write: async (tx, userId, { input }) => {
    await deleteSchedule(tx, userId, input.id);
    return null;
  },
});
