import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Day } from '../contract.ts';
import { at, createdAt } from '#server/db/schema/columns.ts';
import { users } from '#server/db/schema/accounts.ts';

/*
 * Trip schedules (decision 0027). The plan (days of ordered stops) is one document, edited and
 * saved whole, so it is one jsonb column checked by the contract's schema before every write; the
 * version number guards it against a stale save from another tab.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    days: jsonb('days').$type<Day[]>().notNull(),
    /** Starts at 1; every write adds one, and a write names the version it was made from. */
    version: integer('version').notNull().default(1),
    /** The read-only link's token while shared (decision 0028); null when private. */
    shareToken: text('share_token'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('schedules_user_idx').on(t.userId, t.startDate),
    uniqueIndex('schedules_share_token_key').on(t.shareToken),
    check('schedules_version_positive', sql`${t.version} >= 1`),
  ],
);
