import { createHmac, randomInt } from 'node:crypto';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { isLocale } from '#lib/i18n/locales.ts';
import { authSecret } from '#server/auth/secret.ts';
import type { PaymentProvider, PaymentRequest } from './provider.ts';
import { paymentPageUrl, type VnpayTerminal } from './vnpay.ts';

/*
 * The built-in demo gateway, merchant side (decision 0071): a terminal that speaks VNPay's
 * protocol with a secret of this install's own, so a fresh install pays online through the same
 * signing, verification and settlement as VNPay. Its payment page is ours (demo-gateway.ts,
 * /pay/demo/); no money moves, and production refuses it (serverConfig.paymentDemo).
 */

export const DEMO_TMN_CODE = 'NVTDEMO1';

let secret: Promise<string> | undefined;

/** The demo terminal: its secret derived from the install's auth secret, so every process shares it. */
export function demoTerminal(): Promise<VnpayTerminal> {
  secret ??= authSecret().then((key) => createHmac('sha256', key).update('demo payment terminal').digest('base64url'));
  return secret.then((hashSecret) => ({
    provider: 'demo',
    tmnCode: DEMO_TMN_CODE,
    hashSecret,
    payUrl: '/pay/demo/',
    returnUrl: '/booking/order/',
  }));
}

export const demoProvider: PaymentProvider = {
  id: 'demo',
  async start(request: PaymentRequest) {
    const terminal = await demoTerminal();
    // The page and the return are in the buyer's language (VNPay itself knows only vn and en).
    const locale = isLocale(request.locale) ? request.locale : 'vi';
    return paymentPageUrl(
      {
        ...terminal,
        payUrl: localizedPath(locale, terminal.payUrl),
        returnUrl: localizedPath(locale, terminal.returnUrl),
      },
      request,
    );
  },
  // The demo gateway holds no money: a refund is agreed at once, with a transaction number of its own.
  refund: async () => ({
    ok: true,
    providerTransaction: String(randomInt(10_000_000, 99_999_999)),
    detail: { demo: true },
  }),
};
