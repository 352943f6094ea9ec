import { createHmac } from 'node:crypto';
import { authSecret } from '../auth/secret.ts';

/*
 * A voucher is the order number with a signature: staff can tell a forged code from a real one
 * before looking it up, and the code in a QR is short enough to scan from a phone screen.
 */

const sign = async (orderNumber: string) =>
  createHmac('sha256', await authSecret())
    .update(`voucher:${orderNumber}`)
    .digest('base64url')
    .slice(0, 22);

export const voucherFor = async (orderNumber: string): Promise<string> => `${orderNumber}.${await sign(orderNumber)}`;

/** The order number a voucher code stands for, when its signature holds. */
export async function orderNumberOfVoucher(code: string): Promise<string | undefined> {
  const [number, signature] = code.split('.');
  if (!number || !signature) return undefined;
  return signature === (await sign(number)) ? number : undefined;
}
