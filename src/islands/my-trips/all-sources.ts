import { orderSource } from './order-source.ts';
import { scheduleSource } from './schedule-source.ts';
import type { AnyTripSource } from './sources.ts';

/** The sources of the my-trips timeline (the timeline sorts their entries by date). */
export const TRIP_SOURCES: readonly AnyTripSource[] = [scheduleSource, orderSource];
