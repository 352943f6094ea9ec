/*
 * The typed seam's proof (decision 0101), checked by `npm run check` (astro check) and never run:
 * each `@ts-expect-error` fails the check if the line below it compiles, so reading a field an
 * answer lacks, sending a wrong input or to a wrong route, and a handler answering the wrong shape
 * stay type errors.
 */
import { api } from '#lib/api/client.ts';
import { bookingCalls } from '#features/booking/contract.ts';
import type { staffDeskCalls } from '#features/staff/desk-contract.ts';
import { defineRoute } from '#server/api/route.ts';

type Booking = typeof bookingCalls;

const orderId = '00000000-0000-4000-8000-000000000000';

export async function islandsReadOnlyWhatAnswersHold() {
  const { order } = await api.call<Booking['order']>('POST /booking/order', { orderId });
  const total: number = order.quote.total;
  // @ts-expect-error an order has no `price`: its quote has the total
  const price: number = order.price;
  const { items } = await api.call<Booking['searchFlights']>('GET /flights/search', {
    from: 'HAN',
    to: 'SGN',
    date: '2027-01-10',
  });
  // @ts-expect-error a fare offer's price is `total`, not `amount`
  const amount: number | undefined = items[0]?.fareClasses[0]?.amount;
  const desk = await api.call<(typeof staffDeskCalls)['order']>('GET /staff/orders/detail', { orderId });
  const refundable: number = desk.refundable;
  // @ts-expect-error the desk's order has its payments, not a `balance`
  const balance: number = desk.balance;
  return [total, price, amount, refundable, balance];
}

export async function islandsSendOnlyWhatInputsAccept() {
  // @ts-expect-error the order page needs the order's id
  await api.call<Booking['order']>('POST /booking/order', {});
  // @ts-expect-error a hold's line is a hotel, flight, ticket, SIM or data package, not a car
  await api.call<Booking['hold']>('POST /booking/hold', { item: { kind: 'car', car: 'sedan' } });
  // @ts-expect-error a payment method is one of the contract's
  await api.call<Booking['confirm']>('POST /booking/confirm', { orderId, payment: 'cash' });
  // @ts-expect-error the route must be the call's own: the order page is a POST
  await api.call<Booking['order']>('GET /booking/order', { orderId });
  // @ts-expect-error a call is named by its contract's type; without it nothing is accepted
  await api.call('POST /booking/order', { orderId });
}

export const handlersAnswerTheirSchema = defineRoute({
  ...bookingCalls.orders,
  summary: 'A handler that answers a list under the wrong name',
  // @ts-expect-error the orders call answers `{ items }`
  handle: () => Promise.resolve({ orders: [] }),
});
