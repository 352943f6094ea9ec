import { randomInt } from 'node:crypto';
import type { BookingItem, Contact, FlightItem, Quote } from '../../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { ApiError } from '#server/api/codes.ts';
import { normalizePhone } from '#server/auth/phone.ts';
import { serverConfig } from '#server/config.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderItems, bookingOrders } from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { buyerKey, type Buyer } from '../buyer.ts';
import { flightById } from '../catalogue.ts';
import { checkHoldPolicy } from '../hold-policy.ts';
import { vietnamTime } from '#lib/vietnam-days.ts';
import { BOOKING_JOBS } from '../job-names.ts';
import { quoteFor } from '../pricing.ts';
import type { PlannedItem } from '../supplier.ts';
import { supplierFor } from '../suppliers.ts';
import { strictestTerms } from '../terms.ts';
import type { TermsRules } from '../terms-rules.ts';
import { addEvent } from './events.ts';
import type { OrderRow, StoredQuote } from './rows.ts';

/*
 * The order engine (decision 0029): every rule that changes an order or its units, each inside the
 * caller's transaction, each writing an event row. States: held → awaiting_payment → confirmed, or
 * expired, cancelled, refunded.
 *
 * One file a job in this folder: the hold here, then confirmation.ts (with payment-settlement.ts for
 * a provider's callback), cancellation.ts, delivery.ts (an order its supplier could not deliver) and
 * expiry.ts; each writes its event with addEvent (events.ts).
 */

const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const orderNumber = () =>
  `NVT-${Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`;

/**
 * The contact as the buyer typed it, kept on the order. It receives nothing: messages go to the
 * buyer's verified number and address (recipients.ts). A guest order's phone is the guest's
 * verified number whatever was typed, since it is also how the guest owns the order (owns).
 */
export function contactOf(buyer: Buyer, contact: Contact | undefined) {
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
