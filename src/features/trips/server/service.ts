import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Day, Schedule, ScheduleSummary, SharedSchedule } from '../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { oneRow } from '#server/db/one-row.ts';
import { schedules } from '#server/db/schema/index.ts';

/*
 * The trip planner's rules (decisions 0027 and 0028). Writes take the caller's transaction
 * (src/server/db/idempotency.ts opens it). A schedule is private: any call about another person's
 * schedule answers NOT_FOUND, exactly as for one that does not exist, so ids reveal nothing.
 */

/** More schedules than anyone plans; stops a script from filling the table through one account. */
export const MAX_SCHEDULES_PER_USER = 500;

type Row = typeof schedules.$inferSelect;

export interface Plan {
  title: string;
  startDate: string;
  days: Day[];
}

export const scheduleView = (row: Row): Schedule => ({
  id: row.id,
  title: row.title,
  startDate: row.startDate,
  version: row.version,
  days: row.days,
  shareToken: row.shareToken,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const summaryView = (row: Row): ScheduleSummary => ({
  id: row.id,
  title: row.title,
  startDate: row.startDate,
  dayCount: row.days.length,
  stopCount: row.days.reduce((sum, day) => sum + day.stops.length, 0),
  version: row.version,
  shared: row.shareToken !== null,
  shareToken: row.shareToken,
  updatedAt: row.updatedAt.toISOString(),
});

/** What a shared link shows: the plan, never the owner, the id or the token. */
export const sharedView = (row: Row): SharedSchedule => ({
  title: row.title,
  startDate: row.startDate,
  days: row.days,
  updatedAt: row.updatedAt.toISOString(),
});

const own = (userId: string, id: string) => and(eq(schedules.id, id), eq(schedules.userId, userId));

export async function createSchedule(tx: Queryable, userId: string, plan: Plan): Promise<Row> {
  // Counted inside the transaction that inserts, and the user's row locked first, so two
  // concurrent creates cannot both pass the limit.
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
  const [owned] = await tx.select({ value: count() }).from(schedules).where(eq(schedules.userId, userId));
  if ((owned?.value ?? 0) >= MAX_SCHEDULES_PER_USER)
    throw new ApiError('FORBIDDEN', { reason: 'schedule-limit', max: MAX_SCHEDULES_PER_USER });
  return oneRow(
    await tx
      .insert(schedules)
      .values({ userId, ...plan })
      .returning(),
  );
}

export async function getOwnSchedule(db: Queryable, userId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(schedules).where(own(userId, id));
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/**
 * Writes `changes` only if the schedule is still at `version` (compare-and-set in the UPDATE's own
 * WHERE, so of two concurrent writes from one version exactly one matches). A stale write changes
 * nothing and answers CONFLICT with the schedule as it is now.
 */
async function writeAtVersion(
  tx: Queryable,
  userId: string,
  id: string,
  version: number,
  changes: Partial<Pick<Row, 'title' | 'startDate' | 'days' | 'shareToken'>>,
): Promise<Row> {
  const [row] = await tx
    .update(schedules)
    .set({ ...changes, version: sql`${schedules.version} + 1`, updatedAt: sql`now()` })
    .where(and(own(userId, id), eq(schedules.version, version)))
    .returning();
  if (row) return row;
  const current = await getOwnSchedule(tx, userId, id);
  throw new ApiError('CONFLICT', { current: scheduleView(current) });
}

export const updateSchedule = (tx: Queryable, userId: string, id: string, version: number, plan: Plan) =>
  writeAtVersion(tx, userId, id, version, plan);

export const renameSchedule = (tx: Queryable, userId: string, id: string, version: number, title: string) =>
  writeAtVersion(tx, userId, id, version, { title });

export async function deleteSchedule(tx: Queryable, userId: string, id: string): Promise<void> {
  const deleted = await tx.delete(schedules).where(own(userId, id)).returning({ id: schedules.id });
  if (deleted.length === 0) throw new ApiError('NOT_FOUND');
}

/** A private copy: same plan, the title marked as a copy, never the original's share link. */
export async function duplicateSchedule(tx: Queryable, userId: string, id: string, title: string): Promise<Row> {
  const original = await getOwnSchedule(tx, userId, id);
  return createSchedule(tx, userId, { title, startDate: original.startDate, days: original.days });
}

/** 32 random bytes: a link nobody can guess (decision 0028). */
const newShareToken = () => randomBytes(32).toString('base64url');

/** Shares a schedule by link; sharing one that is shared already answers the same link. */
export async function shareSchedule(tx: Queryable, userId: string, id: string): Promise<Row> {
  const [row] = await tx
    .update(schedules)
    .set({ shareToken: sql`coalesce(${schedules.shareToken}, ${newShareToken()})` })
    .where(own(userId, id))
    .returning();
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** Ends the link: it answers 404 from now on. Sharing again later makes a new one. */
export async function revokeShare(tx: Queryable, userId: string, id: string): Promise<Row> {
  const [row] = await tx.update(schedules).set({ shareToken: null }).where(own(userId, id)).returning();
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export async function getSharedSchedule(db: Queryable, token: string): Promise<Row> {
  const [row] = await db.select().from(schedules).where(eq(schedules.shareToken, token));
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** The caller's schedules, soonest trip first (then the most recently edited). */
export async function listSchedules(db: Queryable, userId: string, page: { page: number; pageSize: number }) {
  const where = eq(schedules.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(schedules)
      .where(where)
      .orderBy(schedules.startDate, desc(schedules.updatedAt), schedules.id)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(schedules).where(where),
  ]);
  return { items: rows.map(summaryView), page: page.page, pageSize: page.pageSize, total: total?.value ?? 0 };
}
