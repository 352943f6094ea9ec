import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * VNPay's payment page and merchant API for the browser tests, started by Playwright beside the
 * app (VNPAY_PAY_URL and VNPAY_API_URL point here). The payment page does what the sandbox does
 * after a successful card payment: it calls the app's IPN with a signed result, then sends the
 * buyer back to the return URL with the same signed query. Refunds are answered with a signed
 * `00`. Signing follows VNPay's 2.1.0 protocol with the shared test secret.
 */

const port = Number(process.env.PORT);
const secret = process.env.VNPAY_HASH_SECRET ?? '';
const tmnCode = process.env.VNPAY_TMN_CODE ?? '';
const appBase = process.env.APP_BASE ?? '';

const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
const signedQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((key) => `${encode(key)}=${encode(params[key] ?? '')}`)
    .join('&');
const hmac = (data: string) => createHmac('sha512', secret).update(data, 'utf8').digest('hex');

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

/** The signed result VNPay sends to the IPN and the return URL for a paid transaction. */
function paidResult(payment: URLSearchParams): string {
  const query = signedQuery({
    vnp_Amount: payment.get('vnp_Amount') ?? '',
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: payment.get('vnp_OrderInfo') ?? '',
    vnp_PayDate: payment.get('vnp_CreateDate') ?? '',
    vnp_ResponseCode: '00',
    vnp_TmnCode: tmnCode,
    vnp_TransactionNo: String(Date.now()).slice(-8),
    vnp_TransactionStatus: '00',
    vnp_TxnRef: payment.get('vnp_TxnRef') ?? '',
  });
  return `${query}&vnp_SecureHashType=HmacSHA512&vnp_SecureHash=${hmac(query)}`;
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (url.pathname === '/') return json(response, 200, {});
  if (url.pathname === '/paymentv2/vpcpay.html') {
    const result = paidResult(url.searchParams);
    void fetch(`${appBase}/apiCore/v1/booking/vnpay/ipn?${result}`).then(() => {
      response.writeHead(302, { location: `${url.searchParams.get('vnp_ReturnUrl') ?? ''}?${result}` });
      response.end();
    });
    return;
  }
  if (url.pathname === '/merchant_webapi/api/transaction') {
    void bodyOf(request).then((text) => {
      const body = JSON.parse(text) as Record<string, string>;
      const answer: Record<string, string> = {
        vnp_ResponseId: `resp-${Date.now()}`,
        vnp_Command: 'refund',
        vnp_ResponseCode: '00',
        vnp_Message: 'Refund success',
        vnp_TmnCode: tmnCode,
        vnp_TxnRef: body.vnp_TxnRef ?? '',
        vnp_Amount: body.vnp_Amount ?? '',
        vnp_BankCode: 'NCB',
        vnp_PayDate: body.vnp_CreateDate ?? '',
        vnp_TransactionNo: body.vnp_TransactionNo ?? '',
        vnp_TransactionType: '02',
        vnp_TransactionStatus: '05',
        vnp_OrderInfo: body.vnp_OrderInfo ?? '',
      };
      json(response, 200, { ...answer, vnp_SecureHash: hmac(Object.values(answer).join('|')) });
    });
    return;
  }
  json(response, 404, {});
}).listen(port, '127.0.0.1');
