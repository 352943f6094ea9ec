import { openingHours } from '../booked-details.ts';
import type { Attraction } from './catalogue.ts';
import { vietnamDay, vietnamTime } from '#lib/vietnam-days.ts';

/*
 * When a ticket can still be used (decision 0085): a time slot until it starts, a day ticket until
 * the attraction's last entry, both on Vietnam's clock whatever the buyer's or the server's zone.
 */

/** The last entry of a day ticket: the catalogue's, or the closing time of its opening hours. */
export function lastEntryOf(attraction: Pick<Attraction, 'lastEntry' | 'hours'>): string {
  return attraction.lastEntry ?? openingHours(attraction.hours)?.closes ?? '23:59';
}

/** Whether a ticket for `day` (in a slot, or for the day) can no longer be used at `now`. */
export function ticketTooLate(
  attraction: Pick<Attraction, 'lastEntry' | 'hours'>,
  day: string,
  slot: string | undefined,
  now: Date,
): boolean {
  return vietnamTime(day, slot ?? lastEntryOf(attraction)).getTime() <= now.getTime();
}

/**
 * Whether a visit today can still be bought: a slot that has not started, or the day before its
 * last entry. Sold-out places are the inventory's business, not this.
 */
export function openToday(attraction: Pick<Attraction, 'lastEntry' | 'hours' | 'slots'>, now: Date): boolean {
  const today = vietnamDay(now);
  const times = attraction.slots?.times ?? [undefined];
  return times.some((slot) => !ticketTooLate(attraction, today, slot, now));
}

/** The instant a ticket's visit starts, from which its cancellation terms count back. */
export const ticketStart = (day: string, slot: string | undefined): Date => vietnamTime(day, slot ?? '00:00');
