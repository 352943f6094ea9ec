import { z } from 'astro/zod';
import { offeredMethods } from '../../booking/payments/index.ts';
import { defineRoute } from '../route.ts';

/** The payment choices the checkout offers (a product paid before delivery drops payLater). */
export const paymentMethods = defineRoute({
  method: 'GET',
  path: '/booking/paymentMethods',
  summary: 'Payment methods on offer: payLater always, vnpay when its terminal is configured, demo outside production',
  input: z.object({}),
  handle: () => Promise.resolve({ methods: offeredMethods() }),
});
