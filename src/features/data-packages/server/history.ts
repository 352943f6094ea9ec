import { and, desc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { History, HistoryEntry, TopupStatus } from '../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Buyer } from '#features/booking/server/buyer.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrders, bookingPayments, dataTopups } from '#server/db/schema/index.ts';
import { maskNumber } from './carriers.ts';
import { packageById } from './catalogue.ts';

/** A page boundary: the last entry's time and id, so equal times neither repeat nor vanish. */
const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } | undefined {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) return undefined;
  return { at, id: id ?? '' };
}

/** What the buyer sees: delivered, under way, refused (money on its way back) or refunded. */
const statusOf = (topup: string, order: string): TopupStatus => {
  if (topup === 'failed') return order === 'refunded' ? 'refunded' : 'failed';
  return topup === 'succeeded' ? 'succeeded' : 'pending';
};

/** The buyer's paid top-ups, newest first, a page at a time (unpaid holds are not purchases). */
export async function topupHistory(
  db: Queryable,
  buyer: Buyer,
  request: { cursor?: string; limit: number; locale: Locale },
): Promise<History> {
  const owner =
    buyer.kind === 'user'
      ? eq(bookingOrders.userId, buyer.userId)
      : and(isNull(bookingOrders.userId), eq(bookingOrders.phone, buyer.phone));
  const conditions: (SQL | undefined)[] = [owner, inArray(dataTopups.status, ['pending', 'succeeded', 'failed'])];
  const after = request.cursor ? decodeCursor(request.cursor) : undefined;
  if (after)
    conditions.push(
      or(lt(dataTopups.createdAt, after.at), and(eq(dataTopups.createdAt, after.at), lt(dataTopups.id, after.id))),
    );
  const rows = await db
    .select({ topup: dataTopups, order: bookingOrders })
    .from(dataTopups)
    .innerJoin(bookingOrders, eq(bookingOrders.id, dataTopups.orderId))
    .where(and(...conditions))
    .orderBy(desc(dataTopups.createdAt), desc(dataTopups.id))
    .limit(request.limit + 1);
  const page = rows.slice(0, request.limit);
  const refunds = page.length
    ? await db
        .select({ orderId: bookingPayments.orderId, amount: bookingPayments.amount })
        .from(bookingPayments)
        .where(
          and(
            inArray(
              bookingPayments.orderId,
              page.map((row) => row.order.id),
            ),
            eq(bookingPayments.kind, 'refund'),
            eq(bookingPayments.status, 'succeeded'),
          ),
        )
    : [];
  const items: HistoryEntry[] = page.map(({ topup, order }) => ({
    orderId: order.id,
    orderNumber: order.number,
    phone: maskNumber(topup.phone),
    carrier: topup.carrier,
    packageName: packageById(topup.package)?.name[request.locale] ?? topup.package,
    amount: topup.amount,
    status: statusOf(topup.status, order.state),
    failure: (topup.failure as HistoryEntry['failure']) ?? null,
    refunded: refunds.filter((refund) => refund.orderId === order.id).reduce((sum, refund) => sum + refund.amount, 0),
    paymentMethod: order.paymentProvider,
    createdAt: topup.createdAt.toISOString(),
  }));
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > request.limit && last ? encodeCursor(last.topup.createdAt, last.topup.id) : null,
  };
}
