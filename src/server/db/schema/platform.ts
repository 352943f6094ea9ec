import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, at } from './columns.ts';

/** Messages kept by the default SMS provider, for developers to read (never sent anywhere). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_recipient_idx').on(t.recipient, t.id)],
);

/** Fixed-window counters shared by every app process (login, OTP sends, per number and address). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Process-independent settings the server creates on first start (the token-signing secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The first answer of a state-changing call made with an `Idempotency-Key`: a retry by the same
 * caller with the same key gets this answer back instead of running again. The request's
 * fingerprint tells a genuine retry from a key reused for a different request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
