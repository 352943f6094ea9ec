import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { nameKey } from '../name-key.ts';
import { createdAt, at } from './columns.ts';

/**
 * An account. Phone numbers are E.164 and always verified (a code sent to them); e-mails are
 * lower-cased and count (sign-in, linking a provider) only once verified: by a code sent to them,
 * or by the provider they came from. Only a verified e-mail is unique: an address someone merely
 * typed cannot block its owner (docs/decisions/0022-hardening.md).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullname: text('fullname').notNull(),
    /**
     * The name as moments search compares it (without diacritics, lower case), kept on write:
     * computed per row at query time it cost a scan of every user (src/features/moments/server/search.ts).
     */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`${nameKey(sql.identifier('fullname'))}`),
    phone: text('phone'),
    email: text('email'),
    emailVerifiedAt: at('email_verified_at'),
    passwordHash: text('password_hash'),
    avatarKey: text('avatar_key'),
    language: text('language').notNull().default('vi'),
    colorMode: text('color_mode').notNull().default('system'),
    /** Posts and comments in another language are shown translated at once (decision 0093). */
    alwaysTranslate: boolean('always_translate').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`email_verified_at is not null`),
    index('users_email_idx').on(t.email),
    // Moments search finds people by any part of their name.
    index('users_name_key_trgm').using('gin', sql`${t.nameKey} gin_trgm_ops`),
  ],
);

/** A Google or Facebook account linked to a user, by the provider's stable subject id. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * One signed-in device: the family of refresh tokens that descend from one login. Revoking it
 * ends the session everywhere its tokens travelled (logout, refresh-token reuse, password reset).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; `used_at` is set once, when the token is rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * A one-time code sent for one purpose to one destination: by SMS to a number (register, reset,
 * link) or by e-mail to an address (email). At most one open challenge per purpose and
 * destination, so concurrent requests share it. A verified code yields a single-use ticket that
 * the final step (create, resetPassword, linkMobile, verifyEmailOtp) consumes.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    destination: text('destination').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: at('last_sent_at').notNull(),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: at('ticket_expires_at'),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('otp_challenges_open_key')
      .on(t.purpose, t.destination)
      .where(sql`consumed_at is null`),
    uniqueIndex('otp_challenges_ticket_key').on(t.ticketHash),
  ],
);

/**
 * Push-messaging tokens of signed-in browsers, each bound to the session that saved it: the token
 * passes to another account only once that session has ended (docs/decisions/0022-hardening.md).
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    token: text('token').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('device_tokens_user_idx').on(t.userId)],
);

/** Analytics events sent by the client (`/user/event`). */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    page: text('page'),
    props: jsonb('props'),
    createdAt: createdAt(),
  },
  (t) => [index('events_name_created_idx').on(t.name, t.createdAt)],
);
