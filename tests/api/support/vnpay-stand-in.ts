import type { IncomingMessage } from 'node:http';
import { hmacSha512, signedQuery } from '#features/booking/server/payments/vnpay.ts';
import { json, useStandIn } from './stand-in.ts';

/** The secret the stand-in and the app share, as a sandbox terminal's would be. */
export const VNPAY_SECRET = 'STANDINSECRETSTANDINSECRET123456';
export const VNPAY_TMN = 'NVTEST01';

/** The query VNPay sends to the IPN and return URLs, signed as the sandbox signs it (or not). */
export function vnpayCallback(
  fields: { txnRef: string; amount: number; responseCode?: string },
  secret = VNPAY_SECRET,
): URLSearchParams {
  const params: Record<string, string> = {
    vnp_Amount: String(fields.amount * 100),
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang',
    vnp_PayDate: '20261124120000',
    vnp_ResponseCode: fields.responseCode ?? '00',
    vnp_TmnCode: VNPAY_TMN,
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: fields.responseCode ?? '00',
    vnp_TxnRef: fields.txnRef,
  };
  const query = signedQuery(params);
  return new URLSearchParams(`${query}&vnp_SecureHashType=HmacSHA512&vnp_SecureHash=${hmacSha512(secret, query)}`);
}

/** A genuine callback with `params` put in front of its own, as a forger would send it. */
export const withParamsInFront = (params: Record<string, string>, callback: URLSearchParams): URLSearchParams =>
  new URLSearchParams(`${new URLSearchParams(params)}&${callback}`);

/** What the stand-in's refund API received, for the test to check. */
export const refundsReceived: Record<string, string>[] = [];

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

/**
 * VNPay's merchant API as the sandbox answers a refund: checks the request's signature and answers
 * a signed `00` (or `97` when the signature is wrong).
 */
export function useVnpayStandIn() {
  return useStandIn((request, _url, response) => {
    void bodyOf(request).then((text) => {
      const body = JSON.parse(text) as Record<string, string>;
      refundsReceived.push(body);
      const signed = [
        'vnp_RequestId',
        'vnp_Version',
        'vnp_Command',
        'vnp_TmnCode',
        'vnp_TransactionType',
        'vnp_TxnRef',
        'vnp_Amount',
        'vnp_TransactionNo',
        'vnp_TransactionDate',
        'vnp_CreateBy',
        'vnp_CreateDate',
        'vnp_IpAddr',
        'vnp_OrderInfo',
      ]
        .map((key) => body[key] ?? '')
        .join('|');
      const genuine = body.vnp_SecureHash === hmacSha512(VNPAY_SECRET, signed);
      const answer: Record<string, string> = {
        vnp_ResponseId: 'resp-1',
        vnp_Command: 'refund',
        vnp_ResponseCode: genuine ? '00' : '97',
        vnp_Message: genuine ? 'Refund success' : 'Invalid checksum',
        vnp_TmnCode: VNPAY_TMN,
        vnp_TxnRef: body.vnp_TxnRef ?? '',
        vnp_Amount: body.vnp_Amount ?? '',
        vnp_BankCode: 'NCB',
        vnp_PayDate: '20261124121000',
        vnp_TransactionNo: '14422999',
        vnp_TransactionType: '02',
        vnp_TransactionStatus: '05',
        vnp_OrderInfo: body.vnp_OrderInfo ?? '',
      };
      const answerSigned = Object.values(answer).join('|');
      json(response, 200, { ...answer, vnp_SecureHash: hmacSha512(VNPAY_SECRET, answerSigned) });
    });
  });
}

/** The server's VNPay settings for a terminal whose merchant API is the stand-in at `base`. */
export const vnpaySettings = (base: string, returnUrl = 'http://localhost:4321/booking-hotel/return/') => ({
  tmnCode: VNPAY_TMN,
  hashSecret: VNPAY_SECRET,
  payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  apiUrl: `${base}/merchant_webapi/api/transaction`,
  returnUrl,
});
