import type { PaymentMethod } from '../../../lib/api/contract/booking.ts';
import { ApiError } from '../../api/codes.ts';
import { serverConfig } from '../../config.ts';
import { payLaterProvider } from './pay-later.ts';
import type { PaymentProvider } from './provider.ts';
import { vnpayProvider } from './vnpay.ts';

/** The provider for a method; VNPay only when its terminal is configured. */
export function paymentProvider(method: PaymentMethod): PaymentProvider {
  if (method === 'payLater') return payLaterProvider;
  if (!serverConfig.vnpay) throw new ApiError('PAYMENT_UNAVAILABLE');
  return vnpayProvider;
}
