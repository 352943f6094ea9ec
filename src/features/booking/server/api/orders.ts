import { bookingCalls } from '../../contract.ts';
import { desc, eq } from 'drizzle-orm';
import type { Confirmation, Order } from '../../contract.ts';
import { buyerKey } from '../buyer.ts';
import { countBookingRequest } from '../hold-policy.ts';
import { cancelOrder } from '../orders/cancellation.ts';
import { confirmOrder } from '../orders/confirmation.ts';
import { holdOrder } from '../orders/hold.ts';
import { attachGuestOrders, owns } from '../orders/ownership.ts';
import { findOrder } from '../orders/rows.ts';
import { orderView } from '../orders/view.ts';
import { getDatabase, type Queryable } from '#server/db/client.ts';
import { runOnce } from '#server/db/idempotency.ts';
import { bookingOrders } from '#server/db/schema/index.ts';
import { localized } from '#server/api/localized-fields.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute, type RequestContext } from '#server/api/route.ts';
import { requireBuyer } from './buyer.ts';

async function viewById(db: Queryable, orderId: string): Promise<Order> {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error('order vanished inside its transaction');
  return orderView(db, order);
}

const once = (context: RequestContext, owner: string, path: string, input: unknown) => ({
  owner,
  key: context.idempotencyKey,
  request: [path, input],
});

export const hold = defineRoute({
  ...bookingCalls.hold,
  summary: `Hold rooms, seats or tickets for a new order (BOOKING_HOLD_MINUTES, 15 by default); answers the order with its itemised quote`,
  auth: 'optional',
  idempotent: true,
  handle: async (context) => {
    const buyer = await requireBuyer(context);
    await countBookingRequest(await getDatabase(), buyer, 'hold');
    return localized(context.locale, () =>
      runOnce(once(context, buyerKey(buyer), '/booking/hold', context.input), async (tx) => {
        const order = await holdOrder(tx, { buyer, locale: context.locale, ...context.input });
        return { order: await orderView(tx, order) };
      }),
    );
  },
});

export const confirm = defineRoute({
  ...bookingCalls.confirm,
  summary: 'Confirm a held order: pay at the property (confirmed at once) or by VNPay (answers the gateway URL)',
  auth: 'optional',
  idempotent: true,
  handle: async (context): Promise<Confirmation> => {
    const buyer = await requireBuyer(context);
    await countBookingRequest(await getDatabase(), buyer, 'confirm');
    // A retry confirms and charges nothing again, but shows the order as it is now (cancelled or
    // paid since, decision 0065); the gateway's URL only while the order still waits for that payment.
    const replay = async (first: Confirmation, tx: Queryable): Promise<Confirmation> => {
      const order = await viewById(tx, context.input.orderId);
      return { order, paymentUrl: order.state === 'awaiting_payment' ? first.paymentUrl : null };
    };
    return localized(context.locale, () =>
      runOnce({ ...once(context, buyerKey(buyer), '/booking/confirm', context.input), replay }, async (tx) => {
        const { paymentUrl } = await confirmOrder(tx, {
          buyer,
          orderId: context.input.orderId,
          method: context.input.payment,
          contact: context.input.contact,
          clientAddress: context.clientAddress,
        });
        return { order: await viewById(tx, context.input.orderId), paymentUrl };
      }),
    );
  },
});

export const cancel = defineRoute({
  ...bookingCalls.cancel,
  summary: 'Cancel an order: a hold at once; a confirmed order while its policy allows, refunded through its provider',
  auth: 'optional',
  idempotent: true,
  handle: async (context) => {
    const buyer = await requireBuyer(context);
    return runOnce(once(context, buyerKey(buyer), '/booking/cancel', context.input), async (tx) => {
      await cancelOrder(tx, { buyer, orderId: context.input.orderId, reason: context.input.reason });
      return { order: await viewById(tx, context.input.orderId) };
    });
  },
});

export const getOrder = defineRoute({
  ...bookingCalls.order,
  summary: 'One of the caller’s orders with its lines, quote, payment, voucher and history',
  auth: 'optional',
  handle: async (context) => {
    const buyer = await requireBuyer(context);
    const db = await getDatabase();
    if (buyer.kind === 'user') await db.transaction((tx) => attachGuestOrders(tx, buyer.userId, buyer.phone));
    const order = await findOrder(db, context.input.orderId);
    if (!order || !owns(buyer, order)) throw new ApiError('NOT_FOUND');
    return { order: await orderView(db, order) };
  },
});

export const listOrders = defineRoute({
  ...bookingCalls.orders,
  summary: 'The caller’s orders, newest first (a signed-in user also gets guest orders on their number)',
  auth: 'optional',
  handle: async (context) => {
    const buyer = await requireBuyer(context);
    const db = await getDatabase();
    if (buyer.kind === 'user') await db.transaction((tx) => attachGuestOrders(tx, buyer.userId, buyer.phone));
    const rows = await db
      .select()
      .from(bookingOrders)
      .where(buyer.kind === 'user' ? eq(bookingOrders.userId, buyer.userId) : eq(bookingOrders.phone, buyer.phone))
      .orderBy(desc(bookingOrders.createdAt))
      .limit(100);
    const mine = rows.filter((row) => owns(buyer, row));
    return { items: await Promise.all(mine.map((row) => orderView(db, row))) };
  },
});
