import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { serverConfig } from '../../config.ts';
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

/** Whether VNPay signed these parameters (a return URL's or an IPN's query), in constant time. */
export function verifyVnpaySignature(query: URLSearchParams, secret = settings().hashSecret): boolean {
  const given = query.get('vnp_SecureHash') ?? '';
  const params: Record<string, string> = {};
  for (const [key, value] of query)
    if (key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType') params[key] = value;
  const expected = hmacSha512(secret, signedQuery(params));
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** VNPay takes amounts in hundredths of a đồng. */
export const toVnpayAmount = (vnd: number): string => String(vnd * 100);

export const vnpayProvider: PaymentProvider = {
  id: 'vnpay',
  start(request: PaymentRequest): string {
    const { tmnCode, hashSecret, payUrl, returnUrl } = settings();
    const params: Record<string, string> = {
      vnp_Version: VNPAY_VERSION,
      vnp_Command: 'pay',
      vnp_TmnCode: tmnCode,
      vnp_Amount: toVnpayAmount(request.amount),
      vnp_CurrCode: 'VND',
      vnp_TxnRef: request.reference,
      // Plain text without diacritics, as VNPay asks.
      vnp_OrderInfo: `Thanh toan don hang ${request.orderNumber}`,
      vnp_OrderType: 'other',
      vnp_Locale: request.locale === 'vi' ? 'vn' : 'en',
      vnp_ReturnUrl: returnUrl,
      vnp_IpAddr: request.clientAddress,
      vnp_CreateDate: vnpayDate(new Date()),
      // The gateway refuses payment once the hold has lapsed.
      vnp_ExpireDate: vnpayDate(request.expiresAt),
    };
    const query = signedQuery(params);
    return `${payUrl}?${query}&vnp_SecureHash=${hmacSha512(hashSecret, query)}`;
  },
  async refund(request: RefundRequest) {
    const { tmnCode, hashSecret, apiUrl } = settings();
    const body = {
      vnp_RequestId: randomUUID().replace(/-/g, '').slice(0, 32),
      vnp_Version: VNPAY_VERSION,
      vnp_Command: 'refund',
      vnp_TmnCode: tmnCode,
      // 02: the whole amount.
      vnp_TransactionType: '02',
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
