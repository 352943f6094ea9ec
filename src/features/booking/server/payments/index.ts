import type { PaymentMethod } from '../../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import { serverConfig } from '#server/config.ts';
import { demoProvider } from './demo.ts';
import { payLaterProvider } from './pay-later.ts';
import type { PaymentProvider } from './provider.ts';
import { vnpayProvider } from './vnpay.ts';

/** The methods on offer: paying later always, VNPay when configured, the demo gateway when enabled. */
export function offeredMethods(): PaymentMethod[] {
  return [
    'payLater',
    ...(serverConfig.vnpay ? (['vnpay'] as const) : []),
    ...(serverConfig.paymentDemo ? (['demo'] as const) : []),
  ];
}

/** The provider for a method on offer; PAYMENT_UNAVAILABLE for one that is not. */
export function paymentProvider(method: PaymentMethod): PaymentProvider {
  if (!offeredMethods().includes(method)) throw new ApiError('PAYMENT_UNAVAILABLE');
  return providerOf(method);
}

/**
 * The provider that took a payment, to refund it: a charge taken through the demo gateway is
 * returned by it even after the demo was turned off (VNPay's refunds need its terminal, as ever).
 */
export function providerOf(method: PaymentMethod): PaymentProvider {
  if (method === 'vnpay') return vnpayProvider;
  if (method === 'demo') return demoProvider;
  return payLaterProvider;
}
