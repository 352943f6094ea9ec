import type { BookedDetail } from '#features/booking/booked-details.ts';
import { bookingSource } from './booking-source.ts';
import { scheduleSource } from './schedule-source.ts';
import type { AnyTripSource } from './sources.ts';

/** The sources of the my-trips timeline (the timeline sorts their entries by date). */
export const tripSources = (details: Readonly<Record<string, BookedDetail>>): readonly AnyTripSource[] => [
  scheduleSource,
  bookingSource(details),
];
