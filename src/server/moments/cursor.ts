import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '../../lib/i18n/locales.ts';
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
export const isTimeCursor = (v: unknown): v is TimeCursor =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as TimeCursor).at === 'string' &&
  !Number.isNaN(Date.parse((v as TimeCursor).at)) &&
  /^[0-9a-f-]{36}$/.test(String((v as TimeCursor).id));

/** Rows newer-first after the cursor's (time, id): the keyset every time-ordered list here uses. */
export const before = (time: SQLWrapper, id: SQLWrapper, cursor?: TimeCursor) =>
  cursor ? sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
