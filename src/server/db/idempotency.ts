import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { ApiError } from '../api/codes.ts';
import { getDatabase, type Transaction } from './client.ts';
import { idempotencyKeys } from './schema/index.ts';

/** How long a key is remembered: far longer than any client retries, short enough to stay small. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The header a client sends to make a state-changing call safe to retry. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Printable, 8 to 128 characters: a UUID fits, and a key never smuggles anything into a log. */
export const isIdempotencyKey = (key: string): boolean => /^[\x21-\x7e]{8,128}$/.test(key);

export interface Once<T = unknown> {
  /** Whose key it is (a user id): two callers never share keys. */
  owner: string;
  /** The client's key, or undefined when it sent none (the work then simply runs). */
  key: string | undefined;
  /** What was asked (the call and its input): the same key with another request is refused. */
  request: unknown;
  /**
   * What a replay answers, made from the first answer in the replay's transaction, for a call whose
   * answer shows state that may have moved on since (an order cancelled after its confirmation).
   * The work still never runs twice. Without it, a replay answers the first answer as stored.
   */
  replay?: (first: T, tx: Transaction) => Promise<T>;
}

/**
 * Runs `work` in one transaction, at most once per owner and key. The key's row is inserted in the
 * same transaction as the work's writes, so either both are stored or neither: a retry after a
 * failure runs again, a retry after a success gets the stored answer. A concurrent duplicate waits
 * on the row's unique key until the first commits, then reads its answer (PostgreSQL; PGlite runs
 * one transaction at a time, which gives the same result).
 */
export async function runOnce<T>(once: Once<T>, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const db = await getDatabase();
  if (once.key === undefined) return db.transaction(work);
  const key = once.key;
  const fingerprint = createHash('sha256').update(JSON.stringify(once.request)).digest('base64url');
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ owner: once.owner, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.owner, once.owner), eq(idempotencyKeys.key, key)));
      if (!first || first.fingerprint !== fingerprint) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
      return once.replay ? once.replay(first.response as T, tx) : (first.response as T);
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result ?? null })
      .where(and(eq(idempotencyKeys.owner, once.owner), eq(idempotencyKeys.key, key)));
    // Old keys are only dead weight; a sample of calls sweeps them.
    if (Math.random() < 0.01)
      await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
    return result;
  });
}
