/*
 * Calendar days in Vietnam (UTC+7 all year, no daylight saving): a night, a flight's date and a
 * ticket's day are Vietnamese days whatever the server's or the visitor's time zone.
 */

const VIETNAM_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** Today's date in Vietnam, `YYYY-MM-DD`. */
export const vietnamDay = (at: Date): string => new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The instant a Vietnamese local time happens (`HH:MM` on a day). */
export const vietnamTime = (day: string, time: string): Date =>
  new Date(Date.parse(`${day}T${time}:00Z`) - VIETNAM_OFFSET_MS);
