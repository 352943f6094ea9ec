import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, at } from '#server/db/schema/columns.ts';
import { users } from '#server/db/schema/accounts.ts';

/*
 * Engagement on content pages. A target is a content entry by kind and slug (the slug is the same
 * in every language, so a comment written on /en/places/x/ shows on /places/x/ too).
 */

/** Which entry, and whose: the columns every engagement record starts with. */
const engagementBy = () => ({
  targetKind: text('target_kind').notNull(),
  targetSlug: text('target_slug').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** A reader's comment: plain text, rendered as text, never as HTML. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...engagementBy(),
    text: text('text').notNull(),
    /** The text's language as detected when written (decision 0093); null where it cannot be told. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Set when a moderator hid the comment (decision 0089): no reader is shown it, nor counts it. */
    hiddenAt: at('hidden_at'),
  },
  (t) => [index('comments_target_idx').on(t.targetKind, t.targetSlug, t.createdAt)],
);

/** One like per user and target: the primary key makes a second like a no-op. */
export const likes = pgTable(
  'likes',
  {
    ...engagementBy(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.targetKind, t.targetSlug, t.userId] })],
);

/** One review per user and target, 1 to 5 stars, editable. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...engagementBy(),
    rating: smallint('rating').notNull(),
    text: text('text'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Set when a moderator hid the review (decision 0089): no reader is shown it, nor counts it. */
    hiddenAt: at('hidden_at'),
  },
  (t) => [
    uniqueIndex('reviews_target_user_key').on(t.targetKind, t.targetSlug, t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
