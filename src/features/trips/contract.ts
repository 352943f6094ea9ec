import { z } from 'astro/zod';
import { overlappingStops, TRAVEL_MODES } from '#lib/travel/travel.ts';
import { SCHEDULE_LIMITS } from './schedule-limits.ts';
import { defineCall } from '#lib/api/contract/call.ts';
import { pageOf, pageQuery } from '#lib/api/contract/common.ts';

/*
 * The trip planner's calls (decision 0027): a schedule is a titled plan of days, each an ordered
 * list of stops at places of the catalogue, saved whole with a version number. `customSchedule/…`
 * reads and writes one schedule; `my-trips/list` lists the caller's.
 */

/** Limits a schedule keeps: the islands check them before sending, the server again. */
export { SCHEDULE_LIMITS };

/** "HH:MM" on a 24-hour clock, local time in Vietnam. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Text as typed minus control characters, trimmed; a title of spaces is no title. */
const trimmedText = (max: number, message: string) =>
  z
    .string()
    .max(max * 4, { message })
    .transform((text) => text.replace(/[^\P{Cc}\n\t]/gu, '').trim())
    .pipe(z.string().min(1, { message }).max(max, { message }));

export const scheduleTitle = trimmedText(SCHEDULE_LIMITS.titleMax, 'field.trips.title');

export const stopSchema = z.object({
  place: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'field.trips.place' })
    .max(120, { message: 'field.trips.place' }),
  /** When the visit starts; null leaves it open. */
  start: z.string().regex(CLOCK_TIME, { message: 'field.trips.start' }).nullable().default(null),
  minutes: z
    .number({ message: 'field.trips.minutes' })
    .int({ message: 'field.trips.minutes' })
    .min(SCHEDULE_LIMITS.minutesMin, { message: 'field.trips.minutes' })
    .max(SCHEDULE_LIMITS.minutesMax, { message: 'field.trips.minutes' })
    .default(60),
  /** How the next stop of the day is reached (the travel model's modes); ignored on the day's last. */
  mode: z.enum(TRAVEL_MODES, { message: 'field.trips.mode' }).default('car'),
  note: z
    .string()
    .max(SCHEDULE_LIMITS.noteMax * 4, { message: 'field.trips.note' })
    .transform((text) => text.replace(/[^\P{Cc}\n\t]/gu, '').trim())
    .pipe(z.string().max(SCHEDULE_LIMITS.noteMax, { message: 'field.trips.note' }))
    .default(''),
});
export type Stop = z.output<typeof stopSchema>;
export type StopInput = z.input<typeof stopSchema>;

export const daySchema = z.object({
  stops: z.array(stopSchema).max(SCHEDULE_LIMITS.stops, { message: 'field.trips.stops' }),
});
export type Day = z.output<typeof daySchema>;

/** A calendar date, YYYY-MM-DD, that exists. */
export const calendarDate = z.iso.date({ message: 'field.trips.startDate' });

/** The plan itself: what create and update send, with every rule that spans stops and days. */
export const planFields = {
  title: scheduleTitle,
  startDate: calendarDate,
  days: z
    .array(daySchema)
    .min(1, { message: 'field.trips.days' })
    .max(SCHEDULE_LIMITS.days, { message: 'field.trips.days' }),
};

const checkPlan = (plan: { days: Day[] }, ctx: z.RefinementCtx) => {
  const stops = plan.days.reduce((sum, day) => sum + day.stops.length, 0);
  if (stops > SCHEDULE_LIMITS.stops) ctx.addIssue({ code: 'custom', path: ['days'], message: 'field.trips.stops' });
  // The travel model's rule (src/lib/travel/travel.ts): a timed stop may not begin before the timed
  // stop before it in the day has ended. Untimed stops take no part.
  plan.days.forEach((day, dayIndex) => {
    const [first] = overlappingStops(day.stops.map((stop) => ({ start: stop.start ?? '', minutes: stop.minutes })));
    if (first !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['days', dayIndex, 'stops', first, 'start'],
        message: 'field.trips.overlap',
      });
  });
};

export const scheduleCreateInput = z.object(planFields).superRefine(checkPlan);
export type ScheduleCreateInput = z.input<typeof scheduleCreateInput>;

