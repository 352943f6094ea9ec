import type { Order } from '../api/contract/booking.ts';
import { addDays } from '../trips/timeline.ts';
import { bookingApi } from './booking-api.ts';

/**
 * The days an order covers, for a timeline and a list: a stay from check-in to the check-out day
 * (its `days` are nights, and the guest leaves the morning after the last), a flight's or a
 * ticket's day.
 */
export function orderDays(order: Order): { startDate: string; endDate: string } {
  const days = order.items.map((item) => ({
    first: item.firstDay,
    last: addDays(item.firstDay, item.kind === 'hotel' ? item.days : Math.max(0, item.days - 1)),
  }));
  const startDate = days.map((day) => day.first).sort()[0] ?? order.createdAt.slice(0, 10);
  const endDate =
    days
      .map((day) => day.last)
      .sort()
      .at(-1) ?? startDate;
  return { startDate, endDate };
}

/**
 * The caller's orders as my-trips timeline entries (the shape of src/lib/trips/timeline.ts's
 * TimelineEntry on the trips branch): held orders that expired are left out, since they booked
 * nothing; cancelled and refunded ones stay, with their history one click away.
 */
export async function loadOrderEntries() {
  const { items } = await bookingApi.orders();
  return items
    .filter((order) => order.state !== 'expired')
    .map((order) => ({ key: `order:${order.id}`, kind: 'order', ...orderDays(order), item: order }));
}
