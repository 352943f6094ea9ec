import { and, eq, lte, sql } from 'drizzle-orm';
import type { TopupFailure } from '../contract.ts';
import { addDeliveryEvent, refundUndelivered } from '#features/booking/server/orders/delivery.ts';
import { serverConfig } from '#server/config.ts';
import type { Database, Queryable } from '#server/db/client.ts';
import { dataTopups } from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { packageById } from './catalogue.ts';
import { carrierGateway } from './gateway/index.ts';
import type { StatusAnswer, TopUpAnswer } from './gateway/gateway.ts';
import { DATA_JOBS } from './job-names.ts';

/*
 * A top-up's life after payment (decision 0043): pending until the gateway says delivered or
 * refused; an attempt without an answer is followed by a status query after a growing wait (the
 * same request id every time, so the gateway delivers at most once); refused, or still unanswered
 * after DATA_TOPUP_ATTEMPTS, the order is refunded through its payment provider.
 */

type TopupRow = typeof dataTopups.$inferSelect;

/** The wait before attempt `n + 1`: DATA_TOPUP_RETRY_SECONDS doubled per attempt, at most 10 minutes. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(serverConfig.dataPackages.retrySeconds * 2 ** Math.max(0, attempts - 1), 600);

/** Asks the gateway once, outside any transaction: the first time the request, later its status. */
async function askGateway(topup: TopupRow): Promise<TopUpAnswer> {
  const gateway = carrierGateway();
  const request = {
    requestId: topup.requestId,
    phone: topup.phone,
    carrier: topup.carrier,
    packageCode: packageById(topup.package)?.code ?? topup.package,
    amount: topup.amount,
  };
  const status: StatusAnswer = topup.attempts === 0 ? { outcome: 'notFound' } : await gateway.status(topup.requestId);
  // Never received (or never sent): send the request, with the same id.
  if (status.outcome === 'notFound') return gateway.topUp(request).catch(() => ({ outcome: 'unknown' as const }));
  return status;
}

/**
 * Records what the gateway answered, under the top-up's row lock, once: a second worker with an
 * older answer finds the row no longer pending (or a later attempt) and changes nothing.
 */
export async function settleTopup(tx: Queryable, topupId: string, attempt: number, answer: TopUpAnswer): Promise<void> {
  const [topup] = await tx.select().from(dataTopups).where(eq(dataTopups.id, topupId)).for('update');
  if (!topup || topup.status !== 'pending' || topup.attempts !== attempt) return;
  const attempts = attempt + 1;
  if (answer.outcome === 'succeeded') {
    await tx
      .update(dataTopups)
      .set({ status: 'succeeded', attempts, gatewayReference: answer.reference, updatedAt: sql`now()` })
      .where(eq(dataTopups.id, topupId));
    await addDeliveryEvent(tx, topup.orderId, 'topup', { reference: answer.reference });
    await sendJob(tx, DATA_JOBS.outcome, { topupId });
    return;
  }
  if (answer.outcome === 'unknown' && attempts < serverConfig.dataPackages.attempts) {
    await tx
      .update(dataTopups)
      .set({ attempts, updatedAt: sql`now()` })
      .where(eq(dataTopups.id, topupId));
    await sendJob(
      tx,
      DATA_JOBS.topUp,
      { topupId },
      { startAfter: new Date(Date.now() + retryDelaySeconds(attempts) * 1000) },
    );
    return;
  }
  const failure: TopupFailure = answer.outcome === 'failed' ? answer.reason : 'noAnswer';
  await tx
    .update(dataTopups)
    .set({ status: 'failed', failure, attempts, updatedAt: sql`now()` })
    .where(eq(dataTopups.id, topupId));
  await refundUndelivered(tx, topup.orderId, { failure });
  await sendJob(tx, DATA_JOBS.outcome, { topupId });
}

/** One attempt for a pending top-up: ask the gateway, then record the answer. Safe to run twice. */
export async function attemptTopup(db: Database, topupId: string): Promise<void> {
  const [topup] = await db.select().from(dataTopups).where(eq(dataTopups.id, topupId));
  if (!topup || topup.status !== 'pending') return;
  const answer = await askGateway(topup);
  await db.transaction((tx) => settleTopup(tx, topupId, topup.attempts, answer));
}

/** Pending top-ups untouched for longer than any wait between attempts: their job was lost. */
export async function strandedTopups(db: Queryable, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - (retryDelaySeconds(serverConfig.dataPackages.attempts) + 300) * 1000);
  const rows = await db
    .select({ id: dataTopups.id })
    .from(dataTopups)
    .where(and(eq(dataTopups.status, 'pending'), lte(dataTopups.updatedAt, before)))
    .limit(200);
  return rows.map((row) => row.id);
}
