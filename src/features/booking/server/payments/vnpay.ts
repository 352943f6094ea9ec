import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { serverConfig } from '#server/config.ts';
import type { PaymentProvider, PaymentRequest, RefundRequest } from './provider.ts';

/*
 * VNPay, Vietnam's standard card and QR gateway, to its published protocol (version 2.1.0):
 * a signed redirect to its payment page, a signed return URL and IPN callback we verify, and the
 * merchant API's refund. Signatures are HMAC-SHA512 with the terminal's secret.
 */

export const VNPAY_VERSION = '2.1.0';

type Settings = NonNullable<typeof serverConfig.vnpay>;

function settings(): Settings {
  if (!serverConfig.vnpay) throw new Error('VNPay is not configured');
  return serverConfig.vnpay;
}

/** `yyyyMMddHHmmss` in GMT+7, as VNPay reads every date. */
export function vnpayDate(at: Date): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** VNPay's own encoding: encodeURIComponent with spaces as `+` (its samples' `sortObject`). */
const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The signed text: every parameter sorted by name, `name=value` joined with `&`, both encoded. */
export function signedQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${encode(key)}=${encode(params[key] ?? '')}`)
    .join('&');
}

export const hmacSha512 = (secret: string, data: string): string =>
  createHmac('sha512', secret).update(data, 'utf8').digest('hex');

/** A return URL's or an IPN's result, read from the parameters VNPay signed and from nothing else. */
export interface VnpayCallback {
  /** Our payment reference. */
  txnRef: string;
  /** In đồng; null when VNPay's figure is not a whole number of đồng. */
  amount: number | null;
  /** VNPay's response code and transaction status both `00`. */
  succeeded: boolean;
  responseCode: string | null;
  transactionNo: string | null;
  bankCode: string | null;
  payDate: string | null;
}

/** Sent beside the signed parameters but not signed. */
const UNSIGNED = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

/**
 * The `vnp_` parameters a terminal's secret signed in a query, or null when it did not sign them
 * (the hash compared in constant time). A query that names any parameter twice is refused:
 * URLSearchParams.get reads a name's first copy and iterating it meets the last, so one query could
 * be verified as one set and read as another. Callers read only the map this answers.
 */
export function verifiedVnpayParams(query: URLSearchParams, secret: string): Record<string, string> | null {
  const params = new Map<string, string>();
  for (const [key, value] of query) {
    if (params.has(key)) return null;
    params.set(key, value);
  }
  const signed: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith('vnp_') && !UNSIGNED.has(key)) signed[key] = value;
  const given = Buffer.from((params.get('vnp_SecureHash') ?? '').toLowerCase());
  const expected = Buffer.from(hmacSha512(secret, signedQuery(signed)));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return signed;
}

/** A return URL's or an IPN's result, read from the parameters the terminal signed and nothing else. */
export function verifiedVnpayCallback(query: URLSearchParams, secret: string): VnpayCallback | null {
  const signed = verifiedVnpayParams(query, secret);
  if (!signed) return null;
  const hundredths = signed.vnp_Amount ?? '';
  return {
    txnRef: signed.vnp_TxnRef ?? '',
    amount: /^\d+00$/.test(hundredths) ? Number(hundredths) / 100 : null,
    succeeded: signed.vnp_ResponseCode === '00' && signed.vnp_TransactionStatus === '00',
    responseCode: signed.vnp_ResponseCode ?? null,
    transactionNo: signed.vnp_TransactionNo ?? null,
    bankCode: signed.vnp_BankCode ?? null,
    payDate: signed.vnp_PayDate ?? null,
  };
}

/** A signed query as VNPay writes one: the sorted parameters, then the hash type and the hash. */
export function signVnpayQuery(params: Record<string, string>, secret: string): string {
  const query = signedQuery(params);
  return `${query}&vnp_SecureHashType=HmacSHA512&vnp_SecureHash=${hmacSha512(secret, query)}`;
}

/** VNPay takes amounts in hundredths of a đồng. */
export const toVnpayAmount = (vnd: number): string => String(vnd * 100);

/**
 * A terminal that speaks VNPay's protocol: VNPay's own (configured), or the built-in demo
 * gateway's (demo-gateway.ts). Both sign and are verified by the code in this file, so the demo
 * exercises exactly the path real money takes.
 */
export interface VnpayTerminal {
  provider: 'vnpay' | 'demo';
  tmnCode: string;
  hashSecret: string;
  /** The gateway's payment page. */
  payUrl: string;
  /** Where the gateway sends the buyer back: one URL for every language, as VNPay registers it. */
  returnUrl: string;
}

/** The signed URL of the gateway's payment page for one attempt. */
export function paymentPageUrl(terminal: VnpayTerminal, request: PaymentRequest): string {
  const params: Record<string, string> = {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: terminal.tmnCode,
    vnp_Amount: toVnpayAmount(request.amount),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: request.reference,
    // Plain text without diacritics, as VNPay asks.
    vnp_OrderInfo: `Thanh toan don hang ${request.orderNumber}`,
    vnp_OrderType: 'other',
    vnp_Locale: request.locale === 'vi' ? 'vn' : 'en',
    vnp_ReturnUrl: terminal.returnUrl,
    vnp_IpAddr: request.clientAddress,
    vnp_CreateDate: vnpayDate(new Date()),
    // The gateway refuses payment once the hold has lapsed.
    vnp_ExpireDate: vnpayDate(request.expiresAt),
  };
  const query = signedQuery(params);
  return `${terminal.payUrl}?${query}&vnp_SecureHash=${hmacSha512(terminal.hashSecret, query)}`;
}

export const vnpayProvider: PaymentProvider = {
  id: 'vnpay',
  start: async (request: PaymentRequest) => paymentPageUrl({ provider: 'vnpay', ...settings() }, request),
  async refund(request: RefundRequest) {
    const { tmnCode, hashSecret, apiUrl } = settings();
    const body = {
      vnp_RequestId: randomUUID().replace(/-/g, '').slice(0, 32),
      vnp_Version: VNPAY_VERSION,
      vnp_Command: 'refund',
      vnp_TmnCode: tmnCode,
      // 02: the whole amount; 03: a part of it (the order desk's partial refunds, a partial fare's share).
      vnp_TransactionType: request.whole ? '02' : '03',
      vnp_TxnRef: request.reference,
      vnp_Amount: toVnpayAmount(request.amount),
      vnp_TransactionNo: request.providerTransaction ?? '',
      vnp_TransactionDate: vnpayDate(request.paidAt),
      vnp_CreateBy: 'nvtravel',
      vnp_CreateDate: vnpayDate(new Date()),
      vnp_IpAddr: '127.0.0.1',
      vnp_OrderInfo: `Hoan tien don hang ${request.orderNumber}`,
    };
    const signed = [
      body.vnp_RequestId,
      body.vnp_Version,
      body.vnp_Command,
      body.vnp_TmnCode,
      body.vnp_TransactionType,
      body.vnp_TxnRef,
      body.vnp_Amount,
      body.vnp_TransactionNo,
      body.vnp_TransactionDate,
      body.vnp_CreateBy,
      body.vnp_CreateDate,
      body.vnp_IpAddr,
      body.vnp_OrderInfo,
    ].join('|');
    const response = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, vnp_SecureHash: hmacSha512(hashSecret, signed) }),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, string | undefined>;
    const answerSigned = [
      'vnp_ResponseId',
      'vnp_Command',
      'vnp_ResponseCode',
      'vnp_Message',
      'vnp_TmnCode',
      'vnp_TxnRef',
      'vnp_Amount',
      'vnp_BankCode',
      'vnp_PayDate',
      'vnp_TransactionNo',
      'vnp_TransactionType',
      'vnp_TransactionStatus',
      'vnp_OrderInfo',
    ]
      .map((key) => answer[key] ?? '')
      .join('|');
    const genuine = answer.vnp_SecureHash === hmacSha512(hashSecret, answerSigned);
    return {
      ok: response.ok && genuine && answer.vnp_ResponseCode === '00',
      providerTransaction: answer.vnp_TransactionNo,
      detail: { responseCode: answer.vnp_ResponseCode ?? null, genuine },
    };
  },
};
