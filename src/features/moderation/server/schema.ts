import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/db/schema/accounts.ts';
import { at, createdAt } from '#server/db/schema/columns.ts';

/*
 * The moderation queue (decision 0089): readers' reports of posts (photo posts and reels),
 * comments and reviews, and the restrictions moderators put on an author. An item is named by its
 * kind and id, not by a foreign key: a report outlives the item a moderator removed, so the queue
 * and the audit log keep what was decided about it.
 */

export const MODERATED_KINDS = ['post', 'comment', 'review'] as const;
export const MODERATION_OUTCOMES = ['dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban'] as const;

/** One report per reporter and item; resolving sets `resolved_at` once, with the outcome and who decided. */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemKind: text('item_kind', { enum: MODERATED_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** The item's author when it was reported: sanctions and notices reach them after a removal too. */
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
    outcome: text('outcome', { enum: MODERATION_OUTCOMES }),
    /** The moderator's account id (not a foreign key, like the audit log's actor). */
    resolvedBy: uuid('resolved_by'),
  },
  (t) => [
    uniqueIndex('moderation_reports_item_reporter_key').on(t.itemKind, t.itemId, t.reporterId),
    // The queue: open reports, oldest first, and the open reports of one item.
    index('moderation_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index('moderation_reports_open_item_idx')
      .on(t.itemKind, t.itemId)
      .where(sql`${t.resolvedAt} is null`),
    check('moderation_reports_resolved', sql`(${t.resolvedAt} is null) = (${t.outcome} is null)`),
  ],
);

/**
 * An author who may not post, comment or review: suspended until `until`, or banned (`until` is
 * null). One row per account; a later decision replaces the earlier one.
 */
export const moderationRestrictions = pgTable('moderation_restrictions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: at('until'),
  reason: text('reason').notNull().default(''),
  createdBy: uuid('created_by').notNull(),
  createdAt: createdAt(),
});
