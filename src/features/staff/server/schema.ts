import { bigint, bigserial, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users, sessions } from '#server/db/schema/accounts.ts';
import { at, createdAt } from '#server/db/schema/columns.ts';

/**
 * An account that works for the business (decision 0075): its roles, and its second factor. The
 * TOTP secret is sealed with PERSONAL_DATA_KEY (a dump alone cannot mint codes); `totp_counter` is
 * the last time step accepted, so a code is good once. Removing a member deletes the row, which
 * ends their staff sessions at once (a session is valid only beside its member).
 */
export const staffMembers = pgTable('staff_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  roles: text('roles').array().notNull(),
  /** Set on the first sign-in, before the code that confirms it; replaced until confirmed. */
  totpSecret: text('totp_secret'),
  totpEnrolledAt: at('totp_enrolled_at'),
  totpCounter: bigint('totp_counter', { mode: 'number' }),
  invitedBy: uuid('invited_by'),
  createdAt: createdAt(),
});

/** One-time recovery codes of a member, stored as hashes; `used_at` is set once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffMembers.userId, { onDelete: 'cascade' }),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A staff sign-in: an account session plus a second factor, with a short life of its own. Its
 * token (NVTRAVEL-STAFF-TOKEN) is stored as a hash. It ends when idle too long, at its absolute
 * end, when revoked (sign-out, an administrator), or when the account session beneath it ends.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountSessionId: uuid('account_session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [uniqueIndex('staff_sessions_token_key').on(t.tokenHash), index('staff_sessions_user_idx').on(t.userId)],
);

/**
 * An administrator's invitation: a one-time link (its token stored as a hash), for one named
 * contact (a verified e-mail or the phone of the account that accepts it), expiring.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    contact: text('contact').notNull(),
    roles: text('roles').array().notNull(),
    /** Null when the operators' command made it (the first administrator). */
    invitedBy: uuid('invited_by'),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: uuid('accepted_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invites_token_key').on(t.tokenHash)],
);

/**
 * Every staff action (decision 0076): who, what, on which record, before and after, when and from
 * where. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0018), so no code
 * path, ours or an injected one, rewrites history. Actor ids are not foreign keys: a row outlives
 * the account it names, with the name it had then.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    staffSessionId: uuid('staff_session_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address').notNull(),
    requestId: text('request_id'),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at),
    index('staff_audit_log_actor_idx').on(t.actorId, t.at),
    index('staff_audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('staff_audit_log_action_idx').on(t.action, t.at),
  ],
);
