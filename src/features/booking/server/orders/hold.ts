import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type {
  BookingItem,
  CancellationTerms,
  Contact,
  FlightItem,
  Order,
  OrderEvent,
  OrderState,
  PaymentMethod,
  Quote,
} from '../../contract.ts';
import type { DeskNote, DeskReason } from '../../desk-note.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { ticketSlot } from '../../booked-details.ts';
import { ApiError } from '#server/api/codes.ts';
import { normalizePhone } from '#server/auth/phone.ts';
import { serverConfig } from '#server/config.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderEvents, bookingOrderItems, bookingOrders, bookingPayments } from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { notifyOrderState } from '../notification-source.ts';
import { buyerKey, type Buyer } from '../buyer.ts';
import { flightById } from '../catalogue.ts';
import { flightFacts } from '../flight-facts.ts';
import { checkHoldPolicy } from '../hold-policy.ts';
import { vietnamTime } from '#lib/vietnam-days.ts';
import { BOOKING_JOBS } from '../job-names.ts';
import { paymentProvider } from '../payments/index.ts';
import { quoteFor } from '../pricing.ts';
import type { PlannedItem, Units } from '../supplier.ts';
import { productKinds, type OrderPart } from '../product-kinds.ts';
import { supplierById, supplierFor } from '../suppliers.ts';
import { refundPercentAt, strictestTerms } from '../terms.ts';
import type { TermsRules } from '../terms-rules.ts';
import { bookingReference, eTicketNumber } from '../ticketing.ts';
import { voucherFor } from '../voucher.ts';

/*
 * The order engine (decision 0029): every rule that changes an order or its units, each inside the
 * caller's transaction, each writing an event row. States: held → awaiting_payment → confirmed, or
 * expired, cancelled, refunded.
 */

export type OrderRow = typeof bookingOrders.$inferSelect;

/**
 * Stored with the quote: the terms the buyer was shown at hold time (decision 0078). Orders held
 * before terms were stored keep only `freeCancellationUntil` (non-refundable after it).
 */
type StoredQuote = Quote & { terms?: CancellationTerms; freeCancellationUntil?: string };

const storedTerms = (quote: StoredQuote): CancellationTerms =>
  quote.terms ?? { freeUntil: quote.freeCancellationUntil ?? null, refundPercentAfter: 0 };

const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const orderNumber = () =>
  `NVT-${Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`;

export async function addEvent(
  tx: Queryable,
  orderId: string,
  actor: string,
  from: OrderState | null,
  to: OrderState,
  reason: string,
  detail: unknown = null,
): Promise<void> {
  await tx.insert(bookingOrderEvents).values({ orderId, actor, fromState: from, toState: to, reason, detail });
  await notifyOrderState(tx, orderId, to);
}

/**
 * The contact as the buyer typed it, kept on the order. It receives nothing: messages go to the
 * buyer's verified number and address (recipients.ts). A guest order's phone is the guest's
 * verified number whatever was typed, since it is also how the guest owns the order (owns).
 */
function contactOf(buyer: Buyer, contact: Contact | undefined) {
  const phone = contact?.phone ? normalizePhone(contact.phone) : undefined;
  if (contact?.phone && !phone)
    throw new ApiError('VALIDATION_ERROR', { fields: [{ path: 'data.contact.phone', message: 'api:field.phone' }] });
  return {
    contactName: contact?.name ?? null,
    email: contact?.email?.toLowerCase() ?? null,
    phone: buyer.kind === 'guest' ? buyer.phone : (phone ?? buyer.phone),
  };
}

/** A line as the request named it and as its supplier planned it; `path` names it in errors. */
interface OrderLine {
  request: BookingItem;
  planned: PlannedItem;
}

/**
 * A return flight's line: the outbound's route the other way, on or after its day, departing after
 * it lands, for the same passengers. Its own refusals name `data.returnFlight`.
 */
