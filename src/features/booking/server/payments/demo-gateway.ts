import { randomInt } from 'node:crypto';
import { getDatabase } from '#server/db/client.ts';
import { BodyRefused, readForm } from '#server/http/read-body.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { BOOKING_JOBS } from '../job-names.ts';
import { settleGatewayCallback } from './callbacks.ts';
import { demoTerminal } from './demo.ts';
import { signVnpayQuery, verifiedVnpayParams, vnpayDate } from './vnpay.ts';

/*
 * The demo gateway, gateway side (decision 0071): what /pay/demo/ does with the payment request the
 * merchant signed. Like VNPay it checks the request's signature and expiry, takes the buyer's
 * choice, notifies the merchant server to server with a signed result (here in process, through
 * the same settlement as VNPay's IPN), then sends the buyer back with the same signed query.
 */

/** A payment request as the demo gateway read it from the merchant's signed query. */
export interface DemoPayment {
  /** The signed request itself, which the page's form sends back with the buyer's choice. */
  request: string;
  txnRef: string;
  /** In đồng. */
  amount: number;
  orderInfo: string;
  expiresAt: Date;
  returnUrl: string;
}

/** `yyyyMMddHHmmss` in GMT+7 (vnpayDate's format) as a time. */
function fromVnpayDate(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) - 7 * 3600_000);
}

/** The request the demo terminal signed in `query`, or null for anything it did not sign. */
export async function demoPaymentOf(query: URLSearchParams): Promise<DemoPayment | null> {
  const terminal = await demoTerminal();
  const signed = verifiedVnpayParams(query, terminal.hashSecret);
  if (!signed || signed.vnp_TmnCode !== terminal.tmnCode || signed.vnp_Command !== 'pay') return null;
  const hundredths = signed.vnp_Amount ?? '';
  const expiresAt = fromVnpayDate(signed.vnp_ExpireDate ?? '');
  const returnUrl = signed.vnp_ReturnUrl ?? '';
  // The return is one of our own pages: a path, never another host.
  if (!/^\d+00$/.test(hundredths) || !expiresAt || !/^\/(?![/\\])/.test(returnUrl)) return null;
  return {
    request: query.toString(),
    txnRef: signed.vnp_TxnRef ?? '',
    amount: Number(hundredths) / 100,
    orderInfo: signed.vnp_OrderInfo ?? '',
    expiresAt,
    returnUrl,
  };
}

/**
 * Test cards, as card gateways' sandboxes publish them: the number decides the outcome, and any
 * other number is refused, so nobody types a real card into a page that takes no money.
 */
export const DEMO_CARDS = {
  '4111111111111111': 'approve',
  '4000000000000002': 'decline',
  '4000000000000259': 'late',
} as const;

/** What the buyer asked of the gateway: a card, the wallet's approval, or cancelling. */
export type DemoVerdict = 'approve' | 'decline' | 'late' | 'cancel';

export type DemoChoice =
  | { payment: DemoPayment; verdict: DemoVerdict; via: 'card' | 'wallet' }
  | { problem: 'request' | 'expired' | 'card'; payment: DemoPayment | null };

/** Reads the page's form: the signed request, the way of paying, and the card number when by card. */
export async function readDemoChoice(request: Request, now = new Date()): Promise<DemoChoice> {
  let form: FormData;
  try {
    form = await readForm(request, 16 * 1024);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return { problem: 'request', payment: null };
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const payment = await demoPaymentOf(new URLSearchParams(field('request')));
  if (!payment) return { problem: 'request', payment: null };
  if (field('action') === 'cancel') return { payment, verdict: 'cancel', via: 'card' };
  if (payment.expiresAt <= now) return { problem: 'expired', payment };
  if (field('via') === 'wallet') return { payment, verdict: 'approve', via: 'wallet' };
  const card = field('card').replace(/[\s-]/g, '');
  const verdict = DEMO_CARDS[card as keyof typeof DEMO_CARDS];
  return verdict ? { payment, verdict, via: 'card' } : { problem: 'card', payment };
}

/** VNPay's response codes for each verdict: paid, refused by the bank (51), cancelled by the buyer (24). */
const RESPONSE: Record<DemoVerdict, { code: string; status: string }> = {
  approve: { code: '00', status: '00' },
  late: { code: '00', status: '00' },
  decline: { code: '51', status: '02' },
  cancel: { code: '24', status: '02' },
};

/** A late payment's notice arrives this long after the hold lapsed, as a slow bank's would. */
const LATE_BY_MS = 10_000;

/**
 * Carries out the buyer's choice and answers where the buyer goes next: the merchant's return URL
 * with the signed result. The merchant hears of it first (a late payment only after its hold lapsed).
 */
export async function completeDemoPayment(
  payment: DemoPayment,
  verdict: DemoVerdict,
  via: 'card' | 'wallet',
  now = new Date(),
): Promise<string> {
  const terminal = await demoTerminal();
  const { code, status } = RESPONSE[verdict];
  const paid = status === '00';
  const result = signVnpayQuery(
    {
      vnp_Amount: String(payment.amount * 100),
      vnp_BankCode: via === 'wallet' ? 'VNPAYQR' : 'INTCARD',
      vnp_CardType: via === 'wallet' ? 'QRCODE' : 'CARD',
      vnp_OrderInfo: payment.orderInfo,
      vnp_PayDate: vnpayDate(now),
      vnp_ResponseCode: code,
      vnp_TmnCode: terminal.tmnCode,
      vnp_TransactionNo: paid ? String(randomInt(10_000_000, 99_999_999)) : '0',
      vnp_TransactionStatus: status,
      vnp_TxnRef: payment.txnRef,
    },
    terminal.hashSecret,
  );
  if (verdict === 'late') {
    const startAfter = new Date(Math.max(payment.expiresAt.getTime(), now.getTime()) + LATE_BY_MS);
    await sendJob(await getDatabase(), BOOKING_JOBS.gatewayCallback, { query: result }, { startAfter });
  } else {
    await settleGatewayCallback(new URLSearchParams(result));
  }
  return `${payment.returnUrl}?${result}`;
}
