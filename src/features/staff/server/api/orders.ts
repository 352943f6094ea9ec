import { staffDeskCalls } from '../../desk-contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { runOnce } from '#server/db/idempotency.ts';
import { deskCancel, deskOrderView, deskRefund, deskResend, deskTopUp, searchOrders } from '../order-desk.ts';
import { defineStaffRoute, type StaffRouteContext } from './route.ts';

/*
 * The order desk (decision 0091): each change runs once per Idempotency-Key, in one transaction
 * with its audit row, and answers the order as the desk then sees it.
 */

const once = <Input>(context: StaffRouteContext<Input>, path: string) => ({
  owner: `staff:${context.staff.userId}`,
  key: context.idempotencyKey,
  request: [path, context.input],
});

const target = (orderId: string) => ({ type: 'booking_order', id: orderId });

export const orderSearch = defineStaffRoute({
  ...staffDeskCalls.orders,
  summary: 'Finds orders by number, phone, e-mail or the start of the contact’s name, newest first, a page at a time',
  permission: 'orders.manage',
  action: 'order.search',
  handle: async ({ input }) => searchOrders(await getDatabase(), input),
});

export const orderDetail = defineStaffRoute({
  ...staffDeskCalls.order,
  summary: 'One order with its lines, quote, terms, payments, messages sent, events and top-up',
  permission: 'orders.manage',
  action: 'order.view',
  handle: async ({ input }) => deskOrderView(await getDatabase(), input.orderId),
});

export const orderCancel = defineStaffRoute({
  ...staffDeskCalls.cancel,
  summary: 'Cancels an order whatever its terms, refunding what its provider allows; the buyer reads the reason',
  permission: 'orders.manage',
  action: 'order.cancel',
  idempotent: true,
  handle: async (context) => {
    const { input, staff, record } = context;
    return runOnce(once(context, '/staff/orders/cancel'), async (tx) => {
      const done = await deskCancel(tx, { ...input, staffId: staff.userId });
      await record(tx, {
        target: target(input.orderId),
        before: { state: done.before },
        after: { state: 'cancelled', reason: input.reason, refund: done.amount },
      });
      return deskOrderView(tx, input.orderId);
    });
  },
});

export const orderRefund = defineStaffRoute({
  ...staffDeskCalls.refund,
  summary: 'Refunds part or all of an order through its payment provider, within what it allows; the buyer reads why',
  permission: 'orders.manage',
  action: 'order.refund',
  idempotent: true,
  handle: async (context) => {
    const { input, staff, record } = context;
    return runOnce(once(context, '/staff/orders/refund'), async (tx) => {
      const before = await deskOrderView(tx, input.orderId);
      await deskRefund(tx, { ...input, staffId: staff.userId });
      await record(tx, {
        target: target(input.orderId),
        before: { refundable: before.refundable },
        after: { refund: input.amount, reason: input.reason },
      });
      return deskOrderView(tx, input.orderId);
    });
  },
});

export const orderResend = defineStaffRoute({
  ...staffDeskCalls.resend,
  summary: 'Sends a confirmed order’s confirmation again, within the buyer’s and the recipients’ message budgets',
  permission: 'orders.manage',
  action: 'order.resendConfirmation',
  idempotent: true,
  handle: async (context) => {
    const { input, record } = context;
    return runOnce(once(context, '/staff/orders/resend'), async (tx) => {
      await deskResend(tx, input.orderId);
      await record(tx, { target: target(input.orderId), after: { queued: 'confirmation' } });
      return null;
    });
  },
});

export const orderTopUp = defineStaffRoute({
  ...staffDeskCalls.topUp,
  summary: 'A data top-up the carrier has not answered: try it again now, or give up and refund it',
  permission: 'orders.manage',
  action: 'order.topUp',
  idempotent: true,
  handle: async (context) => {
    const { input, record } = context;
    return runOnce(once(context, '/staff/orders/topUp'), async (tx) => {
      const done = await deskTopUp(tx, input);
      await record(tx, {
        target: target(input.orderId),
        before: { topUp: 'pending', attempts: done.attempts },
        after: { action: input.action },
      });
      return deskOrderView(tx, input.orderId);
    });
  },
});
