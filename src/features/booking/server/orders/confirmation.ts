import { eq, sql } from 'drizzle-orm';
import type { Contact, OrderState, PaymentMethod } from '../../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderItems, bookingOrders, bookingPayments } from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { buyerKey, type Buyer } from '../buyer.ts';
import { BOOKING_JOBS } from '../job-names.ts';
import { paymentProvider } from '../payments/index.ts';
import { productKinds } from '../product-kinds.ts';
import { supplierById } from '../suppliers.ts';
import { bookingReference, eTicketNumber } from '../ticketing.ts';
import { voucherFor } from '../voucher.ts';
import { addEvent } from './events.ts';
import { contactOf } from './hold.ts';
import { lockOwnOrder } from './ownership.ts';
import { itemsOf, type OrderRow } from './rows.ts';
import { moveUnits } from './units.ts';

type ItemRow = typeof bookingOrderItems.$inferSelect;

/**
 * A flight order's tickets: a booking reference, kept on the confirmation's event, and each
 * passenger's e-ticket number beside their name on every flight line. Null for other orders.
 */
async function issueTickets(tx: Queryable, items: ItemRow[]): Promise<{ bookingReference: string } | null> {
  const flights = items.filter((item) => item.kind === 'flight');
  const [first] = flights;
  if (!first) return null;
  const numbers = (first.travellers as { name: string }[]).map(() => eTicketNumber());
  for (const item of flights)
    await tx
      .update(bookingOrderItems)
      .set({
        travellers: (item.travellers as { name: string }[]).map((traveller, index) => ({
          ...traveller,
          eTicket: numbers[index],
        })),
      })
      .where(eq(bookingOrderItems.id, item.id));
  return { bookingReference: bookingReference() };
}

/** The booking reference a flight order's confirmation issued (issueTickets), or null. */
export const bookingReferenceOf = (events: { toState: string; detail: unknown }[]): string | null =>
  events
    .filter((event) => event.toState === 'confirmed')
    .map((event) => (event.detail as { bookingReference?: string } | null)?.bookingReference)
    .find((reference) => reference !== undefined) ?? null;

/** Whether a kind another area brings gives a confirmed order a voucher (a physical SIM, at its counter). */
async function kindNeedsVoucher(tx: Queryable, orderId: string): Promise<boolean> {
  for (const kind of productKinds()) if (await kind.needsVoucher?.(tx, orderId)) return true;
  return false;
}

/** Marks an order confirmed: its units sold, its voucher signed, the confirmation messages queued. */
export async function markConfirmed(tx: Queryable, order: OrderRow, actor: string, reason: string): Promise<void> {
  await moveUnits(tx, order, 'confirm');
  const items = await itemsOf(tx, order.id);
  const kinds = items.map((item) => item.kind);
  const ticketed = await issueTickets(tx, items);
  const voucher =
    kinds.some((kind) => kind === 'hotel' || kind === 'ticket') || (await kindNeedsVoucher(tx, order.id))
      ? await voucherFor(order.number)
      : null;
  await tx
    .update(bookingOrders)
    .set({ state: 'confirmed', voucher, updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, actor, order.state as OrderState, 'confirmed', reason, ticketed);
  await sendJob(tx, BOOKING_JOBS.confirmation, { orderId: order.id });
  await supplierById(order.supplier).deliver?.(tx, order.id);
}

/**
 * Confirms a held order. Paying at the property confirms at once; VNPay moves it to
 * awaiting_payment and answers the gateway URL (the IPN confirms it). A lapsed hold is refused and
 * changes nothing here: its expiry job gives the units back.
 */
export async function confirmOrder(
  tx: Queryable,
  request: { buyer: Buyer; orderId: string; method: PaymentMethod; contact?: Contact; clientAddress: string },
  now = new Date(),
): Promise<{ paymentUrl: string | null }> {
  const order = await lockOwnOrder(tx, request.buyer, request.orderId);
  if (order.state !== 'held') throw new ApiError('ORDER_STATE', { state: order.state });
  if (order.holdExpiresAt <= now) throw new ApiError('HOLD_EXPIRED');
  const provider = paymentProvider(request.method);
  const payFirst =
    provider.id === 'payLater' && (await supplierById(order.supplier).paidBeforeDelivery?.(tx, order.id));
  if (payFirst) throw new ApiError('VALIDATION_ERROR', { fields: [{ path: 'data.payment', message: payFirst }] });
  const actor = buyerKey(request.buyer);
  if (request.contact) {
    const contact = contactOf(request.buyer, request.contact);
    await tx.update(bookingOrders).set(contact).where(eq(bookingOrders.id, order.id));
    Object.assign(order, contact);
  }
  const [payment] = await tx
    .insert(bookingPayments)
    .values({
      orderId: order.id,
      provider: provider.id,
      kind: 'charge',
      amount: order.total,
      status: 'pending',
      reference: `${order.number.slice(4)}${Date.now().toString(36).toUpperCase()}`,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  await tx.update(bookingOrders).set({ paymentProvider: provider.id }).where(eq(bookingOrders.id, order.id));
  const paymentUrl = await provider.start({
    orderNumber: order.number,
    reference: payment.reference,
    amount: order.total,
    expiresAt: order.holdExpiresAt,
    locale: order.locale,
    clientAddress: request.clientAddress,
  });
  if (paymentUrl === null) {
    await markConfirmed(tx, order, actor, 'confirm');
    return { paymentUrl };
  }
  await tx
    .update(bookingOrders)
    .set({ state: 'awaiting_payment', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, actor, 'held', 'awaiting_payment', 'payment', { provider: provider.id });
  return { paymentUrl };
}
