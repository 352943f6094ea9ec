import { and, asc, eq, sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '../contract.ts';
import { formatAmount } from '#lib/money.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { isLocale, type Locale } from '#lib/i18n/locales.ts';
import { ticketSlot } from '../booked-details.ts';
import { formatDay } from '#lib/format-date.ts';
import { loggableError } from '#server/api/log-error.ts';
import { getDatabase, type Queryable } from '#server/db/client.ts';
import {
  bookingOrderEvents,
  bookingOrderItems,
  bookingOrderMessages,
  bookingOrders,
  bookingPayments,
} from '#server/db/schema/index.ts';
import type { JobDefinition } from '#server/jobs/queue.ts';
import { sendNotice } from '#server/services/outbound/index.ts';
import { putInventoryOnSale } from './inventory-on-sale.ts';
import { BOOKING_JOBS } from './job-names.ts';
import { bookingReferenceOf } from './orders/confirmation.ts';
import { expireOrder, lapsedHolds } from './orders/expiry.ts';
import { settleGatewayCallback } from './payments/callbacks.ts';
import { providerOf } from './payments/index.ts';
import { orderRecipients } from './recipients.ts';
import { supplierById } from './suppliers.ts';
import { notifyOrderState } from './notification-source.ts';

/** Expires one hold (due when it lapses); a no-op when it was confirmed, cancelled or expired meanwhile. */
const expire: JobDefinition<{ orderId?: string }> = {
  name: BOOKING_JOBS.expire,
  work: async ({ orderId }) => {
    if (typeof orderId !== 'string') return;
    const db = await getDatabase();
    await db.transaction((tx) => expireOrder(tx, orderId));
  },
};

const sweep: JobDefinition<object> = {
  name: BOOKING_JOBS.sweep,
  cron: '* * * * *',
  work: async () => {
    const db = await getDatabase();
    for (const orderId of await lapsedHolds(db)) await db.transaction((tx) => expireOrder(tx, orderId));
  },
};

const inventory: JobDefinition<object> = {
  name: BOOKING_JOBS.inventory,
  // 00:05 in Vietnam.
  cron: '5 17 * * *',
  work: putInventoryOnSale,
};

/** A confirmed flight order's booking reference and e-ticket numbers, for its messages; null otherwise. */
async function flightTickets(db: Queryable, orderId: string) {
  const events = await db
    .select({ toState: bookingOrderEvents.toState, detail: bookingOrderEvents.detail })
    .from(bookingOrderEvents)
    .where(eq(bookingOrderEvents.orderId, orderId));
  const reference = bookingReferenceOf(events);
  if (!reference) return null;
  const [flight] = await db
    .select({ travellers: bookingOrderItems.travellers })
    .from(bookingOrderItems)
    .where(and(eq(bookingOrderItems.orderId, orderId), eq(bookingOrderItems.kind, 'flight')))
    .orderBy(asc(bookingOrderItems.id))
    .limit(1);
  const travellers = (flight?.travellers ?? []) as { eTicket?: string }[];
  return { reference, tickets: travellers.map((traveller) => traveller.eTicket).join(', ') };
}

/** A ticket order's time slot and day, for its messages (decision 0085); null for other orders. */
async function ticketSlotOf(db: Queryable, orderId: string, locale: Locale) {
  const lines = await db
    .select({ product: bookingOrderItems.product, firstDay: bookingOrderItems.firstDay })
    .from(bookingOrderItems)
    .where(and(eq(bookingOrderItems.orderId, orderId), eq(bookingOrderItems.kind, 'ticket')));
  for (const line of lines) {
    const slot = ticketSlot(line.product);
    if (slot) return { slot, day: formatDay(line.firstDay, locale) };
  }
  return null;
}

/**
 * The confirmation by SMS and e-mail, in the buyer's language, with the order number, to the
 * buyer's verified number and address only (orderRecipients), each within the buyer's and the
 * recipient's budgets. A job, so a gateway that is briefly down delays the message instead of
 * losing it (the queue retries); a message over budget is dropped, not retried.
 */
const confirmation: JobDefinition<{ orderId?: string }> = {
  name: BOOKING_JOBS.confirmation,
  work: async ({ orderId }) => {
    if (typeof orderId !== 'string') return;
    const db = await getDatabase();
    const [order] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
    if (!order || order.state !== 'confirmed') return;
    const locale = isLocale(order.locale) ? order.locale : 'vi';
    const t = getTranslator(locale);
    const tickets = await flightTickets(db, order.id);
    // A ticket for a time slot says when to be there; a flight has no voucher, its message gives
    // the booking reference and e-tickets instead.
    const slot = tickets ? null : await ticketSlotOf(db, order.id, locale);
    const values = { number: order.number, total: formatAmount(order.total, locale), ...tickets, ...slot };
    const kind = tickets ? 'confirmedFlight' : slot ? 'confirmedSlot' : 'confirmed';
    const { buyer, phone, email } = await orderRecipients(db, order);
    const about = `order:${order.id}`;
    if (phone && !supplierById(order.supplier).smsOnDelivery) {
      const sent = await sendNotice(db, {
        buyer,
        to: phone,
        content: { sms: t(`booking:sms.${kind}`, values) },
        about,
      });
      await recordMessage(db, order, { channel: 'sms', kind, sent });
    }
    if (email) {
      const sent = await sendNotice(db, {
        buyer,
        to: email,
        content: {
          mail: {
            subject: t('booking:mail.confirmed.subject', values),
            text: t(`booking:mail.${kind}.body`, values),
          },
        },
        about,
      });
      await recordMessage(db, order, { channel: 'mail', kind, sent });
    }
  },
};

/** A message sent (or dropped over budget), for the order desk: which one, never to whom (decision 0091). */
async function recordMessage(
  db: Queryable,
  order: typeof bookingOrders.$inferSelect,
  message: { channel: 'sms' | 'mail'; kind: string; sent: boolean },
): Promise<void> {
  await db.insert(bookingOrderMessages).values({ orderId: order.id, ...message });
}

/**
 * Returns a cancelled order's payment through its provider. The provider is asked outside any
 * transaction; its answer is recorded with the order's move to `refunded` in one. A refusal is kept
 * and retried by the queue; the order stays cancelled until the money is back.
 */
const refund: JobDefinition<{ paymentId?: string }> = {
  name: BOOKING_JOBS.refund,
  retryLimit: 10,
  work: async ({ paymentId }) => {
    if (typeof paymentId !== 'string') return;
    const db = await getDatabase();
    const [pending] = await db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.status, 'pending')));
    if (!pending) return;
    const chargeId = (pending.detail as { charge?: string } | null)?.charge ?? '';
    const [charge] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, chargeId));
    const [order] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, pending.orderId));
    if (!charge || !order) return;
    const provider = providerOf(PAYMENT_METHODS.find((method) => method === pending.provider) ?? 'payLater');
    const answer = await provider
      .refund({
        reference: charge.reference,
        amount: pending.amount,
        whole: pending.amount === charge.amount,
        providerTransaction: charge.providerTransaction,
        paidAt: charge.updatedAt,
        orderNumber: order.number,
      })
      .catch((error: unknown) => ({ ok: false, detail: loggableError(error), providerTransaction: undefined }));
    if (!answer.ok) {
      console.error(JSON.stringify({ level: 'error', msg: 'refund refused', paymentId, detail: answer.detail }));
      throw new Error('refund refused; the queue retries');
    }
    await db.transaction(async (tx) => {
      const settled = await tx
        .update(bookingPayments)
        .set({
          status: 'succeeded',
          providerTransaction: answer.providerTransaction ?? null,
          detail: { charge: chargeId, answer: answer.detail },
          updatedAt: sql`now()`,
        })
        .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.status, 'pending')))
        .returning({ id: bookingPayments.id });
      if (settled.length === 0) return;
      // A cancelled order becomes refunded; an expired one paid too late stays expired, with the event.
      const [moved] = await tx
        .update(bookingOrders)
        .set({
          state: sql`case when ${bookingOrders.state} = 'cancelled' then 'refunded' else ${bookingOrders.state} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(bookingOrders.id, order.id))
        .returning({ state: bookingOrders.state });
      await tx.insert(bookingOrderEvents).values({
        orderId: order.id,
        actor: pending.provider,
        fromState: order.state,
        toState: moved?.state ?? order.state,
        reason: 'refund',
        detail: { amount: pending.amount },
      });
      if (moved?.state === 'refunded') await notifyOrderState(tx, order.id, 'refunded');
    });
  },
};

/** A gateway's result delivered later, settled as its IPN would be (the demo gateway's late payment). */
const gatewayCallback: JobDefinition<{ query?: string }> = {
  name: BOOKING_JOBS.gatewayCallback,
  work: async ({ query }) => {
    if (typeof query !== 'string') return;
    const { outcome } = await settleGatewayCallback(new URLSearchParams(query));
    if (outcome === 'badSignature')
      console.warn(JSON.stringify({ level: 'warn', msg: 'late gateway callback refused' }));
  },
};

/** The booking area's jobs, listed for the shared queue by the composition root (src/server/app/compose.ts). */
export const bookingJobs = [expire, sweep, inventory, confirmation, refund, gatewayCallback] as JobDefinition<
  Record<string, unknown>
>[];
