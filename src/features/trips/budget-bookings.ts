import type { Order, OrderState } from '#features/booking/contract.ts';
import type { BudgetBooking } from '#lib/travel/budget.ts';
import { parseProduct } from '#features/booking/product-id.ts';

/** Orders that will cost their buyer something: a hold about to be paid, or a booking kept. */
const COUNTED: ReadonlySet<OrderState> = new Set(['held', 'awaiting_payment', 'confirmed']);

/**
 * The buyer's orders as a budget counts them (decision 0087): each once, on the first day of its
 * first line, at the quote taken with its hold (what it costs, taxes and fees included) less any
 * refund. `ticketPlace` names the guide place a ticket's attraction admits to (`ticket:<id>`).
 */
export function budgetBookings(
  orders: readonly Order[],
  ticketPlace: (attraction: string) => string | undefined,
): BudgetBooking[] {
  return orders.flatMap((order) => {
    const first = [...order.items].sort((a, b) => a.firstDay.localeCompare(b.firstDay))[0];
    if (!COUNTED.has(order.state) || !first) return [];
    const admits = order.items.flatMap((item) => {
      const product = parseProduct(item.product);
      const place = product?.kind === 'ticket' ? ticketPlace(product.attraction) : undefined;
      return place ? [place] : [];
    });
    return [{ key: order.number, date: first.firstDay, amount: order.quote.total - order.payment.refunded, admits }];
  });
}
