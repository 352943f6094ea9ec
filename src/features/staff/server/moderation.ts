import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'astro/zod';
import type {
  moderationActInput,
  ModerationOutcome,
  ModerationQueueEntry,
  ModerationQueuePage,
  moderationQueueInput,
  ReportReason,
} from '#features/moderation/contract.ts';
import { ApiError } from '#server/api/codes.ts';
import { serverConfig } from '#server/config.ts';
import type { Queryable, Transaction } from '#server/db/client.ts';
import { moderationReports, users } from '#server/db/schema/index.ts';
import { hideItem, loadItems, removeItem, type ItemRef } from './moderation-items.ts';
import { noticeDecision } from './moderation-notices.ts';
import { restrict } from '#features/moderation/server/restrictions.ts';
import type { AuditEntry } from './audit.ts';

/*
 * The moderation queue (decision 0089): open reports grouped by item, the item waiting longest
 * first, each with its reasons, its reporter count and the item in context; and the one decision
 * that resolves every open report of an item at once.
 */

const HOUR_MS = 3_600_000;

/** Before this instant a report is past its time limit. */
const overdueBefore = (now: Date) => new Date(now.getTime() - serverConfig.moderation.reportHours * HOUR_MS);

export async function moderationQueue(
  db: Queryable,
  query: z.output<typeof moderationQueueInput>,
  now = new Date(),
): Promise<ModerationQueuePage> {
  const limit = serverConfig.moderation.reportHours;
  const cutoff = overdueBefore(now);
  const open = isNull(moderationReports.resolvedAt);
  const first = sql<Date>`min(${moderationReports.createdAt})`.mapWith(moderationReports.createdAt);
  const groups = await db
    .select({
      kind: moderationReports.itemKind,
      id: moderationReports.itemId,
      authorId: sql<string>`(array_agg(${moderationReports.authorId}::text))[1]`,
      reporters: count(),
      first,
      reasons: sql<ReportReason[]>`json_agg(${moderationReports.reason} order by ${moderationReports.createdAt})`,
      notes: sql<string[]>`json_agg(${moderationReports.note} order by ${moderationReports.createdAt})`,
    })
    .from(moderationReports)
    .where(open)
    .groupBy(moderationReports.itemKind, moderationReports.itemId)
    .having(query.overdue ? lt(sql`min(${moderationReports.createdAt})`, cutoff) : undefined)
    .orderBy(asc(sql`min(${moderationReports.createdAt})`), moderationReports.itemKind, moderationReports.itemId)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const item = sql`(${moderationReports.itemKind}, ${moderationReports.itemId})`;
  const [totals] = await db
    .select({
      total: sql<number>`count(distinct ${item})::int`,
      overdue: sql<number>`(count(distinct ${item}) filter (where ${lt(moderationReports.createdAt, cutoff)}))::int`,
    })
    .from(moderationReports)
    .where(open);

  const items = await loadItems(db, groups);
  const goneAuthors = groups.filter((group) => !items.has(`${group.kind}:${group.id}`)).map((group) => group.authorId);
  const names = new Map(
    goneAuthors.length === 0
      ? []
      : (
          await db.select({ id: users.id, fullname: users.fullname }).from(users).where(inArray(users.id, goneAuthors))
        ).map((user) => [user.id, user.fullname]),
  );

  const entries: ModerationQueueEntry[] = groups.map((group) => {
    const tally = new Map<ReportReason, number>();
    for (const reason of group.reasons) tally.set(reason, (tally.get(reason) ?? 0) + 1);
    return {
      item: items.get(`${group.kind}:${group.id}`) ?? {
        kind: group.kind,
        id: group.id,
        state: 'gone',
        text: '',
        thumbnailUrl: null,
        author: { id: group.authorId, fullname: names.get(group.authorId) ?? '' },
        link: null,
        createdAt: null,
      },
      reporters: group.reporters,
      reasons: [...tally].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count),
      notes: group.notes.filter((note) => note !== ''),
      firstReportedAt: group.first.toISOString(),
      dueAt: new Date(group.first.getTime() + limit * HOUR_MS).toISOString(),
      overdue: group.first < cutoff,
    };
  });
  return {
    items: entries,
    page: query.page,
    pageSize: query.pageSize,
    total: query.overdue ? (totals?.overdue ?? 0) : (totals?.total ?? 0),
    overdueTotal: totals?.overdue ?? 0,
    limitHours: limit,
  };
}

export interface Decided {
  outcome: ModerationOutcome;
  audit: Omit<AuditEntry, 'action'>;
  /** Work for after the commit: a removed post's files. */
  afterCommit: () => Promise<void>;
}

/**
 * Decides on an item in `tx`: resolves its open reports (all of them, once: a second decision on
 * the same reports, at the same time or later, finds none open and is refused with CONFLICT),
 * applies the action, restricts the author for a suspension or a ban, and tells the author and
 * the reporters. Warning, suspending and banning hide the item too: each says it broke the rules.
 */
export async function decide(
  tx: Transaction,
  input: z.output<typeof moderationActInput>,
  moderatorId: string,
  now = new Date(),
): Promise<Decided> {
  const ref: ItemRef = { kind: input.itemKind, id: input.itemId };
  const resolved = await tx
    .update(moderationReports)
    .set({ resolvedAt: now, outcome: input.action, resolvedBy: moderatorId })
    .where(
      and(
        eq(moderationReports.itemKind, ref.kind),
        eq(moderationReports.itemId, ref.id),
        isNull(moderationReports.resolvedAt),
      ),
    )
    .returning({
      id: moderationReports.id,
      reporterId: moderationReports.reporterId,
      authorId: moderationReports.authorId,
    });
  const authorId = resolved[0]?.authorId;
  if (!authorId) throw new ApiError('CONFLICT', { reason: 'noOpenReport' });

  const item = (await loadItems(tx, [ref])).get(`${ref.kind}:${ref.id}`);
  const before = { state: item?.state ?? 'gone', openReports: resolved.length };
  let afterCommit: () => Promise<void> = async () => undefined;
  if (input.action === 'remove') afterCommit = await removeItem(tx, ref);
  else if (input.action !== 'dismiss') await hideItem(tx, ref);

  let until: Date | null | undefined;
  if (input.action === 'suspend') until = new Date(now.getTime() + input.days * 24 * HOUR_MS);
  if (input.action === 'ban') until = null;
  if (until !== undefined) await restrict(tx, { userId: authorId, until, reason: input.note, createdBy: moderatorId });

  await noticeDecision(tx, {
    action: input.action,
    kind: ref.kind,
    itemId: ref.id,
    text: item?.text ?? '',
    authorId,
    reporters: resolved.map((report) => ({ reportId: report.id, reporterId: report.reporterId })),
    note: input.note,
    until: until ?? undefined,
    link: item?.link ?? null,
    decidedAt: now,
  });

  const state = !item || input.action === 'remove' ? 'gone' : input.action === 'dismiss' ? before.state : 'hidden';
  const outcome: ModerationOutcome = {
    action: input.action,
    resolved: resolved.length,
    ...(until !== undefined ? { restrictedUntil: until?.toISOString() ?? null } : {}),
  };
  return {
    outcome,
    afterCommit,
    audit: {
      target: { type: `moderation_${ref.kind}`, id: ref.id },
      before: { ...before, authorId },
      after: {
        state,
        outcome: input.action,
        note: input.note,
        reports: resolved.map((report) => report.id),
        ...(until !== undefined ? { restrictedUntil: until?.toISOString() ?? null } : {}),
      },
    },
  };
}