function returnLine(
  outbound: OrderLine,
  request: FlightItem | undefined,
  now: Date,
  rules: TermsRules | undefined,
): OrderLine[] {
  if (!request) return [];
  const invalid = (field: string, message: string) =>
    new ApiError('VALIDATION_ERROR', { fields: [{ path: `data.returnFlight.${field}`, message }] });
  const there = outbound.request.kind === 'flight' ? flightById.get(outbound.request.flight) : undefined;
  const back = flightById.get(request.flight);
  if (!there || outbound.request.kind !== 'flight') throw invalid('flight', 'booking:field.returnOnlyForFlights');
  if (!back || back.from !== there.to || back.to !== there.from) throw invalid('flight', 'booking:field.returnRoute');
  const { adults, children, infants } = outbound.request;
  if (request.adults !== adults || request.children !== children || request.infants !== infants)
    throw invalid('adults', 'booking:field.returnPassengers');
  const landed = vietnamTime(outbound.request.date, there.departs).getTime() + there.minutes * 60_000;
  if (vietnamTime(request.date, back.departs).getTime() <= landed) throw invalid('date', 'booking:field.returnBefore');
  try {
    return [{ request, planned: supplierFor(request).plan(request, now, rules) }];
  } catch (error) {
    // The supplier names the outbound's fields (`data.item.…`); these are the return's.
    const fields = (error as ApiError).data as { fields?: { path: string; message: string }[] } | null;
    if (!(error instanceof ApiError) || !fields?.fields) throw error;
    throw new ApiError(error.code, {
      fields: fields.fields.map((field) => ({
        ...field,
        path: field.path.replace('data.item.', 'data.returnFlight.'),
      })),
    });
  }
}

/** One quote for several lines held together: their lines one after the other, their sums added. */
function quoteOfLines(quotes: Quote[]): Quote {
  const [first, ...rest] = quotes;
  if (!first) throw new Error('an order has at least one line');
  return rest.reduce(
    (all, quote) => ({
      currency: 'VND',
      lines: [...all.lines, ...quote.lines],
      subtotal: all.subtotal + quote.subtotal,
      taxes: all.taxes + quote.taxes,
      fees: all.fees + quote.fees,
      total: all.total + quote.total,
    }),
    first,
  );
}

/**
 * Holds units for a new order: within the buyer's limits (the hold policy), the supplier's guarded
 * update for each line (the item, and a return flight when asked: both or neither, in one order and
 * one payment), the quote from the prices it held, the order with its lines and first event, and the
 * expiry job, all in the caller's transaction.
 */
