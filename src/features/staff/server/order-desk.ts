import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Page } from '#lib/api/contract/common.ts';
import type { OrderState } from '#features/booking/contract.ts';
import type { DeskMessage, DeskOrder, DeskOrderHit, DeskReason, DeskTopUp } from '../desk-contract.ts';
import { ApiError } from '#server/api/codes.ts';
import { normalizePhone } from '#server/auth/phone.ts';
import type { Queryable } from '#server/db/client.ts';
import {
  bookingOrderEvents,
  bookingOrderMessages,
  bookingOrders,
  bookingPayments,
  dataTopups,
} from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { BOOKING_JOBS } from '#features/booking/server/job-names.ts';
import { refundUndelivered } from '#features/booking/server/orders/delivery.ts';
import { addEvent } from '#features/booking/server/orders/events.ts';
import { queueRefund } from '#features/booking/server/orders/refunds.ts';
import type { OrderRow } from '#features/booking/server/orders/rows.ts';
import { moveUnits } from '#features/booking/server/orders/units.ts';
import { orderView } from '#features/booking/server/orders/view.ts';
import { DATA_JOBS } from '#features/data-packages/server/job-names.ts';

/*
 * The order desk (decision 0091): finding an order, what happened to it, and the changes a desk
 * makes on a customer's call, each inside the caller's transaction under the order's row lock, each
 * leaving an event on the order (actor `staff`) beside the staff audit row.
 */

type PaymentRow = typeof bookingPayments.$inferSelect;

/** Order numbers are typed in any case; a phone in any local or international form; a name by its start. */
function searchCondition(q: string): SQL {
  if (/^nvt-/i.test(q)) return eq(bookingOrders.number, q.toUpperCase());
  if (q.includes('@')) return eq(bookingOrders.email, q.toLowerCase());
  const phone = /^[\d\s+().-]+$/.test(q) ? normalizePhone(q) : undefined;
  if (phone) return eq(bookingOrders.phone, phone);
  // The name index is on lower(contact_name) with text_pattern_ops: a prefix LIKE uses it.
  const prefix = q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`lower(${bookingOrders.contactName}) like ${`${prefix}%`}`;
}

export async function searchOrders(
  db: Queryable,
  query: { q: string; page: number; pageSize: number },
): Promise<Page<DeskOrderHit>> {
  const where = searchCondition(query.q);
  const rows = await db
    .select()
    .from(bookingOrders)
    .where(where)
    .orderBy(desc(bookingOrders.createdAt), asc(bookingOrders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(bookingOrders).where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      state: row.state as OrderState,
      contactName: row.contactName,
      phone: row.phone,
      email: row.email,
      total: row.total,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

async function lockOrder(tx: Queryable, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
  if (!order) throw new ApiError('NOT_FOUND');
  return order;
}

const paymentsOf = (db: Queryable, orderId: string) =>
  db.select().from(bookingPayments).where(eq(bookingPayments.orderId, orderId)).orderBy(asc(bookingPayments.createdAt));

/**
 * What each online charge still allows back: its amount less every refund asked of it that did not
 * fail. Paying at the property takes nothing online, so it allows nothing.
 */
function refundableCharges(payments: PaymentRow[]): { charge: PaymentRow; left: number }[] {
  return payments
    .filter((payment) => payment.kind === 'charge' && payment.status === 'succeeded')
    .map((charge) => {
      const asked = payments
        .filter(
          (payment) =>
            payment.kind === 'refund' &&
            payment.status !== 'failed' &&
            (payment.detail as { charge?: string } | null)?.charge === charge.id,
        )
        .reduce((sum, payment) => sum + payment.amount, 0);
      return { charge, left: Math.max(0, charge.amount - asked) };
    });
}

/** The order with its money, messages, events and top-up, as the desk reads it. */
export async function deskOrderView(db: Queryable, orderId: string): Promise<DeskOrder> {
  const [row] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
  if (!row) throw new ApiError('NOT_FOUND');
  const order = await orderView(db, row);
  const payments = await paymentsOf(db, orderId);
  const events = await db
    .select()
    .from(bookingOrderEvents)
    .where(eq(bookingOrderEvents.orderId, orderId))
    .orderBy(asc(bookingOrderEvents.id));
  const messages = await db
    .select()
    .from(bookingOrderMessages)
    .where(eq(bookingOrderMessages.orderId, orderId))
    .orderBy(asc(bookingOrderMessages.id));
  const [topUp] = await db.select().from(dataTopups).where(eq(dataTopups.orderId, orderId));
  return {
    order,
    locale: row.locale,
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      kind: payment.kind as 'charge' | 'refund',
      amount: payment.amount,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
    })),
    messages: messages.map((message) => ({
      at: message.createdAt.toISOString(),
      channel: message.channel as DeskMessage['channel'],
      kind: message.kind,
      sent: message.sent,
    })),
    events: events.map((event) => ({
      at: event.createdAt.toISOString(),
      actor: event.actor,
      from: event.fromState,
      to: event.toState,
      reason: event.reason,
      detail: event.detail,
    })),
    refundable: refundableCharges(payments).reduce((sum, { left }) => sum + left, 0),
    topUp: topUp
      ? { status: topUp.status as DeskTopUp['status'], attempts: topUp.attempts, failure: topUp.failure }
      : null,
  };
}

