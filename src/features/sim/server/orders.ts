import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { BookingItem, OrderState, SimDelivery, SimOrderView } from '#features/booking/contract.ts';
import { lpaActivationCode } from '../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import { addDays, vietnamTime } from '#lib/vietnam-days.ts';
import { serverConfig } from '#server/config.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrders, simOrders } from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { simById } from './catalogue.ts';
import { SIM_JOBS } from './job-names.ts';
import { maskName, maskNumber, seal } from './personal-data.ts';

/*
 * The SIM side of an order (decisions 0040 and 0041), called inside the order engine's
 * transactions: what a hold records beside the line, which payment an eSIM accepts, what a
 * confirmation starts, what the order page shows, and the erasure of registered passports.
 */

type SimItem = Extract<BookingItem, { kind: 'sim' }>;

/** Records a SIM hold's delivery and, where the carrier registers subscribers, its sealed passports. */
export async function recordSimOrder(tx: Queryable, orderId: string, item: SimItem): Promise<void> {
  const sim = simById.get(item.sim);
  if (!sim) throw new ApiError('NOT_FOUND');
  // Passports are kept only where the carrier requires them: nothing personal is stored needlessly.
  const passports = sim.registration ? (item.passports ?? []) : [];
  await tx.insert(simOrders).values({
    orderId,
    simId: sim.id,
    type: sim.type,
    delivery: item.delivery satisfies SimDelivery,
    passportsSealed: passports.length > 0 ? seal(passports, orderId) : null,
    passportsMasked: passports.map((passport) => ({
      name: maskName(passport.name),
      number: maskNumber(passport.number),
    })),
    eraseAfter:
      passports.length > 0 ? vietnamTime(addDays(item.date, serverConfig.sim.passportRetentionDays), '00:00') : null,
    esimState: sim.type === 'esim' ? 'pending' : null,
  });
}

const simRowOf = async (db: Queryable, orderId: string) =>
  (await db.select().from(simOrders).where(eq(simOrders.orderId, orderId)))[0];

/**
 * An eSIM is delivered the moment it is paid for and cannot be taken back, so it is paid online;
 * a physical SIM may be paid at the counter or on delivery. Null: it may be paid later.
 */
export async function simPaidBeforeDelivery(tx: Queryable, orderId: string): Promise<string | null> {
  return (await simRowOf(tx, orderId))?.type === 'esim' ? 'sim:field.esimPayOnline' : null;
}

/** Whether a confirmed SIM order carries a voucher to show at the counter or the hotel (physical SIMs). */
export async function simNeedsVoucher(tx: Queryable, orderId: string): Promise<boolean> {
  return (await simRowOf(tx, orderId))?.type === 'physical';
}

/** After confirmation: an eSIM's profile is asked for by a job, outside the payment's transaction. */
export async function simConfirmed(tx: Queryable, orderId: string): Promise<void> {
  const row = await simRowOf(tx, orderId);
  if (row?.type === 'esim') await sendJob(tx, SIM_JOBS.issueEsim, { orderId }, { singletonKey: orderId });
}

/** What the order page shows of a SIM order; null for other kinds. */
export async function simView(db: Queryable, orderId: string, state: OrderState): Promise<SimOrderView | null> {
  const row = await simRowOf(db, orderId);
  const sim = row && simById.get(row.simId);
  if (!row || !sim) return null;
  const issued = row.esimState === 'issued' && row.smdpAddress && row.matchingId;
  return {
    type: sim.type,
    carrier: sim.carrier,
    delivery: row.delivery as SimDelivery,
    passports: row.passportsMasked as SimOrderView['passports'],
    passportsErased: row.erasedAt !== null,
    esim:
      row.type !== 'esim' || state !== 'confirmed'
        ? null
        : issued
          ? {
              state: 'issued',
              smdpAddress: row.smdpAddress ?? '',
              matchingId: row.matchingId ?? '',
              activationCode: lpaActivationCode(row.smdpAddress ?? '', row.matchingId ?? ''),
            }
          : { state: 'pending' },
  };
}

/**
 * Erases sealed passports whose time is up, and at once those of orders that ended without a sale
 * (expired, cancelled, refunded). The masks stay, so the order page can still say what was erased.
 */
export async function erasePassports(db: Queryable, now = new Date()): Promise<number> {
  const ended = db
    .select({ id: bookingOrders.id })
    .from(bookingOrders)
    .where(inArray(bookingOrders.state, ['expired', 'cancelled', 'refunded']));
  const erased = await db
    .update(simOrders)
    .set({ passportsSealed: null, erasedAt: sql`now()` })
    .where(
      and(isNotNull(simOrders.passportsSealed), or(lte(simOrders.eraseAfter, now), inArray(simOrders.orderId, ended))),
    )
    .returning({ orderId: simOrders.orderId });
  return erased.length;
}
