import type { bookingCalls, PaymentMethod } from './contract.ts';
import type { InputOf } from '#lib/api/contract/call.ts';
import { api } from '#lib/api/client.ts';
import { newIdempotencyKey } from '#lib/api/transport.ts';
import { currentGuestToken } from './booking-guest.ts';

/**
 * The booking screens' calls that need a buyer (decision 0030): the signed-in session, else the
 * guest token of a verified number. With neither, nothing is sent and the login popup opens.
 */
const asBuyer = (idempotencyKey?: string) => ({ auth: true, guestToken: currentGuestToken(), idempotencyKey });
/**
 * The reads an order page makes by itself. With neither, nothing is sent and no popup opens: the
 * page offers the account and the phone code side by side, and a guest who opened the link from
 * their SMS is shown their own way in, not the account's sign-in over it (decision 0074).
 */
const asReader = () => ({ ...asBuyer(), signInPopup: false });

export const bookingApi = {
  /** `key` is made once per user action, so a retried click books nothing twice. */
  hold: (request: InputOf<typeof bookingCalls.hold>, key: string) =>
    api.call<typeof bookingCalls.hold>('POST /booking/hold', request, asBuyer(key)),
  confirm: (orderId: string, payment: PaymentMethod, key: string) =>
    api.call<typeof bookingCalls.confirm>('POST /booking/confirm', { orderId, payment }, asBuyer(key)),
  cancel: (orderId: string, key: string) =>
    api.call<typeof bookingCalls.cancel>('POST /booking/cancel', { orderId }, asBuyer(key)),
  order: (orderId: string) => api.call<typeof bookingCalls.order>('POST /booking/order', { orderId }, asReader()),
  orders: () => api.call<typeof bookingCalls.orders>('POST /booking/orders', {}, asReader()),
  newKey: newIdempotencyKey,
};

/** The order page's path for an order, in a locale's prefix. */
export const orderPagePath = (prefix: string, orderId: string) => `${prefix}booking/order/?id=${orderId}`;

/** The same page without an order: the buyer's orders. */
export const ordersPagePath = (prefix: string) => `${prefix}booking/order/`;