/** Asks `amount` back from the order's charges, the first first; REFUND_TOO_LARGE past what they allow. */
async function refundFromCharges(tx: Queryable, orderId: string, amount: number): Promise<void> {
  const charges = refundableCharges(await paymentsOf(tx, orderId));
  const max = charges.reduce((sum, { left }) => sum + left, 0);
  if (amount > max) throw new ApiError('REFUND_TOO_LARGE', { max });
  let rest = amount;
  for (const { charge, left } of charges) {
    const part = Math.min(rest, left);
    if (part > 0) await queueRefund(tx, orderId, charge, part);
    rest -= part;
  }
}

/**
 * Cancels an order on the buyer's behalf, whatever its terms say (the desk answers for the
 * exception): a hold gives its units back; a confirmed order returns its units to sale and
 * everything its charges still allow back is refunded through their provider by the refund job.
 */
export async function deskCancel(
  tx: Queryable,
  request: { orderId: string; reason: DeskReason; staffId: string },
): Promise<{ before: OrderState; amount: number }> {
  const order = await lockOrder(tx, request.orderId);
  const from = order.state as OrderState;
  // A top-up on its way may still be delivered: it is given up through its own call (deskTopUp).
  const [topUp] = await tx.select().from(dataTopups).where(eq(dataTopups.orderId, order.id));
  if (topUp && topUp.status !== 'held' && topUp.status !== 'failed')
    throw new ApiError('ORDER_STATE', { state: from, topUp: topUp.status });
  let amount = 0;
  if (from === 'held' || from === 'awaiting_payment') await moveUnits(tx, order, 'releaseHeld');
  else if (from === 'confirmed') {
    await moveUnits(tx, order, 'releaseSold');
    amount = refundableCharges(await paymentsOf(tx, order.id)).reduce((sum, { left }) => sum + left, 0);
    if (amount > 0) await refundFromCharges(tx, order.id, amount);
    else
      await tx
        .update(bookingPayments)
        .set({ status: 'voided', updatedAt: sql`now()` })
        .where(and(eq(bookingPayments.orderId, order.id), eq(bookingPayments.status, 'pending')));
  } else throw new ApiError('ORDER_STATE', { state: from });
  await tx
    .update(bookingOrders)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, 'staff', from, 'cancelled', 'deskCancel', {
    reason: request.reason,
    amount,
    staffId: request.staffId,
  });
  return { before: from, amount };
}

/**
 * Refunds part or all of what an order's charges still allow back, without changing its state
 * (a confirmed stay keeps its booking; a cancelled order gets more back than its terms gave).
 * Nothing paid online, or more than is left: REFUND_TOO_LARGE with what is left.
 */
export async function deskRefund(
  tx: Queryable,
  request: { orderId: string; amount: number; reason: DeskReason; staffId: string },
): Promise<{ state: OrderState }> {
  const order = await lockOrder(tx, request.orderId);
  const state = order.state as OrderState;
  if (!['confirmed', 'cancelled', 'refunded', 'expired'].includes(state)) throw new ApiError('ORDER_STATE', { state });
  await refundFromCharges(tx, order.id, request.amount);
  await addEvent(tx, order.id, 'staff', state, state, 'deskRefund', {
    reason: request.reason,
    amount: request.amount,
    staffId: request.staffId,
  });
  return { state };
}

/** Sends the confirmation again: the same job, so the buyer's and the recipients' budgets apply. */
export async function deskResend(tx: Queryable, orderId: string): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (order.state !== 'confirmed') throw new ApiError('ORDER_STATE', { state: order.state });
  await sendJob(tx, BOOKING_JOBS.confirmation, { orderId });
}

/**
 * A top-up the carrier has not answered: tried again now (the same request id, so the carrier
 * delivers at most once), or given up and refunded as an undelivered one is.
 */
export async function deskTopUp(
  tx: Queryable,
  request: { orderId: string; action: 'retry' | 'refund' },
): Promise<{ attempts: number }> {
  await lockOrder(tx, request.orderId);
  const [topUp] = await tx.select().from(dataTopups).where(eq(dataTopups.orderId, request.orderId)).for('update');
  if (!topUp) throw new ApiError('NOT_FOUND');
  if (topUp.status !== 'pending') throw new ApiError('ORDER_STATE', { state: topUp.status });
  if (request.action === 'retry') {
    await sendJob(tx, DATA_JOBS.topUp, { topupId: topUp.id });
    return { attempts: topUp.attempts };
  }
  const moved = await tx
    .update(dataTopups)
    .set({ status: 'failed', failure: 'noAnswer', updatedAt: sql`now()` })
    .where(and(eq(dataTopups.id, topUp.id), ne(dataTopups.status, 'failed')))
    .returning({ id: dataTopups.id });
  if (moved.length > 0) {
    await refundUndelivered(tx, request.orderId, { failure: 'noAnswer', by: 'desk' });
    await sendJob(tx, DATA_JOBS.outcome, { topupId: topUp.id });
  }
  return { attempts: topUp.attempts };
}
