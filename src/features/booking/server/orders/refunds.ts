import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { bookingPayments } from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { BOOKING_JOBS } from '../job-names.ts';

/**
 * A pending refund of a charge, worked by the refund job through the charge's provider. A charge's
 * first refund is `<reference>R`, later ones (the order desk's partial refunds) `R2`, `R3`…: each
 * is its own request at the provider.
 */
export async function queueRefund(
  tx: Queryable,
  orderId: string,
  charge: typeof bookingPayments.$inferSelect,
  amount = charge.amount,
) {
  const [earlier] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.kind, 'refund'), sql`${bookingPayments.detail}->>'charge' = ${charge.id}`));
  const count = earlier?.n ?? 0;
  const [refund] = await tx
    .insert(bookingPayments)
    .values({
      orderId,
      provider: charge.provider,
      kind: 'refund',
      amount,
      status: 'pending',
      reference: `${charge.reference}R${count === 0 ? '' : count + 1}`,
      detail: { charge: charge.id },
    })
    .returning({ id: bookingPayments.id });
  if (refund) await sendJob(tx, BOOKING_JOBS.refund, { paymentId: refund.id });
}
