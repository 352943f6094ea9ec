import {
  SCHEDULE_LIMITS,
  scheduleByIdInput,
  scheduleCreateInput,
  scheduleRenameInput,
  scheduleUpdateInput,
} from '../../../lib/api/contract/trips.ts';
import { getTranslator } from '../../../lib/i18n/translator.ts';
import { getDatabase } from '../../db/client.ts';
import { runOnce } from '../../db/idempotency.ts';
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

export const createScheduleRoute = defineRoute({
  method: 'POST',
  path: '/customSchedule/create',
  summary: 'Save a new schedule (title, first day, days of stops at places of the catalogue)',
  auth: 'user',
  idempotent: true,
  input: scheduleCreateInput,
  handle: async (context) => {
    const { user } = signedIn(context);
    await requireKnownPlaces(context.input.days, context.locale);
    return runOnce(
      { owner: user.id, key: context.idempotencyKey, request: ['/customSchedule/create', context.input] },
      async (tx) => ({ schedule: scheduleView(await createSchedule(tx, user.id, context.input)) }),
    );
  },
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

export const updateScheduleRoute = defineRoute({
  method: 'POST',
  path: '/customSchedule/update',
  summary: 'Replace a schedule’s plan; `version` must be the current one, else CONFLICT with the current schedule',
  auth: 'user',
  idempotent: true,
  input: scheduleUpdateInput,
  handle: async (context) => {
    const { user } = signedIn(context);
    const { id, version, ...plan } = context.input;
    await requireKnownPlaces(plan.days, context.locale);
    return runOnce(
      { owner: user.id, key: context.idempotencyKey, request: ['/customSchedule/update', context.input] },
      async (tx) => ({ schedule: scheduleView(await updateSchedule(tx, user.id, id, version, plan)) }),
    );
  },
});

export const renameScheduleRoute = defineRoute({
  method: 'POST',
  path: '/customSchedule/rename',
  summary: 'Rename a schedule; `version` must be the current one, else CONFLICT',
  auth: 'user',
  idempotent: true,
  input: scheduleRenameInput,
  handle: async (context) => {
    const { user } = signedIn(context);
    const { id, version, title } = context.input;
    return runOnce(
      { owner: user.id, key: context.idempotencyKey, request: ['/customSchedule/rename', context.input] },
      async (tx) => ({ schedule: scheduleView(await renameSchedule(tx, user.id, id, version, title)) }),
    );
  },
});

export const duplicateScheduleRoute = defineRoute({
  method: 'POST',
  path: '/customSchedule/duplicate',
  summary: 'Copy a schedule into a new private one',
  auth: 'user',
  idempotent: true,
  input: scheduleByIdInput,
  handle: async (context) => {
    const { user } = signedIn(context);
    const t = getTranslator(context.locale);
    return runOnce(
      { owner: user.id, key: context.idempotencyKey, request: ['/customSchedule/duplicate', context.input] },
      async (tx) => {
        const original = await getOwnSchedule(tx, user.id, context.input.id);
        const title = t('planner:copyTitle', { title: original.title }).slice(0, SCHEDULE_LIMITS.titleMax);
        return { schedule: scheduleView(await duplicateSchedule(tx, user.id, original.id, title)) };
      },
    );
  },
});

export const deleteScheduleRoute = defineRoute({
  method: 'POST',
  path: '/customSchedule/delete',
  summary: 'Delete a schedule (its shared link stops working)',
  auth: 'user',
  idempotent: true,
  input: scheduleByIdInput,
  handle: async (context) => {
    const { user } = signedIn(context);
    return runOnce(
      { owner: user.id, key: context.idempotencyKey, request: ['/customSchedule/delete', context.input] },
      async (tx) => {
        await deleteSchedule(tx, user.id, context.input.id);
        return null;
      },
    );
  },
});
