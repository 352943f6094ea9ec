import { defineRoutes } from '#server/api/route.ts';
import { scheduleIcsRoute } from './calendar.ts';
import { myTripsListRoute } from './my-trips.ts';
import {
  createScheduleRoute,
  deleteScheduleRoute,
  duplicateScheduleRoute,
  getScheduleRoute,
  renameScheduleRoute,
  updateScheduleRoute,
} from './schedules.ts';
import { revokeShareRoute, shareScheduleRoute, sharedScheduleRoute } from './sharing.ts';

/** The trip planner: schedules of places by day, shared by link, exported to calendars (decisions 0027, 0028). */
export const tripsRoutes = defineRoutes(
  myTripsListRoute,
  createScheduleRoute,
  getScheduleRoute,
  updateScheduleRoute,
  renameScheduleRoute,
  duplicateScheduleRoute,
  deleteScheduleRoute,
  shareScheduleRoute,
  revokeShareRoute,
  sharedScheduleRoute,
  scheduleIcsRoute,
);
