import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/schema/columns.ts';

/**
 * The ids a translation goes with: a post's (moments) and a comment's (engagement). Translation
 * knows neither table (decision 0107); the schema's index, which gathers every area's tables, hands
 * them over and builds the table once.
 */
interface TranslatedOriginals {
  post: () => AnyPgColumn;
  comment: () => AnyPgColumn;
}

/**
 * Machine translations of posts (reels' captions included) and comments into a reader's language
 * (decision 0093). One row per original and language, next to the original, never over it: it
 * goes with its post or comment by the foreign key. `text_hash` is the original's SHA-256, so the
 * same words under another post are translated once, and an edited comment is translated again.
 */
export const translationsTable = (originals: TranslatedOriginals) =>
  pgTable(
    'translations',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      postId: uuid('post_id').references(originals.post, { onDelete: 'cascade' }),
      commentId: uuid('comment_id').references(originals.comment, { onDelete: 'cascade' }),
      textHash: text('text_hash').notNull(),
      sourceLanguage: text('source_language').notNull(),
      targetLanguage: text('target_language').notNull(),
      text: text('text').notNull(),
      /** Which provider wrote it (`stand-in`, `google`), so a reader is told whose words they read. */
      provider: text('provider').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      check('translations_one_original', sql`num_nonnulls(${t.postId}, ${t.commentId}) = 1`),
      uniqueIndex('translations_post_key').on(t.postId, t.targetLanguage),
      uniqueIndex('translations_comment_key').on(t.commentId, t.targetLanguage),
      index('translations_text_idx').on(t.textHash, t.targetLanguage),
    ],
  );
