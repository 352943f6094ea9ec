import { and, eq } from 'drizzle-orm';
import { getDatabase } from '../../db/client.ts';
import { comments, reviews } from '../../db/schema.ts';
import { ApiError } from '../codes.ts';

type Owned = typeof comments | typeof reviews;

/** Deletes a record of the caller's own; someone else's is FORBIDDEN, a missing one NOT_FOUND. */
export async function deleteOwn(table: Owned, id: string, userId: string): Promise<void> {
  const db = await getDatabase();
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw await notOwned(table, id);
}

/** Why a write to a record by id touched nothing. */
export async function notOwned(table: Owned, id: string): Promise<ApiError> {
  const [exists] = await (await getDatabase()).select({ id: table.id }).from(table).where(eq(table.id, id));
  return new ApiError(exists ? 'FORBIDDEN' : 'NOT_FOUND');
}
