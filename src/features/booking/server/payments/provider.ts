import type { PaymentMethod } from '../../contract.ts';

/** What a provider needs to start a payment for an order. */
export interface PaymentRequest {
  orderNumber: string;
  /** Our reference for this attempt (VNPay's vnp_TxnRef); unique per provider. */
  reference: string;
  amount: number;
  expiresAt: Date;
  locale: string;
  clientAddress: string;
}

/** A charge to return, as the payment row and the provider's callback recorded it. */
export interface RefundRequest {
  reference: string;
  amount: number;
  /** Whether `amount` is the whole charge (VNPay tells a full refund from a partial one). */
  whole: boolean;
  /** The provider's transaction number of the charge (VNPay's vnp_TransactionNo). */
  providerTransaction: string | null;
  /** When the charge was made (VNPay asks for its vnp_CreateDate). */
  paidAt: Date;
  orderNumber: string;
}

/**
 * A way to pay (decisions 0032 and 0071). Paying at the property needs nothing online; VNPay and
 * the built-in demo gateway send the buyer to a payment page and tell us the result by a signed
 * callback (IPN). Another gateway (an international card or wallet aggregator) is one more file.
 */
export interface PaymentProvider {
  readonly id: PaymentMethod;
  /** Online providers answer the URL the buyer goes to; null when nothing is paid now. */
  start(request: PaymentRequest): Promise<string | null>;
  /** Returns money that was taken; ok false when the provider refused (the order stays refundable). */
  refund(request: RefundRequest): Promise<{ ok: boolean; providerTransaction?: string; detail: unknown }>;
}