export async function holdOrder(
  tx: Queryable,
  request: {
    buyer: Buyer;
    locale: Locale;
    item: BookingItem;
    returnFlight?: FlightItem;
    contact?: Contact;
    travellers?: { name: string }[];
    now?: Date;
  },
): Promise<OrderRow> {
  const now = request.now ?? new Date();
  const supplier = supplierFor(request.item);
  // The terms set for new bookings now (decision 0091), read in the hold's transaction.
  const rules = await supplier.termsRules?.(tx);
  const outbound: OrderLine = { request: request.item, planned: supplier.plan(request.item, now, rules) };
  const lines = [outbound, ...returnLine(outbound, request.returnFlight, now, rules)];
  const travellers = request.travellers ?? [];
  const { planned } = outbound;
  if (
    planned.kind === 'flight' &&
    travellers.length !== planned.mix.adults + planned.mix.children + planned.mix.infants
  )
    throw new ApiError('VALIDATION_ERROR', {
      fields: [{ path: 'data.travellers', message: 'booking:field.travellers' }],
    });
  await checkHoldPolicy(
    tx,
    request.buyer,
    lines.map((line) => line.planned),
    now,
  );
  const quotes: Quote[] = [];
  for (const line of lines) quotes.push(quoteFor(line.planned, await supplier.hold(tx, line.planned)));
  const quote: StoredQuote = {
    ...quoteOfLines(quotes),
    terms: strictestTerms(lines.map((line) => line.planned.terms)),
  };
  const holdExpiresAt = new Date(now.getTime() + serverConfig.booking.holdMinutes * 60_000);
  const [order] = await tx
    .insert(bookingOrders)
    .values({
      number: orderNumber(),
      userId: request.buyer.kind === 'user' ? request.buyer.userId : null,
      ...contactOf(request.buyer, request.contact),
      locale: request.locale,
      state: 'held',
      supplier: supplier.id,
      quote,
      total: quote.total,
      holdExpiresAt,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  for (const line of lines) {
    await tx.insert(bookingOrderItems).values({
      orderId: order.id,
      kind: line.planned.kind,
      product: line.planned.product,
      firstDay: line.planned.firstDay,
      days: line.planned.days,
      quantity: line.planned.quantity,
      travellers,
    });
    await supplier.recordDelivery?.(tx, order.id, line.planned, line.request);
  }
  await addEvent(tx, order.id, buyerKey(request.buyer), null, 'held', 'hold', { total: quote.total });
  await sendJob(tx, BOOKING_JOBS.expire, { orderId: order.id }, { startAfter: holdExpiresAt });
  return order;
}

/** An order the buyer may act on, locked for the rest of the transaction. */
async function lockOwnOrder(tx: Queryable, buyer: Buyer, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
  if (!order || !owns(buyer, order)) throw new ApiError('NOT_FOUND');
  return order;
}

/** Whether the buyer may see and change an order: theirs, or a guest order on their verified number. */
export function owns(buyer: Buyer, order: Pick<OrderRow, 'userId' | 'phone'>): boolean {
  if (buyer.kind === 'user') return order.userId === buyer.userId;
  return order.userId === null && order.phone === buyer.phone;
}

const itemsOf = (tx: Queryable, orderId: string) =>
  tx.select().from(bookingOrderItems).where(eq(bookingOrderItems.orderId, orderId)).orderBy(asc(bookingOrderItems.id));

export async function moveUnits(tx: Queryable, order: OrderRow, action: 'confirm' | 'releaseHeld' | 'releaseSold') {
  const supplier = supplierById(order.supplier);
  for (const item of await itemsOf(tx, order.id)) {
    const units: Units = item;
    if (action === 'confirm') await supplier.confirm(tx, units);
    else await supplier.release(tx, units, action === 'releaseHeld' ? 'held' : 'sold');
  }
}

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
async function markConfirmed(tx: Queryable, order: OrderRow, actor: string, reason: string): Promise<void> {
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

/** What a provider's callback reported about a charge (already verified by signature). */
export interface PaymentResult {
  provider: PaymentMethod;
  reference: string;
  amount: number;
  succeeded: boolean;
  providerTransaction: string | null;
  detail: unknown;
}

export type SettleOutcome = 'confirmed' | 'failed' | 'refundedLate' | 'unknownOrder' | 'alreadySettled' | 'wrongAmount';

async function recordPayment(tx: Queryable, paymentId: string, result: PaymentResult, status: string) {
  await tx
    .update(bookingPayments)
    .set({ status, providerTransaction: result.providerTransaction, detail: result.detail, updatedAt: sql`now()` })
    .where(eq(bookingPayments.id, paymentId));
}

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

/**
 * Applies a verified payment callback once: the charge must be ours, pending, of the order's
 * amount, for an order awaiting payment. Anything else changes nothing and says why.
 */
export async function settlePayment(tx: Queryable, result: PaymentResult): Promise<SettleOutcome> {
  const [payment] = await tx
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.provider, result.provider), eq(bookingPayments.reference, result.reference)))
    .for('update');
  if (!payment || payment.kind !== 'charge') return 'unknownOrder';
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, payment.orderId)).for('update');
  if (!order) return 'unknownOrder';
  if (payment.amount !== result.amount) return 'wrongAmount';
  if (payment.status !== 'pending') return 'alreadySettled';
  if (order.state !== 'awaiting_payment') {
    // Paid after the hold lapsed (or was cancelled): the units may be sold to someone else, so the
    // money goes back at once, traced by its own refund row and event.
    if (!result.succeeded || !['expired', 'cancelled'].includes(order.state)) return 'alreadySettled';
    await recordPayment(tx, payment.id, result, 'succeeded');
    await queueRefund(tx, order.id, { ...payment, status: 'succeeded' });
    await addEvent(tx, order.id, result.provider, order.state as OrderState, order.state as OrderState, 'latePayment', {
      amount: payment.amount,
    });
    return 'refundedLate';
  }
  await recordPayment(tx, payment.id, result, result.succeeded ? 'succeeded' : 'failed');
  if (!result.succeeded) {
    // Back to held: the buyer may try again (or pay at the property) until the hold lapses.
    await tx
      .update(bookingOrders)
      .set({ state: 'held', updatedAt: sql`now()` })
      .where(eq(bookingOrders.id, order.id));
    await addEvent(tx, order.id, result.provider, 'awaiting_payment', 'held', 'paymentFailed', result.detail);
    return 'failed';
  }
  await markConfirmed(tx, order, result.provider, 'paid');
  return 'confirmed';
}

/**
 * Cancels an order. A hold (or one awaiting payment) just gives its units back. A confirmed order
 * can be cancelled while the policy allows: its units return to sale, and what was paid online is
 * refunded through the same provider by a job (state `refunded` once the provider agreed).
 */
