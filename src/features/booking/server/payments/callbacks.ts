import { serverConfig } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import { settlePayment, type SettleOutcome } from '../orders/payment-settlement.ts';
import { demoTerminal } from './demo.ts';
import { verifiedVnpayCallback, type VnpayCallback, type VnpayTerminal } from './vnpay.ts';

/*
 * Callbacks of the terminals that speak VNPay's protocol (VNPay's own, the demo gateway's): one
 * verification and one settlement for both, so the demo proves the path real payments take.
 */

/** The terminals in service: VNPay's when configured, the demo gateway's when enabled. */
export async function vnpayTerminals(): Promise<VnpayTerminal[]> {
  const terminals: VnpayTerminal[] = [];
  if (serverConfig.vnpay) terminals.push({ provider: 'vnpay', ...serverConfig.vnpay });
  if (serverConfig.paymentDemo) terminals.push(await demoTerminal());
  return terminals;
}

/**
 * The callback one of our terminals signed, with that terminal; null when none did. The terminal
 * is looked up by the query's one `vnp_TmnCode` and the whole query then verified with its secret,
 * so a code naming one terminal cannot be signed with another's.
 */
export async function verifiedGatewayCallback(
  query: URLSearchParams,
): Promise<{ terminal: VnpayTerminal; callback: VnpayCallback } | null> {
  const named = query.getAll('vnp_TmnCode');
  if (named.length !== 1) return null;
  const terminal = (await vnpayTerminals()).find((candidate) => candidate.tmnCode === named[0]);
  const callback = terminal && verifiedVnpayCallback(query, terminal.hashSecret);
  return terminal && callback ? { terminal, callback } : null;
}

export type GatewayOutcome = SettleOutcome | 'badSignature';

/**
 * Applies a gateway's result (VNPay's IPN, or the demo gateway's own notice): verified, then settled
 * once in one transaction (settlePayment). What was refused changes nothing.
 */
export async function settleGatewayCallback(
  query: URLSearchParams,
): Promise<{ outcome: GatewayOutcome; txnRef: string | null }> {
  const verified = await verifiedGatewayCallback(query);
  if (!verified) return { outcome: 'badSignature', txnRef: null };
  const { txnRef, amount, succeeded, transactionNo, responseCode, bankCode, payDate } = verified.callback;
  const db = await getDatabase();
  const outcome = await db.transaction((tx) =>
    settlePayment(tx, {
      provider: verified.terminal.provider,
      reference: txnRef,
      // Not a whole number of đồng: no charge has that amount.
      amount: amount ?? -1,
      succeeded,
      providerTransaction: transactionNo,
      detail: { responseCode, bankCode, payDate },
    }),
  );
  return { outcome, txnRef };
}
