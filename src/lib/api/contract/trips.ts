import { z } from 'astro/zod';
import { pageQuery } from './common.ts';

/*
 * The trip planner's calls (decision 0027): a schedule is a titled plan of days, each an ordered
 * list of stops at places of the catalogue, saved whole with a version number. `customSchedule/…`
 * reads and writes one schedule; `my-trips/list` lists the caller's.
 */

/** Limits a schedule keeps: the islands check them before sending, the server again. */
export const SCHEDULE_LIMITS = {
  titleMax: 120,
  days: 30,
  stops: 200,
  noteMax: 300,
  /** Shortest and longest time to spend at one stop, in minutes. */
  minutesMin: 5,
  minutesMax: 720,
} as const;

/** How the traveller reaches a stop from the one before it (the travel-time model's modes). */
export const TRAVEL_MODES = ['walk', 'motorbike', 'car'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** "HH:MM" on a 24-hour clock, local time in Vietnam. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const minutesOfDay = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

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

/** Two timed stops of one day whose visits overlap: [index of the earlier, index of the later]. */
export function overlappingStops(stops: readonly Pick<Stop, 'start' | 'minutes'>[]): [number, number] | undefined {
  const timed = stops
    .map((stop, index) => ({
      index,
      start: stop.start === null ? null : minutesOfDay(stop.start),
      minutes: stop.minutes,
    }))
    .filter((stop): stop is { index: number; start: number; minutes: number } => stop.start !== null)
    .sort((a, b) => a.start - b.start);
  for (const [i, after] of timed.entries()) {
    const before = timed[i - 1];
    if (before && before.start + before.minutes > after.start) return [before.index, after.index];
  }
  return undefined;
}

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
  plan.days.forEach((day, dayIndex) => {
    const overlap = overlappingStops(day.stops);
    if (overlap)
      ctx.addIssue({
        code: 'custom',
        path: ['days', dayIndex, 'stops', overlap[1], 'start'],
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

/** A schedule as its owner reads it. */
export interface Schedule {
  id: string;
  title: string;
  startDate: string;
  version: number;
  days: Day[];
  /** The read-only link's token while the schedule is shared, else null. */
  shareToken: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A schedule as anyone with its link reads it: no id, no owner, no token. */
export type SharedSchedule = Pick<Schedule, 'title' | 'startDate' | 'days' | 'updatedAt'>;

/** One line of the my-trips timeline. */
export interface ScheduleSummary {
  id: string;
  title: string;
  startDate: string;
  dayCount: number;
  stopCount: number;
  version: number;
  shared: boolean;
  shareToken: string | null;
  updatedAt: string;
}

/** The answer of a stale write: the schedule as it is now, so the client can reload or keep a copy. */
export interface ScheduleConflict {
  current: Schedule;
}

export interface ScheduleIcs {
  fileName: string;
  content: string;
}
