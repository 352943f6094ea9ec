import { and, eq, like, sql } from 'drizzle-orm';
import { productPrefix } from '../product-id.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrderItems, bookingOrders } from '#server/db/schema/index.ts';
import type { TargetResolver } from '#features/engagement/server/targets.ts';
import { hotelById } from './catalogue.ts';
import { vietnamDay } from '#lib/vietnam-days.ts';

/** The engagement kind of a catalogue hotel (slug: the hotel's id). */
export const HOTEL_TARGET_KIND = 'hotels';

/**
 * Whether the person has stayed at the hotel: a confirmed order of theirs with a room there whose
 * check-out day (the first night plus the nights) is before today in Vietnam. A cancelled, refunded
 * or unpaid order, or a stay still under way, is no stay to review.
 */
export async function hasCompletedStay(db: Queryable, hotel: string, userId: string): Promise<boolean> {
  const today = vietnamDay(new Date());
  const [row] = await db
    .select({ id: bookingOrders.id })
    .from(bookingOrders)
    .innerJoin(bookingOrderItems, eq(bookingOrderItems.orderId, bookingOrders.id))
    .where(
      and(
        eq(bookingOrders.userId, userId),
        eq(bookingOrders.state, 'confirmed'),
        eq(bookingOrderItems.kind, 'hotel'),
        // Hotel ids are slugs (no `%` or `_`), so the room products' prefix is matched as written.
        like(bookingOrderItems.product, `${productPrefix('hotel', hotel)}%`),
        sql`${bookingOrderItems.firstDay} + ${bookingOrderItems.days} < ${today}::date`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/*
 * Catalogue hotels take likes, comments and reviews through the engagement calls; a review is the
 * word of a guest who stayed there (issue 34), as on the booking apps tourists know. The
 * composition root registers it as the kind `HOTEL_TARGET_KIND`.
 */
export const hotelTarget: TargetResolver = {
  exists: async (slug) => hotelById.has(slug),
  checkReviewer: async (db, slug, userId) => {
    if (!(await hasCompletedStay(db, slug, userId))) throw new ApiError('STAY_NOT_COMPLETED');
  },
};
