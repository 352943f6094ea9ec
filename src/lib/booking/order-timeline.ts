import type { Order } from '../api/contract/booking.ts';
import { bookingApi } from './booking-api.ts';

/** The days an order covers, for a timeline: a stay's nights, a flight's or a ticket's day. */
export function orderDays(order: Order): { startDate: string; endDate: string } {
  const days = order.items.map((item) => ({
    first: item.firstDay,
    last: new Date(Date.parse(`${item.firstDay}T00:00:00Z`) + Math.max(0, item.days - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10),
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
