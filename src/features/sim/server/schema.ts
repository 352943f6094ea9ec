import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookingOrders } from '#features/booking/server/schema.ts';
import { at, createdAt } from '#server/db/schema/columns.ts';

/*
 * What a SIM order needs beyond the order engine's line (decisions 0040 and 0041): how the SIM
 * reaches the buyer, the passports the carrier registers (encrypted at rest, erased after a
 * period) and an eSIM's profile once the supplier issued it.
 */
export const simOrders = pgTable(
  'sim_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    simId: text('sim_id').notNull(),
    /** `physical` or `esim` (from the catalogue at the time of the hold). */
    type: text('type').notNull(),
    /** Contract `SimDelivery`: airport and arriving flight, hotel, or eSIM. Nothing personal. */
    delivery: jsonb('delivery').notNull(),
    /**
     * The passports (`[{ name, number }]`) sealed with AES-256-GCM under PERSONAL_DATA_KEY, bound to
     * this order's id; null when none were needed or once erased. Never readable in the database alone.
     */
    passportsSealed: text('passports_sealed'),
    /** The masks the order page shows (`N*** V** A`, `•••••123`), kept after erasure too. */
    passportsMasked: jsonb('passports_masked').notNull().default([]),
    /** When the sealed passports are erased (the erasure job, SIM_PASSPORT_RETENTION_DAYS). */
    eraseAfter: at('erase_after'),
    erasedAt: at('erased_at'),
    /** eSIM: `pending` until the supplier issues the profile, then `issued`. */
    esimState: text('esim_state'),
    smdpAddress: text('smdp_address'),
    matchingId: text('matching_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sim_orders_erase_idx')
      .on(t.eraseAfter)
      .where(sql`passports_sealed is not null`),
    check('sim_orders_type', sql`type in ('physical', 'esim')`),
    check('sim_orders_esim_state', sql`esim_state is null or esim_state in ('pending', 'issued')`),
  ],
);
