import { z } from 'astro/zod';
import { defineCall } from './call.ts';
import { pageQuery } from './common.ts';
import { MOMENT_LIMITS, REPORT_REASONS, type PostKind, type ReportReason } from './moments.ts';

/*
 * The moderation queue (decision 0089): readers report posts, reels, comments and reviews; the
 * moderators' queue groups the open reports by item, oldest first, and one action resolves every
 * open report of the item at once. Staff calls, permission `moderation.review`.
 */

export const MODERATED_ITEM_KINDS = ['post', 'comment', 'review'] as const;
export type ModeratedItemKind = (typeof MODERATED_ITEM_KINDS)[number];

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** A suspension lasts 1 to 365 days. */
export const SUSPENSION_DAYS = { min: 1, max: 365, default: 7 } as const;

export const MODERATION_PATHS = {
  queue: '/staff/moderation/queue',
  act: '/staff/moderation/act',
  reportComment: '/comments/report',
  reportReview: '/review/report',
} as const;

const note = z
  .string()
  .max(MOMENT_LIMITS.reportNoteMax * 4, { message: 'field.moments.note' })
  .transform((text) => text.replace(/[^\P{Cc}\n\t]/gu, '').trim())
  .pipe(z.string().max(MOMENT_LIMITS.reportNoteMax, { message: 'field.moments.note' }));

/** A reader's report of a comment or a review (a post's is moments' `postReportInput`). */
export const itemReportInput = z.object({
  id: z.uuid(),
  reason: z.enum(REPORT_REASONS, { message: 'field.moments.reason' }),
  note: note.default(''),
});

/** A reader's report of a comment or a review (the same input and answer for both). */
export const reportCalls = {
  comment: defineCall({
    method: 'POST',
    path: MODERATION_PATHS.reportComment,
    input: itemReportInput,
    answer: z.object({ reported: z.literal(true) }),
  }),
  review: defineCall({
    method: 'POST',
    path: MODERATION_PATHS.reportReview,
    input: itemReportInput,
    answer: z.object({ reported: z.literal(true) }),
  }),
};

export const moderationQueueInput = z.object({
  /** Only items whose oldest open report is past the time limit. */
  overdue: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  ...pageQuery,
});

export const moderationActInput = z.object({
  itemKind: z.enum(MODERATED_ITEM_KINDS),
  itemId: z.uuid(),
  action: z.enum(MODERATION_ACTIONS),
  /** What the author is told, in the moderator's words (the reason of a hide, a warning, a ban). */
  note: note.default(''),
  /** A suspension's length; other actions ignore it. */
  days: z.coerce.number().int().min(SUSPENSION_DAYS.min).max(SUSPENSION_DAYS.max).default(SUSPENSION_DAYS.default),
});

/** The reported item as the moderator sees it, whatever readers are shown now. */
export interface ModeratedItem {
  kind: ModeratedItemKind;
  id: string;
  /** `visible`, hidden by a moderator, or `gone` (deleted by its author or removed). */
  state: 'visible' | 'hidden' | 'gone';
  text: string;
  /** A post's kind (photo post or reel). */
  postKind?: PostKind;
  /** A review's stars. */
  rating?: number;
  /** The first picture (or a reel's poster), small. */
  thumbnailUrl: string | null;
  author: { id: string; fullname: string };
  /** Where readers see it (or saw it), without the locale prefix. */
  link: string | null;
  createdAt: string | null;
}

export interface ModerationQueueEntry {
  item: ModeratedItem;
  reporters: number;
  /** Each reason given, with how many reporters gave it, most given first. */
  reasons: { reason: ReportReason; count: number }[];
  /** The reporters' notes that are not empty, oldest first. */
  notes: string[];
  firstReportedAt: string;
  /** When the oldest open report's time limit ends. */
  dueAt: string;
  overdue: boolean;
}

export interface ModerationQueuePage {
  items: ModerationQueueEntry[];
  page: number;
  pageSize: number;
  total: number;
  /** Items past the time limit, whatever the filter. */
  overdueTotal: number;
  /** The time limit per report, in hours (MODERATION_REPORT_HOURS). */
  limitHours: number;
}

export interface ModerationOutcome {
  action: ModerationAction;
  /** How many reports the action resolved. */
  resolved: number;
  /** Until when the author may not post (a suspension), or null for a ban. */
  restrictedUntil?: string | null;
}
