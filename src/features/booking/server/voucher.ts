import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '#server/api/codes.ts';
import { authSecret } from '#server/auth/secret.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderEvents, bookingOrderItems, bookingOrders } from '#server/db/schema/index.ts';

/*
 * A voucher is the order number with a signature: staff can tell a forged code from a real one
 * before looking it up, and the code in a QR is short enough to scan from a phone screen.
 */

const sign = async (orderNumber: string) =>
  createHmac('sha256', await authSecret())
    .update(`voucher:${orderNumber}`)
    .digest('base64url')
    .slice(0, 22);

export const voucherFor = async (orderNumber: string): Promise<string> => `${orderNumber}.${await sign(orderNumber)}`;

/** The order number a voucher code stands for, when its signature holds. */
export async function orderNumberOfVoucher(code: string): Promise<string | undefined> {
  const [number, signature] = code.split('.');
  if (!number || !signature) return undefined;
  return signature === (await sign(number)) ? number : undefined;
}

/** What the door sees of a voucher it accepted. */
export interface CheckedInVoucher {
  orderId: string;
  number: string;
  contactName: string | null;
  usedAt: string;
  items: { kind: string; product: string; firstDay: string; days: number; quantity: number }[];
}

/**
 * Accepts a voucher once, inside the caller's transaction (which also writes the audit row):
 * one conditional update, so of two scans at once one is accepted. A used voucher is refused
 * with when it was used; a forged, unknown or unconfirmed one as invalid.
 */
export async function checkInVoucher(tx: Queryable, code: string): Promise<CheckedInVoucher> {
  if (!(await orderNumberOfVoucher(code))) throw new ApiError('VOUCHER_INVALID');
  const [used] = await tx
    .update(bookingOrders)
    .set({ voucherUsedAt: new Date() })
    .where(
      and(eq(bookingOrders.voucher, code), eq(bookingOrders.state, 'confirmed'), isNull(bookingOrders.voucherUsedAt)),
    )
    .returning();
  if (!used?.voucherUsedAt) {
    const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.voucher, code));
    if (order?.state === 'confirmed' && order.voucherUsedAt)
      throw new ApiError('VOUCHER_USED', { usedAt: order.voucherUsedAt.toISOString() });
    throw new ApiError('VOUCHER_INVALID');
  }
  await tx.insert(bookingOrderEvents).values({
    orderId: used.id,
    actor: 'staff',
    fromState: 'confirmed',
    toState: 'confirmed',
    reason: 'voucher',
  });
  const items = await tx.select().from(bookingOrderItems).where(eq(bookingOrderItems.orderId, used.id));
  return {
    orderId: used.id,
    number: used.number,
    contactName: used.contactName,
    usedAt: used.voucherUsedAt.toISOString(),
    items: items.map((item) => ({
      kind: item.kind,
      product: item.product,
      firstDay: item.firstDay,
      days: item.days,
      quantity: item.quantity,
    })),
  };
}
