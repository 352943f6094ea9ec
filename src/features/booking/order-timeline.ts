import type { Order } from './contract.ts';
import type { TimelineEntry } from '#lib/timeline.ts';
import { addDays } from '#lib/vietnam-days.ts';
import { bookingApi } from './booking-api.ts';

/** The day a line's guest leaves: a stay's check-out morning, else the line's last day. */
const lastDayOf = (item: Order['items'][number]) =>
  addDays(item.firstDay, item.kind === 'hotel' ? item.days : Math.max(0, item.days - 1));

/**
 * The days an order covers, for a timeline and a list: a stay from check-in to the check-out day
 * (its `days` are nights, and the guest leaves the morning after the last), a flight's or a
 * ticket's day.
 */
export function orderDays(order: Order): { startDate: string; endDate: string } {
  const days = order.items.map((item) => ({ first: item.firstDay, last: lastDayOf(item) }));
  const startDate = days.map((day) => day.first).sort()[0] ?? order.createdAt.slice(0, 10);
  const endDate =
    days
      .map((day) => day.last)
      .sort()
      .at(-1) ?? startDate;
  return { startDate, endDate };
}

/** One line of an order, with its order (state, number, total), as a trip shows it on its day. */
export interface BookedLine {
  order: Order;
  line: number;
}

/**
 * The caller's booked lines as my-trips timeline entries, one per line so each sits on its own day
 * (a return flight's two legs, a stay's check-in): held orders that expired are left out, since
 * they booked nothing; cancelled and refunded ones stay, with their state. `startTime` is the
 * line's time of day where its product has one (booked-details.ts).
 */
export async function loadBookedLines(
  startTime: (product: string) => string | undefined,
): Promise<TimelineEntry<BookedLine>[]> {
  const { items } = await bookingApi.orders();
  return items
    .filter((order) => order.state !== 'expired')
    .flatMap((order) =>
      order.items.map((item, line) => {
        const time = startTime(item.product);
        return {
          key: `booking:${order.id}:${line}`,
          kind: 'booking',
          startDate: item.firstDay,
          endDate: lastDayOf(item),
          ...(time ? { startTime: time } : {}),
          item: { order, line },
        };
      }),
    );
}