const version = z.number().int().min(1).max(2_147_483_647);

export const scheduleUpdateInput = z.object({ id: z.uuid(), version, ...planFields }).superRefine(checkPlan);
export const scheduleRenameInput = z.object({ id: z.uuid(), version, title: scheduleTitle });
export const scheduleByIdInput = z.object({ id: z.uuid() });
/** A share link's token: 32 random bytes, base64url. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'field.trips.token' });
export const scheduleByTokenInput = z.object({ token: shareTokenSchema });
/** The calendar file of one's own schedule (id) or of a shared one (token). */
export const scheduleIcsInput = z.union([scheduleByIdInput, scheduleByTokenInput]);
export const myTripsListInput = z.object(pageQuery);

/** A stop as the API answers it: every default filled in. */
const stopView = z.object({
  place: z.string(),
  start: z.string().nullable(),
  minutes: z.number().int(),
  mode: z.enum(TRAVEL_MODES),
  note: z.string(),
});

/** A schedule as its owner reads it. */
export const scheduleSchema = z.object({
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  version: z.number().int(),
  days: z.array(z.object({ stops: z.array(stopView) })),
  /** The read-only link's token while the schedule is shared, else null. */
  shareToken: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.output<typeof scheduleSchema>;

/** A schedule as anyone with its link reads it: no id, no owner, no token. */
export const sharedScheduleSchema = scheduleSchema.pick({ title: true, startDate: true, days: true, updatedAt: true });
export type SharedSchedule = z.output<typeof sharedScheduleSchema>;

/** One line of the my-trips timeline. */
export const scheduleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  dayCount: z.number().int(),
  stopCount: z.number().int(),
  version: z.number().int(),
  shared: z.boolean(),
  shareToken: z.string().nullable(),
  updatedAt: z.string(),
});
export type ScheduleSummary = z.output<typeof scheduleSummarySchema>;

/** The answer of a stale write: the schedule as it is now, so the client can reload or keep a copy. */
export interface ScheduleConflict {
  current: Schedule;
}

export const scheduleIcsSchema = z.object({ fileName: z.string(), content: z.string() });
export type ScheduleIcs = z.output<typeof scheduleIcsSchema>;

const scheduleAnswer = z.object({ schedule: scheduleSchema });

/** The trip planner's calls, each with its input and answer (decision 0101). */
export const tripsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/my-trips/list',
    input: myTripsListInput,
    answer: pageOf(scheduleSummarySchema),
  }),
  create: defineCall({
    method: 'POST',
    path: '/customSchedule/create',
    input: scheduleCreateInput,
    answer: scheduleAnswer,
  }),
  get: defineCall({ method: 'GET', path: '/customSchedule/get', input: scheduleByIdInput, answer: scheduleAnswer }),
  update: defineCall({
    method: 'POST',
    path: '/customSchedule/update',
    input: scheduleUpdateInput,
    answer: scheduleAnswer,
  }),
  rename: defineCall({
    method: 'POST',
    path: '/customSchedule/rename',
    input: scheduleRenameInput,
    answer: scheduleAnswer,
  }),
  duplicate: defineCall({
    method: 'POST',
    path: '/customSchedule/duplicate',
    input: scheduleByIdInput,
    answer: scheduleAnswer,
  }),
  remove: defineCall({ method: 'POST', path: '/customSchedule/delete', input: scheduleByIdInput, answer: z.null() }),
  share: defineCall({
    method: 'POST',
    path: '/customSchedule/share',
    input: scheduleByIdInput,
    answer: scheduleAnswer,
  }),
  revoke: defineCall({
    method: 'POST',
    path: '/customSchedule/revoke',
    input: scheduleByIdInput,
    answer: scheduleAnswer,
  }),
  shared: defineCall({
    method: 'GET',
    path: '/customSchedule/shared',
    input: scheduleByTokenInput,
    answer: z.object({ schedule: sharedScheduleSchema }),
  }),
  ics: defineCall({ method: 'GET', path: '/customSchedule/ics', input: scheduleIcsInput, answer: scheduleIcsSchema }),
};
