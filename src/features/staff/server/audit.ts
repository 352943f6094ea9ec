import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'astro/zod';
import type { StaffAuditRow, staffAuditQuery } from '../contract.ts';
import type { Page } from '#lib/api/contract/common.ts';
import type { Queryable } from '#server/db/client.ts';
import { staffAuditLog } from '#server/db/schema/index.ts';

/*
 * The audit log (decision 0076): one row per staff action, written in the transaction of the
 * change it describes, so a change and its record commit or roll back together. The table refuses
 * UPDATE, DELETE and TRUNCATE (migration 0018); this module only inserts and reads.
 */

/** Who acts and from where: the staff caller of a request, or an account acting on its own staff record. */
export interface AuditActor {
  userId: string;
  fullname: string;
  staffSessionId?: string;
  clientAddress: string;
  requestId?: string;
}

export interface AuditEntry {
  /** What was done, `area.verb`: `voucher.checkIn`, `staff.invite`, `staff.signIn`. */
  action: string;
  target?: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: Queryable, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(staffAuditLog).values({
    actorId: actor.userId,
    actorName: actor.fullname,
    staffSessionId: actor.staffSessionId,
    action: entry.action,
    targetType: entry.target?.type,
    targetId: entry.target?.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    clientAddress: actor.clientAddress,
    requestId: actor.requestId,
  });
}

/** Administrators' search: any of actor, action, record and time range; newest first. */
export async function searchAudit(
  db: Queryable,
  query: z.output<typeof staffAuditQuery>,
): Promise<Page<StaffAuditRow>> {
  const filters: SQL[] = [];
  if (query.actorId) filters.push(eq(staffAuditLog.actorId, query.actorId));
  if (query.action) filters.push(eq(staffAuditLog.action, query.action));
  if (query.targetType) filters.push(eq(staffAuditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(staffAuditLog.targetId, query.targetId));
  if (query.from) filters.push(gte(staffAuditLog.at, new Date(query.from)));
  if (query.to) filters.push(lte(staffAuditLog.at, new Date(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(where)
    .orderBy(desc(staffAuditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(staffAuditLog).where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      clientAddress: row.clientAddress,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}
