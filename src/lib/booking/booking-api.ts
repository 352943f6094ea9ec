import type { Confirmation, Order, PaymentMethod } from '../api/contract/booking.ts';
import { api } from '../api/client.ts';
import { newIdempotencyKey } from '../api/transport.ts';
import { currentGuestToken } from '../../stores/booking-guest.ts';

/**
 * The booking screens' calls that need a buyer (decision 0030): the signed-in session, else the
 * guest token of a verified number. With neither, nothing is sent and the login popup opens.
 */
const asBuyer = (idempotencyKey?: string) => ({ auth: true, guestToken: currentGuestToken(), idempotencyKey });

export const bookingApi = {
  /** `key` is made once per user action, so a retried click books nothing twice. */
  hold: (request: unknown, key: string) => api.post<{ order: Order }>('/booking/hold', request, asBuyer(key)),
  confirm: (orderId: string, payment: PaymentMethod, key: string) =>
    api.post<Confirmation>('/booking/confirm', { orderId, payment }, asBuyer(key)),
  cancel: (orderId: string, key: string) => api.post<{ order: Order }>('/booking/cancel', { orderId }, asBuyer(key)),
  order: (orderId: string) => api.post<{ order: Order }>('/booking/order', { orderId }, asBuyer()),
  orders: () => api.post<{ items: Order[] }>('/booking/orders', {}, asBuyer()),
  newKey: newIdempotencyKey,
};

/** The order page's path for an order, in a locale's prefix. */
export const orderPagePath = (prefix: string, orderId: string) => `${prefix}booking/order/?id=${orderId}`;

/** The same page without an order: the buyer's orders. */
export const ordersPagePath = (prefix: string) => `${prefix}booking/order/`;
