import { asc, eq } from 'drizzle-orm';
import type { CancellationTerms, Quote } from '../../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderItems, bookingOrders } from '#server/db/schema/index.ts';

/* An order as stored: its row, the quote kept on it, its lines. */

export type OrderRow = typeof bookingOrders.$inferSelect;

/**
 * Stored with the quote: the terms the buyer was shown at hold time (decision 0078). Orders held
 * before terms were stored keep only `freeCancellationUntil` (non-refundable after it).
 */
export type StoredQuote = Quote & { terms?: CancellationTerms; freeCancellationUntil?: string };

export const storedTerms = (quote: StoredQuote): CancellationTerms =>
  quote.terms ?? { freeUntil: quote.freeCancellationUntil ?? null, refundPercentAfter: 0 };

export const itemsOf = (tx: Queryable, orderId: string) =>
  tx.select().from(bookingOrderItems).where(eq(bookingOrderItems.orderId, orderId)).orderBy(asc(bookingOrderItems.id));

export async function findOrder(db: Queryable, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
  return order;
}
