import type { Limit } from '../../auth/rate-limit.ts';
import { requesterOf } from '../../auth/requester.ts';
import { serverConfig } from '../../config.ts';

/** Who a message is sent for: that picks the budgets it counts against (decisions 0066, 0067). */
export type Sender =
  /** An order's message, for its buyer: `user:<id>` or `guest:<E.164>` (buyerKey). */
  | { kind: 'buyer'; buyer: string }
  /**
   * A one-time code, for whoever asked: their client address, and whether their device proved it
   * received a code at the recipient before (src/server/auth/owner-proof.ts).
   */
  | { kind: 'requester'; address: string; owner: boolean };

/**
 * The counters one message to `to` counts against, the sender's own first: a sender past its own
 * budget is refused before it spends the recipient's. A code from the recipient's proven owner
 * counts only against the owner's budget, so nobody else's requests can lock the owner out; any
 * other code counts per requester, per requester and recipient (one requester cannot spend a
 * number's budget for others), and per recipient in all (many requesters cannot pump one number).
 */
export function budgetsOf(sender: Sender, to: string): Limit[] {
  const { windowMinutes, perBuyer, perRecipient, codes } = serverConfig.outbound;
  const windowMs = windowMinutes * 60_000;
  if (sender.kind === 'buyer')
    return [
      { key: `outbound:buyer:${sender.buyer}`, max: perBuyer, windowMs },
      { key: `outbound:to:${to}`, max: perRecipient, windowMs },
    ];
  if (sender.owner) return [{ key: `outbound:code:owner:${to}`, max: codes.forOwner, windowMs }];
  const from = requesterOf(sender.address);
  return [
    { key: `outbound:code:from:${from}`, max: codes.perRequester, windowMs },
    { key: `outbound:code:from:${from}:to:${to}`, max: codes.perRequesterAndRecipient, windowMs },
    { key: `outbound:code:to:${to}`, max: codes.perRecipient, windowMs },
  ];
}
