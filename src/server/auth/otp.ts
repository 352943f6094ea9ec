import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { OtpTiming, OtpVerified } from '#lib/api/contract/one-time-code.ts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getTranslator } from '#lib/i18n/translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { ApiError } from '../api/codes.ts';
import { loggableError } from '../api/log-error.ts';
import type { RequestContext } from '../api/route.ts';
import type { Database, Queryable } from '../db/client.ts';
import { otpChallenges } from '../db/schema/index.ts';
import { deliver, permitCode } from '../services/outbound/index.ts';
import { ownerCookie, provenOwner } from './owner-proof.ts';
import { authSecret } from './secret.ts';
import { sha256 } from './tokens.ts';

/** By SMS to a number: register, reset, link, booking (a signed-out buyer); by e-mail: email. */
export type OtpPurpose = 'register' | 'reset' | 'link' | 'email' | 'booking';

/**
 * The one-time-code rules (docs/decisions/0009-accounts.md). How many codes may be sent, per
 * requester and per destination, is the outbound budget's (decision 0067, serverConfig.outbound).
 */
export const OTP_RULES = {
  digits: 6,
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 60_000,
  ticketTtlMs: 15 * 60_000,
};

/** Who asks for or checks a code: their address counts the budgets, their device keeps the owner proof. */
export type OtpCaller = Pick<RequestContext, 'request' | 'clientAddress' | 'setCookies'>;

async function codeHash(challengeId: string, code: string): Promise<string> {
  return createHmac('sha256', await authSecret())
    .update(`${challengeId}:${code}`)
    .digest('base64url');
}

const openChallenge = (purpose: OtpPurpose, destination: string) =>
  and(eq(otpChallenges.purpose, purpose), eq(otpChallenges.destination, destination), isNull(otpChallenges.consumedAt));

/**
 * What the destination receives. Whether a number has an account must not show in the answer, so a
 * request that cannot go on (registering a number that has an account, resetting one that has
 * none) still opens a challenge, with the same cooldown, limits and answer, but its code is sent
 * to nobody: the owner of a registered number is told instead, and an unknown number gets nothing.
 */
export type OtpMessage = 'code' | 'accountExists' | 'none';

/**
 * Sends a fresh code for one purpose to one destination (a number, or an address for `email`).
 * Concurrent requests for the same destination meet on the same open challenge row (a partial
 * unique index, then a row lock), so one code is sent and the rest are told to wait; only that
 * one counts against the outbound budgets, whose refusal rolls the challenge back.
 */
export async function sendOtp(
  db: Database,
  request: {
    purpose: OtpPurpose;
    destination: string;
    userId?: string;
    locale: Locale;
    caller: OtpCaller;
    message?: OtpMessage;
  },
): Promise<OtpTiming> {
  const { purpose, destination, locale, caller } = request;
  const owner = await provenOwner(caller.request, destination);
  const { code, permit } = await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(otpChallenges)
      .values({ purpose, destination, codeHash: '', expiresAt: new Date(0), lastSentAt: new Date(0) })
      .onConflictDoNothing();
    const [challenge] = await tx.select().from(otpChallenges).where(openChallenge(purpose, destination)).for('update');
    if (!challenge) throw new ApiError('CONFLICT');
    const waitMs = challenge.lastSentAt.getTime() + OTP_RULES.resendAfterMs - now.getTime();
    if (waitMs > 0) throw new ApiError('OTP_RESEND_TOO_SOON', { retryAfterMs: waitMs });
    const permit = await permitCode(tx, { address: caller.clientAddress, owner }, destination);
    const fresh = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
    await tx
      .update(otpChallenges)
      .set({
        codeHash: await codeHash(challenge.id, fresh),
        userId: request.userId ?? null,
        expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
        attempts: 0,
        lastSentAt: now,
        ticketHash: null,
        ticketExpiresAt: null,
      })
      .where(eq(otpChallenges.id, challenge.id));
    return { code: fresh, permit };
  });
  const t = getTranslator(locale);
  const message = request.message ?? 'code';
  const minutes = OTP_RULES.ttlMs / 60_000;
  try {
    if (purpose === 'email')
      await deliver(permit, {
        mail: { subject: t('api:mail.otp.subject'), text: t('api:mail.otp.body', { code, minutes }) },
      });
    else if (message === 'code') await deliver(permit, { sms: t('api:sms.otp', { code, minutes }) });
    else if (message === 'accountExists') await deliver(permit, { sms: t('api:sms.accountExists') });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'code delivery failed', purpose, ...loggableError(error) }));
    throw new ApiError('SERVICE_UNAVAILABLE');
  }
  return { expiresInMs: OTP_RULES.ttlMs, resendAfterMs: OTP_RULES.resendAfterMs };
}

