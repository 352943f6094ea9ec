import { bookingCalls, type OrderState } from '../../contract.ts';
import { and, eq } from 'drizzle-orm';
import { settleGatewayCallback, verifiedGatewayCallback, type GatewayOutcome } from '../payments/callbacks.ts';
import { getDatabase } from '#server/db/client.ts';
import { bookingOrders, bookingPayments } from '#server/db/schema/index.ts';
import { ApiError } from '#server/api/codes.ts';
import { loggableError } from '#server/api/log-error.ts';
import type { OutsideEnvelopeCall } from '#server/api/outside-envelope.ts';
import { defineRoute } from '#server/api/route.ts';

/** Where VNPay calls us server to server (configure it as the terminal's IPN URL). */
export const VNPAY_IPN_PATH = '/booking/vnpay/ipn';

/** VNPay's IPN answer codes for each outcome (its integration guide). */
const RSP: Record<GatewayOutcome | 'error', { RspCode: string; Message: string }> = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  failed: { RspCode: '00', Message: 'Confirm Success' },
  refundedLate: { RspCode: '00', Message: 'Confirm Success' },
  unknownOrder: { RspCode: '01', Message: 'Order not found' },
  alreadySettled: { RspCode: '02', Message: 'Order already confirmed' },
  wrongAmount: { RspCode: '04', Message: 'Invalid amount' },
  badSignature: { RspCode: '97', Message: 'Invalid signature' },
  error: { RspCode: '99', Message: 'Unknown error' },
};

/**
 * VNPay's IPN: the result of a payment, signed. It answers in VNPay's own JSON (not our envelope):
 * a bad signature, an unknown order, a wrong amount or an order already settled change nothing and
 * are logged; a genuine result confirms the order (or puts it back on hold when payment failed).
 */
async function vnpayIpn(request: Request): Promise<Response> {
  let txnRef: string | null = null;
  let outcome: keyof typeof RSP;
  try {
    ({ outcome, txnRef } = await settleGatewayCallback(new URL(request.url).searchParams));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'vnpay ipn failed', ...loggableError(error) }));
    outcome = 'error';
  }
  if (!['confirmed', 'failed', 'refundedLate'].includes(outcome))
    console.warn(JSON.stringify({ level: 'warn', msg: 'vnpay ipn refused', outcome, txnRef: txnRef?.slice(0, 64) }));
  return new Response(JSON.stringify(RSP[outcome]), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The IPN as the API answers it, outside the envelope (the composition root hands it over). */
export const vnpayIpnCall: OutsideEnvelopeCall = { method: 'GET', path: VNPAY_IPN_PATH, respond: vnpayIpn };

export const vnpayReturn = defineRoute({
  ...bookingCalls.vnpayReturn,
  summary:
    'The return page’s check of the gateway’s signed query (VNPay or the demo gateway): which order, and whether it is paid (the IPN settles it)',
  handle: async ({ request }) => {
    const verified = await verifiedGatewayCallback(new URL(request.url).searchParams);
    if (!verified) throw new ApiError('PAYMENT_SIGNATURE_INVALID');
    const { terminal, callback } = verified;
    const db = await getDatabase();
    const [row] = await db
      .select({ orderId: bookingOrders.id, number: bookingOrders.number, state: bookingOrders.state })
      .from(bookingPayments)
      .innerJoin(bookingOrders, eq(bookingOrders.id, bookingPayments.orderId))
      .where(and(eq(bookingPayments.provider, terminal.provider), eq(bookingPayments.reference, callback.txnRef)));
    if (!row) throw new ApiError('NOT_FOUND');
    // The column is text; its check constraint keeps it to the order states.
    return { ...row, state: row.state as OrderState, paid: callback.succeeded };
  },
});
