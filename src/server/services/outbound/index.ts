import { ApiError } from '../../api/codes.ts';
import { countHit } from '../../auth/rate-limit.ts';
import type { Queryable } from '../../db/client.ts';
import { mailProvider } from '../mail/index.ts';
import { smsProvider } from '../sms/index.ts';
import { budgetsOf, type Sender } from './budgets.ts';

/*
 * The one way out for SMS and e-mail (decision 0066): every message is counted against its
 * sender's and its recipient's budgets in the database, so the budgets hold across processes,
 * before the configured provider sends it. Nothing else calls smsProvider() or mailProvider().
 */

/** What a message says: a text message, or an e-mail's subject and body. */
export type Content = { sms: string } | { mail: { subject: string; text: string } };

const granted: unique symbol = Symbol('granted');

/** Leave to send to one recipient, given only by this module once the message was counted. */
export interface Permit {
  readonly to: string;
  readonly [granted]: true;
}

async function overBudget(db: Queryable, sender: Sender, to: string): Promise<{ retryAfterMs: number } | undefined> {
  for (const budget of budgetsOf(sender, to)) {
    const over = await countHit(db, budget);
    if (over) return over;
  }
  return undefined;
}

/**
 * Counts a one-time code, or refuses it with MESSAGE_LIMIT and the wait. Called inside the code's
 * own transaction, so a refusal rolls back with everything else the request did. A code that is
 * then sent to nobody (see OtpMessage) counts the same, so the limits cannot tell who has an account.
 */
export async function permitCode(
  tx: Queryable,
  requester: { address: string; owner: boolean },
  to: string,
): Promise<Permit> {
  const over = await overBudget(tx, { kind: 'requester', ...requester }, to);
  if (over) throw new ApiError('MESSAGE_LIMIT', over);
  return { to, [granted]: true };
}

/** Sends what a permit allows through the configured gateway (SMPP, SMTP) or the developer outbox. */
export async function deliver(permit: Permit, content: Content): Promise<void> {
  if ('sms' in content) await smsProvider().send(permit.to, content.sms);
  else await mailProvider().send(permit.to, content.mail.subject, content.mail.text);
}

/**
 * An order's message to one of its buyer's verified contacts (src/features/booking/server/recipients.ts).
 * Past a budget it is dropped with a warning naming `about` (an id, never the recipient): it runs
 * in a job, and a retry would only be refused again. Answers whether it was sent.
 */
export async function sendNotice(
  db: Queryable,
  notice: { buyer: string; to: string; content: Content; about: string },
): Promise<boolean> {
  const over = await overBudget(db, { kind: 'buyer', buyer: notice.buyer }, notice.to);
  if (over) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'outbound message over budget, dropped', about: notice.about }));
    return false;
  }
  await deliver({ to: notice.to, [granted]: true }, notice.content);
  return true;
}
