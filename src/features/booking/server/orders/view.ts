import { asc, eq } from 'drizzle-orm';
import type { Order, OrderEvent, OrderState, PaymentMethod, Quote } from '../../contract.ts';
import type { DeskNote, DeskReason } from '../../desk-note.ts';
import { ticketSlot } from '../../booked-details.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderEvents, bookingPayments } from '#server/db/schema/index.ts';
import { flightFacts } from '../flight-facts.ts';
import { productKinds, type OrderPart } from '../product-kinds.ts';
import { supplierById } from '../suppliers.ts';
import { refundPercentAt } from '../terms.ts';
import { bookingReferenceOf } from './confirmation.ts';
import { itemsOf, storedTerms, type OrderRow, type StoredQuote } from './rows.ts';

const ACTORS: Record<string, OrderEvent['actor']> = {
  system: 'system',
  vnpay: 'payment',
  demo: 'payment',
  staff: 'staff',
};

/** A slotted ticket's start time, from its product key (`ticket:<id>:0830`). */
function slotOf(product: string): { slot?: string } {
  const slot = ticketSlot(product);
  return slot ? { slot } : {};
}
/** What the order desk cancelled or refunded, with the reason the buyer reads (decision 0091). */
const deskNotesOf = (events: (typeof bookingOrderEvents.$inferSelect)[]): DeskNote[] =>
  events
    .filter((event) => event.reason === 'deskCancel' || event.reason === 'deskRefund')
    .map((event) => {
      const detail = event.detail as { reason: DeskReason; amount: number };
      return {
        at: event.createdAt.toISOString(),
        reason: detail.reason,
        amount: detail.amount,
        cancelled: event.reason === 'deskCancel',
      };
    });

/** What the kinds other areas bring add to an order's view (a SIM's delivery, passports and eSIM). */
async function kindParts(db: Queryable, order: OrderRow): Promise<OrderPart> {
  const parts: OrderPart = {};
  // One after another, as below: inside a transaction the queries share one connection.
  for (const kind of productKinds())
    Object.assign(parts, await kind.orderPart?.(db, order.id, order.state as OrderState));
  return parts;
}

/** An order as its page shows it: lines, quote, payment, voucher and history. */
export async function orderView(db: Queryable, order: OrderRow, now = new Date()): Promise<Order> {
  // One after another: inside a transaction the queries share one connection.
  const items = await itemsOf(db, order.id);
  const events = await db
    .select()
    .from(bookingOrderEvents)
    .where(eq(bookingOrderEvents.orderId, order.id))
    .orderBy(asc(bookingOrderEvents.id));
  const payments = await db.select().from(bookingPayments).where(eq(bookingPayments.orderId, order.id));
  const quote = order.quote as StoredQuote;
  const settled = (kind: string) =>
    payments.filter((p) => p.kind === kind && p.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0);
  const publicQuote: Quote = {
    currency: quote.currency,
    lines: quote.lines,
    subtotal: quote.subtotal,
    taxes: quote.taxes,
    fees: quote.fees,
    total: quote.total,
  };
  const terms = storedTerms(quote);
  const supplier = supplierById(order.supplier);
  const payOnline = Boolean(await supplier.paidBeforeDelivery?.(db, order.id));
  return {
    id: order.id,
    number: order.number,
    state: order.state as OrderState,
    demo: supplier.demo,
    items: items.map((item) => ({
      kind: item.kind as Order['items'][number]['kind'],
      product: item.product,
      firstDay: item.firstDay,
      days: item.days,
      quantity: item.quantity,
      travellers: item.travellers as { name: string; eTicket?: string }[],
      ...(item.kind === 'flight' ? { flight: flightFacts(item.product, item.firstDay) } : {}),
      ...slotOf(item.product),
    })),
    bookingReference: ['confirmed', 'cancelled', 'refunded'].includes(order.state) ? bookingReferenceOf(events) : null,
    quote: publicQuote,
    holdExpiresAt: order.holdExpiresAt.toISOString(),
    payment: {
      method: (order.paymentProvider as PaymentMethod | null) ?? null,
      paid: settled('charge'),
      refunded: settled('refund'),
    },
    payOnline,
    contact: { name: order.contactName, phone: order.phone, email: order.email },
    voucher: order.state === 'confirmed' ? order.voucher : null,
    voucherUsed: order.voucherUsedAt !== null,
    ...(await kindParts(db, order)),
    cancellable:
      ['held', 'awaiting_payment'].includes(order.state) ||
      (order.state === 'confirmed' && refundPercentAt(terms, now) > 0),
    terms,
    createdAt: order.createdAt.toISOString(),
    deskNotes: deskNotesOf(events),
    events: events.map((event) => ({
      at: event.createdAt.toISOString(),
      actor: ACTORS[event.actor] ?? 'buyer',
      from: event.fromState as OrderState | null,
      to: event.toState as OrderState,
      reason: event.reason,
    })),
  };
}
