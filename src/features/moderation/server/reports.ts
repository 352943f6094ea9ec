import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ModeratedItemKind, ReportReason } from '../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { moderationReports } from '#server/db/schema/index.ts';

/*
 * Readers' reports (decision 0089): one per reporter and item. Reporting again while the report is
 * open changes its reason and note and keeps its place in the queue; reporting an item again after
 * a decision opens a new report, with a time limit of its own.
 */

export interface NewReport {
  kind: ModeratedItemKind;
  itemId: string;
  authorId: string;
  reporterId: string;
  reason: ReportReason;
  note: string;
}

export async function fileReport(db: Queryable, report: NewReport): Promise<void> {
  await db
    .insert(moderationReports)
    .values({
      itemKind: report.kind,
      itemId: report.itemId,
      authorId: report.authorId,
      reporterId: report.reporterId,
      reason: report.reason,
      note: report.note,
    })
    .onConflictDoUpdate({
      target: [moderationReports.itemKind, moderationReports.itemId, moderationReports.reporterId],
      set: {
        reason: report.reason,
        note: report.note,
        createdAt: sql`case when ${moderationReports.resolvedAt} is null then ${moderationReports.createdAt} else now() end`,
        resolvedAt: null,
        outcome: null,
        resolvedBy: null,
      },
    });
}

/**
 * An item its author deleted leaves the queue with its open reports (as the reports of a post went
 * with it before the queue): nothing is left to decide. Decided reports stay, with their outcome.
 */
export async function dropOpenReports(tx: Queryable, kind: ModeratedItemKind, itemId: string): Promise<void> {
  await tx
    .delete(moderationReports)
    .where(
      and(
        eq(moderationReports.itemKind, kind),
        eq(moderationReports.itemId, itemId),
        isNull(moderationReports.resolvedAt),
      ),
    );
}
