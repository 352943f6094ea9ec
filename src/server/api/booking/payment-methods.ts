import { z } from 'astro/zod';
import type { PaymentMethod } from '../../../lib/api/contract/booking.ts';
import { serverConfig } from '../../config.ts';
import { defineRoute } from '../route.ts';

/** The payment choices the checkout offers: pay at the property always, VNPay when configured. */
export const paymentMethods = defineRoute({
  method: 'GET',
  path: '/booking/paymentMethods',
  summary: 'Payment methods on offer: payLater always, vnpay when its terminal is configured',
  input: z.object({}),
  handle: () => {
    const methods: PaymentMethod[] = serverConfig.vnpay ? ['payLater', 'vnpay'] : ['payLater'];
    return Promise.resolve({ methods });
  },
});
