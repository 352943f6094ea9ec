import { and, eq } from 'drizzle-orm';
import { getDatabase } from '#server/db/client.ts';
import { bookingOrderEvents, bookingOrders, simOrders } from '#server/db/schema/index.ts';
import type { JobDefinition } from '#server/jobs/queue.ts';
import { simById } from './catalogue.ts';
import { esimProvider } from './esim-provider.ts';
import { SIM_JOBS } from './job-names.ts';
import { erasePassports } from './orders.ts';

/**
 * Asks the supplier for a confirmed eSIM order's profile. The supplier is called outside any
 * transaction (it may be slow); its answer is stored with an event in one, only while the profile is
 * still pending, so a retried or duplicated job stores one profile. A refusal is retried by the queue.
 */
const issueEsim: JobDefinition<{ orderId?: string }> = {
  name: SIM_JOBS.issueEsim,
  retryLimit: 10,
  work: async ({ orderId }) => {
    if (typeof orderId !== 'string') return;
    const db = await getDatabase();
    const [row] = await db
      .select({ sim: simOrders, order: bookingOrders })
      .from(simOrders)
      .innerJoin(bookingOrders, eq(bookingOrders.id, simOrders.orderId))
      .where(eq(simOrders.orderId, orderId));
    const sim = row && simById.get(row.sim.simId);
    if (!row || !sim || row.sim.esimState !== 'pending' || row.order.state !== 'confirmed') return;
    const profile = await esimProvider().issue({
      reference: row.order.number,
      sim: sim.id,
      carrier: sim.carrier,
      quantity: 1,
    });
    await db.transaction(async (tx) => {
      const stored = await tx
        .update(simOrders)
        .set({ esimState: 'issued', smdpAddress: profile.smdpAddress, matchingId: profile.matchingId })
        .where(and(eq(simOrders.orderId, orderId), eq(simOrders.esimState, 'pending')))
        .returning({ orderId: simOrders.orderId });
      if (stored.length === 0) return;
      await tx.insert(bookingOrderEvents).values({
        orderId,
        actor: 'system',
        fromState: 'confirmed',
        toState: 'confirmed',
        reason: 'esimIssued',
      });
    });
  },
};

const erase: JobDefinition<object> = {
  name: SIM_JOBS.erasePassports,
  cron: '17 * * * *',
  work: async () => {
    await erasePassports(await getDatabase());
  },
};

/** The SIM area's jobs, listed for the shared queue by the composition root (src/server/app/compose.ts). */
export const simJobs = [issueEsim, erase] as JobDefinition<Record<string, unknown>>[];