export async function cancelOrder(
  tx: Queryable,
  request: { buyer: Buyer; orderId: string; reason?: string },
  now = new Date(),
): Promise<void> {
  const order = await lockOwnOrder(tx, request.buyer, request.orderId);
  const actor = buyerKey(request.buyer);
  const from = order.state as OrderState;
  if (from === 'held' || from === 'awaiting_payment') {
    await moveUnits(tx, order, 'releaseHeld');
  } else if (from === 'confirmed') {
    const percent = refundPercentAt(storedTerms(order.quote as StoredQuote), now);
    if (percent === 0) throw new ApiError('ORDER_STATE', { state: from, policy: true });
    await moveUnits(tx, order, 'releaseSold');
    const paid = await tx
      .select()
      .from(bookingPayments)
      .where(
        and(
          eq(bookingPayments.orderId, order.id),
          eq(bookingPayments.kind, 'charge'),
          eq(bookingPayments.status, 'succeeded'),
        ),
      );
    // Past the free window a partial fare gives back its share, rounded down to the đồng.
    for (const charge of paid) await queueRefund(tx, order.id, charge, Math.floor((charge.amount * percent) / 100));
  } else {
    throw new ApiError('ORDER_STATE', { state: from });
  }
  await tx
    .update(bookingOrders)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, actor, from, 'cancelled', 'cancel', request.reason ? { note: request.reason } : null);
}

/**
 * A confirmed order its supplier could not deliver (a refused or unanswered top-up): cancelled by
 * the system, its units back, and every charge refunded through its provider by the refund job
 * (the order becomes `refunded` once the provider agreed). When nothing was paid online (pay later),
 * the bill is voided and the order is refunded at once: nobody pays for what never came.
 */
export async function refundUndelivered(tx: Queryable, orderId: string, detail: unknown): Promise<void> {
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
  if (!order || order.state !== 'confirmed') return;
  await moveUnits(tx, order, 'releaseSold');
  await tx
    .update(bookingOrders)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, 'system', 'confirmed', 'cancelled', 'undelivered', detail);
  const charges = await tx
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.orderId, order.id), eq(bookingPayments.kind, 'charge')));
  const paid = charges.filter((charge) => charge.status === 'succeeded');
  for (const charge of paid) await queueRefund(tx, order.id, charge);
  if (paid.length > 0) return;
  await tx
    .update(bookingPayments)
    .set({ status: 'voided', updatedAt: sql`now()` })
    .where(and(eq(bookingPayments.orderId, order.id), eq(bookingPayments.status, 'pending')));
  await tx
    .update(bookingOrders)
    .set({ state: 'refunded', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, 'system', 'cancelled', 'refunded', 'refund', { amount: 0 });
}

/** Records a delivery on the order's history (a top-up done), without a change of state. */
export async function addDeliveryEvent(tx: Queryable, orderId: string, reason: string, detail: unknown): Promise<void> {
  const [order] = await tx
    .select({ state: bookingOrders.state })
    .from(bookingOrders)
    .where(eq(bookingOrders.id, orderId));
  if (order)
    await addEvent(tx, orderId, 'system', order.state as OrderState, order.state as OrderState, reason, detail);
}

/**
 * Expires a lapsed hold: exactly once, however many jobs, sweeps and processes try, because the
 * state is checked under the order's row lock and changed in the same transaction.
 */
export async function expireOrder(tx: Queryable, orderId: string, now = new Date()): Promise<boolean> {
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update');
  if (!order || !['held', 'awaiting_payment'].includes(order.state) || order.holdExpiresAt > now) return false;
  await moveUnits(tx, order, 'releaseHeld');
  await tx
    .update(bookingOrders)
    .set({ state: 'expired', updatedAt: sql`now()` })
    .where(eq(bookingOrders.id, order.id));
  await addEvent(tx, order.id, 'system', order.state as OrderState, 'expired', 'expire');
  return true;
}

/** Holds whose time is up (the sweep's work list, oldest first). */
export async function lapsedHolds(db: Queryable, now = new Date(), limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: bookingOrders.id })
    .from(bookingOrders)
    .where(and(inArray(bookingOrders.state, ['held', 'awaiting_payment']), lte(bookingOrders.holdExpiresAt, now)))
    .orderBy(asc(bookingOrders.holdExpiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Gives a signed-in user the guest orders booked with their (verified) number. */
export async function attachGuestOrders(tx: Queryable, userId: string, phone: string | null): Promise<void> {
  if (!phone) return;
  const attached = await tx
    .update(bookingOrders)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(isNull(bookingOrders.userId), eq(bookingOrders.phone, phone)))
    .returning({ id: bookingOrders.id, state: bookingOrders.state });
  for (const order of attached)
    await addEvent(tx, order.id, `user:${userId}`, order.state as OrderState, order.state as OrderState, 'attach');
}

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

export async function findOrder(db: Queryable, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
  return order;
}
