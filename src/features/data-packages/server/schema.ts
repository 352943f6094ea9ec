import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookingOrders } from '#features/booking/server/schema.ts';
import { at, createdAt } from '#server/db/schema/columns.ts';

/*
 * Data-package top-ups (docs/decisions/0043-top-up-lifecycle.md). The money side is the order
 * engine's (an order of kind `data`, its payments and events); this row is the delivery side: which
 * number gets which package, the request id the carrier gateway sees on every attempt (so a retry
 * can never deliver twice), and where the delivery stands.
 */
export const dataTopups = pgTable(
  'data_topups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    /** E.164 of the number topped up (not necessarily the buyer's). */
    phone: text('phone').notNull(),
    carrier: text('carrier').notNull(),
    package: text('package').notNull(),
    amount: integer('amount').notNull(),
    /** Sent to the gateway with every attempt and status query: its idempotency key. */
    requestId: uuid('request_id').notNull().unique().defaultRandom(),
    /** `held` (order not paid yet), `pending`, `succeeded`, `failed`. Refunded is the order's state. */
    status: text('status').notNull(),
    /** Why it failed (`refused`, `noAnswer`, `invalidNumber`), as the history words it. */
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    /** The gateway's own reference of a delivered package. */
    gatewayReference: text('gateway_reference'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('data_topups_created_idx').on(t.createdAt, t.id),
    index('data_topups_pending_idx')
      .on(t.updatedAt)
      .where(sql`status = 'pending'`),
    check('data_topups_status', sql`status in ('held', 'pending', 'succeeded', 'failed')`),
  ],
);
