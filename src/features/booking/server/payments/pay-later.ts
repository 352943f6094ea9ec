import type { PaymentProvider } from './provider.ts';

/**
 * Pay at the property, or on pickup for tickets and at check-in for flights: the default, which
 * works with nothing configured. No money moves online, so there is nothing to return either.
 */
export const payLaterProvider: PaymentProvider = {
  id: 'payLater',
  start: async () => null,
  refund: async () => ({ ok: true, detail: { note: 'nothing was paid online' } }),
};
