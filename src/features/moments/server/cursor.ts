import { sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '#lib/i18n/locales.ts';
import { fieldError } from './errors.ts';

/*
 * Cursors are opaque to clients: base64url JSON of where the list stopped (a phase of the feed and
 * the sort key of the last item). A cursor that does not decode is a field error, never a 500.
 */

export function encodeCursor(position: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor<T>(
  cursor: string | undefined,
  valid: (value: unknown) => value is T,
  locale: Locale,
): T | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (!valid(value)) throw fieldError(locale, 'data.cursor', 'cursor');
  return value;
}

export interface TimeCursor {
  at: string;
  id: string;
}
/** An id as the database writes it (the cursor goes into SQL as a uuid). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/** A time exactly as toISOString writes it: anything looser could fail as a timestamp in SQL. */
export const isIsoTime = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const time = new Date(value);
  return !Number.isNaN(time.getTime()) && time.toISOString() === value;
};

export const isTimeCursor = (v: unknown): v is TimeCursor =>
  typeof v === 'object' && v !== null && isIsoTime((v as TimeCursor).at) && isUuid((v as TimeCursor).id);

/** Rows newer-first after the cursor's (time, id): the keyset every time-ordered list here uses. */
export const before = (time: SQLWrapper, id: SQLWrapper, cursor?: TimeCursor | { at: Placeholder; id: Placeholder }) =>
  cursor ? sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
