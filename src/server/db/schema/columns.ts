import { timestamp } from 'drizzle-orm/pg-core';

/** Columns every area's tables share, so a timestamp means the same thing everywhere. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
