import { comments } from '#features/engagement/server/schema.ts';
import { momentPosts } from '#features/moments/server/schema.ts';
import { translationsTable } from '#features/translation/server/schema.ts';

/**
 * Every area's tables, gathered for Drizzle (typed queries) and drizzle-kit (migrations). An area
 * keeps its own in src/features/<area>/server/schema.ts, named here; the accounts (who is calling)
 * and the tables that only support the platform live beside this file.
 */
export * from './accounts.ts';
export * from '#features/booking/server/schema.ts';
export * from '#features/engagement/server/schema.ts';
export * from '#features/moments/server/schema.ts';
export * from './platform.ts';
export * from '#features/search/server/schema.ts';
export * from '#features/trips/server/schema.ts';
export * from '#features/sim/server/schema.ts';
export * from '#features/data-packages/server/schema.ts';
export * from '#features/notifications/server/schema.ts';
export * from '#features/staff/server/schema.ts';
export * from '#features/moderation/server/schema.ts';

// Translations go with their post or comment by a foreign key, but translation knows neither table
// (decision 0107): its schema declares the table, and the columns it references are handed over here.

export const translations = translationsTable({ post: () => momentPosts.id, comment: () => comments.id });
