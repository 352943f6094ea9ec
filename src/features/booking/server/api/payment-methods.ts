import { bookingCalls } from '../../contract.ts';
import { offeredMethods } from '../payments/index.ts';
import { defineRoute } from '#server/api/route.ts';

/** The payment choices the checkout offers (a product paid before delivery drops payLater). */
export const paymentMethods = defineRoute({
  ...bookingCalls.paymentMethods,
  summary: 'Payment methods on offer: payLater always, vnpay when its terminal is configured, demo outside production',
  handle: () => Promise.resolve({ methods: offeredMethods() }),
});
