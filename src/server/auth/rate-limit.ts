import { sql } from 'drizzle-orm';
import { ApiError } from '../api/codes.ts';
import { serverConfig } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface Limit {
  /** What is counted, e.g. `login:ip:203.0.113.7`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit in a fixed window kept in the database (so every app process shares it) and
 * answers the time to wait once the window's maximum is passed, else undefined. The upsert is a
 * single statement, so concurrent hits cannot both slip under the limit.
 */
export async function countHit(db: Queryable, limit: Limit): Promise<{ retryAfterMs: number } | undefined> {
  if (serverConfig.rateLimitDisabled) return undefined;
  const now = new Date();
  const windowOpenedBefore = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowOpenedBefore.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpenedBefore.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  // Counters of finished windows are only dead weight; a sample of requests sweeps them.
  if (Math.random() < 0.01)
    await db
      .delete(rateLimits)
      .where(sql`${rateLimits.windowStart} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`);
  if (!row || row.count <= limit.max) return undefined;
  return { retryAfterMs: Math.max(1000, row.windowStart.getTime() + limit.windowMs - now.getTime()) };
}

/** Counts one hit (see countHit) and refuses with RATE_LIMITED and the time to wait past the maximum. */
export async function hitLimit(db: Queryable, limit: Limit): Promise<void> {
  const over = await countHit(db, limit);
  if (over) throw new ApiError('RATE_LIMITED', over);
}

/** Clears a counter (a successful login forgets the failed attempts before it). */
export async function clearLimit(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