type Verdict =
  | { ok: true; ticket: string }
  | { ok: false; code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_ATTEMPTS_EXCEEDED'; attemptsLeft?: number };

/**
 * Checks a code. A wrong one counts an attempt (committed even though the call fails); the last
 * allowed attempt closes the challenge. A right one yields a single-use ticket for the final step,
 * and the caller's device keeps the proof that it received a code at the destination.
 */
export async function verifyOtp(
  db: Database,
  request: { purpose: OtpPurpose; destination: string; code: string; userId?: string; caller: OtpCaller },
): Promise<OtpVerified> {
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const now = new Date();
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(openChallenge(request.purpose, request.destination))
      .for('update');
    if (!challenge || !challenge.codeHash || challenge.expiresAt <= now) return { ok: false, code: 'OTP_EXPIRED' };
    if (challenge.attempts >= OTP_RULES.maxAttempts) return { ok: false, code: 'OTP_ATTEMPTS_EXCEEDED' };
    const right =
      (challenge.userId ?? undefined) === request.userId &&
      challenge.codeHash === (await codeHash(challenge.id, request.code));
    if (!right) {
      const attempts = challenge.attempts + 1;
      await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, challenge.id));
      const attemptsLeft = OTP_RULES.maxAttempts - attempts;
      return attemptsLeft > 0
        ? { ok: false, code: 'OTP_INVALID', attemptsLeft }
        : { ok: false, code: 'OTP_ATTEMPTS_EXCEEDED' };
    }
    const ticket = randomBytes(24).toString('base64url');
    await tx
      .update(otpChallenges)
      .set({
        // The code is spent: only the ticket continues the flow.
        expiresAt: now,
        ticketHash: sha256(ticket),
        ticketExpiresAt: new Date(now.getTime() + OTP_RULES.ticketTtlMs),
      })
      .where(eq(otpChallenges.id, challenge.id));
    return { ok: true, ticket };
  });
  if (!verdict.ok)
    throw new ApiError(
      verdict.code,
      verdict.attemptsLeft === undefined ? null : { attemptsLeft: verdict.attemptsLeft },
    );
  request.caller.setCookies.push(await ownerCookie(request.caller.request, request.destination));
  return { ticket: verdict.ticket };
}

/**
 * Whether a ticket can still be spent: checked before the expensive part of the final step (the
 * password hash), so a replayed or expired ticket costs the server nothing.
 */
export async function ticketOpen(db: Queryable, purpose: OtpPurpose, ticket: string): Promise<boolean> {
  const now = new Date();
  const [open] = await db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.ticketHash, sha256(ticket)),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.ticketExpiresAt, now),
      ),
    );
  return Boolean(open);
}

/**
 * Spends a ticket inside the caller's transaction. One conditional UPDATE: of concurrent calls
 * with the same ticket, exactly one gets the number back.
 */
export async function consumeTicket(
  tx: Queryable,
  purpose: OtpPurpose,
  ticket: string,
): Promise<{ destination: string; userId: string | null }> {
  const now = new Date();
  const [spent] = await tx
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.ticketHash, sha256(ticket)),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.ticketExpiresAt, now),
      ),
    )
    .returning({ destination: otpChallenges.destination, userId: otpChallenges.userId });
  if (!spent) throw new ApiError('OTP_EXPIRED');
  return spent;
}
