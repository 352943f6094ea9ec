import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/db/schema/accounts.ts';
import { at, createdAt } from '#server/db/schema/columns.ts';

/*
 * The order engine (docs/decisions/0029-order-engine.md). One inventory table serves every kind of
 * product: a unit is a room of a room type for a night, a seat of a flight's fare class on a day,
 * or a ticket of an attraction for a day. A hold moves units from free to held in a guarded update,
 * a confirmation from held to sold, an expiry or a cancellation back to free.
 */

/**
 * Units of one product on one day. `product` names what is sold (`hotel:<hotel>:<roomType>`,
 * `flight:<flightNo>:<fareClass>`, `ticket:<attraction>`), as the supplier that owns it spells it.
 * The checks make overselling impossible even for a statement that forgot its guard.
 */
export const bookingInventory = pgTable(
  'booking_inventory',
  {
    supplier: text('supplier').notNull(),
    product: text('product').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** The price of one unit that day in VND, before taxes and fees. */
    price: integer('price').notNull(),
    /** Closed to new holds by the supplier's manager (a stop-sell); held and sold units stay. */
    stopped: boolean('stopped').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.supplier, t.product, t.day] }),
    // Search reads every product of a supplier for a few days: by day first, not product by
    // product, and covering (the units and the price ride along) so the rows come from the index
    // alone; the heap keeps a product's nights together, a day's rows are spread over thousands of
    // pages (decision 0056).
    // (drizzle has no INCLUDE: the covered columns are trailing keys, which serves the same.)
    index('booking_inventory_search_idx').on(
      t.supplier,
      t.day,
      t.product,
      t.capacity,
      t.held,
      t.sold,
      t.price,
      t.stopped,
    ),
    check('booking_inventory_units', sql`held >= 0 and sold >= 0 and held + sold <= capacity`),
    check('booking_inventory_price', sql`price >= 0`),
  ],
);

/**
 * The lowest price a product has been stocked at, any day: a bound no stay can undercut, so the
 * whole country's hotel search ranks room types from their floors and checks the nights of the
 * cheapest few instead of every room type (decision 0061). Kept by triggers on
 * `booking_inventory` (migration 0017): stocking lowers it, a price cut lowers it; a price rise or
 * a removed night leaves it low, which is still a bound.
 */
export const bookingPriceFloors = pgTable(
  'booking_price_floors',
  {
    supplier: text('supplier').notNull(),
    product: text('product').notNull(),
    floor: integer('floor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplier, t.product] }),
    index('booking_price_floors_rank_idx').on(t.supplier, t.floor, t.product),
  ],
);

/**
 * Cancellation terms a supplier's manager set for new bookings in place of the catalogue's rule
 * (decision 0091). `key` names what the rule is for, as the catalogue's rules are given: a hotel
 * (`hotel:<id>`, all its room types), a fare (`flight:<no>:<class>`), a ticket (`ticket:<id>`), a
 * SIM (`sim:<id>`). `rule` is a `CancellationRule` (src/features/booking/server/terms.ts). Orders keep the
 * terms stored with their quote, so a change reaches only holds made after it.
 */
export const bookingTermsRules = pgTable(
  'booking_terms_rules',
  {
    supplier: text('supplier').notNull(),
    key: text('key').notNull(),
    rule: jsonb('rule').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplier, t.key] })],
);

/**
 * An order: who buys, what state it is in, the quote that was held (the price at confirmation is
 * this one, itemised) and how it is paid. A buyer is a signed-in user or a visitor whose phone
 * number was verified by a code; such orders are attached to the account that later holds the number.
 */
export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people read and say on the phone: `NVT-` and 8 characters without look-alikes. */
    number: text('number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * E.164: the verified number of a signed-out buyer (how the guest owns the order), or the contact
     * a signed-in buyer typed, kept for the order and never sent to (booking/recipients.ts).
     */
    phone: text('phone'),
    email: text('email'),
    contactName: text('contact_name'),
    locale: text('locale').notNull(),
    state: text('state').notNull(),
    supplier: text('supplier').notNull(),
    /** The itemised quote taken with the hold (contract `Quote`). */
    quote: jsonb('quote').notNull(),
    total: integer('total').notNull(),
    holdExpiresAt: at('hold_expires_at').notNull(),
    paymentProvider: text('payment_provider'),
    /** The signed voucher code (hotels and tickets), once confirmed; used once at the door. */
    voucher: text('voucher').unique(),
    voucherUsedAt: at('voucher_used_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('booking_orders_user_idx').on(t.userId, t.createdAt),
    index('booking_orders_phone_idx').on(t.phone),
    // The order desk finds an order by e-mail, or by the start of the contact's name in any case.
    index('booking_orders_email_idx').on(t.email),
    index('booking_orders_contact_name_idx').using('btree', sql`lower(${t.contactName}) text_pattern_ops`),
    index('booking_orders_held_idx')
      .on(t.holdExpiresAt)
      .where(sql`state in ('held', 'awaiting_payment')`),
    check(
      'booking_orders_state',
      sql`state in ('held', 'awaiting_payment', 'confirmed', 'expired', 'cancelled', 'refunded')`,
    ),
    check('booking_orders_total', sql`total >= 0`),
  ],
);

/** One line of an order: units of one product over consecutive days (nights, a flight, a visit). */
export const bookingOrderItems = pgTable(
  'booking_order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    product: text('product').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    /** How many consecutive days the units are taken for (a hotel's nights; 1 otherwise). */
    days: integer('days').notNull(),
    quantity: integer('quantity').notNull(),
    /** Guests or passengers as entered (names as on the passport for flights). */
    travellers: jsonb('travellers').notNull().default([]),
  },
  (t) => [index('booking_order_items_order_idx').on(t.orderId)],
);

/** Every change of an order: who, when, why, from which state to which (its history page). */
export const bookingOrderEvents = pgTable(
  'booking_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    /** `user:<id>`, `guest:<E.164>`, `system` (expiry job), `vnpay`, `staff`. */
    actor: text('actor').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** A stable word (`hold`, `confirm`, `payment`, `expire`, `cancel`, `refund`, `voucher`, `attach`). */
    reason: text('reason').notNull(),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * The messages an order's jobs sent its buyer, or dropped over a budget (decision 0066): channel
 * and message only, never the recipient. The order desk reads them (decision 0091).
 */
export const bookingOrderMessages = pgTable(
  'booking_order_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    /** `sms` or `mail`. */
    channel: text('channel').notNull(),
    /** The message (`confirmed`, `confirmedFlight`). */
    kind: text('kind').notNull(),
    sent: boolean('sent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_order_messages_order_idx').on(t.orderId, t.id)],
);

/**
 * Money that moved or was asked to move through a provider: a charge or a refund, with the
 * provider's reference, so a refund can always be traced to the payment it returns.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    /** `pending`, `succeeded`, `failed`. */
    status: text('status').notNull(),
    /** Our reference at the provider (VNPay's vnp_TxnRef), unique per provider. */
    reference: text('reference').notNull(),
    /** The provider's own transaction number, once it answered. */
    providerTransaction: text('provider_transaction'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('booking_payments_order_idx').on(t.orderId),
    uniqueIndex('booking_payments_reference_key').on(t.provider, t.reference),
  ],
);
