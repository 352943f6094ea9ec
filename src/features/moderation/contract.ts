import { z } from 'astro/zod';
import { defineCall } from '#lib/api/contract/call.ts';
import { pageOf, pageQuery } from '#lib/api/contract/common.ts';

/*
 * The moderation queue (decision 0089): readers report posts, reels, comments and reviews; the
 * moderators' queue groups the open reports by item, oldest first, and one action resolves every
 * open report of the item at once. Staff calls, permission `moderation.review`.
 */

export const MODERATED_ITEM_KINDS = ['post', 'comment', 'review'] as const;
export type ModeratedItemKind = (typeof MODERATED_ITEM_KINDS)[number];

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Why a reader reports a post, a comment or a review (moments and engagement send these). */
export const REPORT_REASONS = ['spam', 'nudity', 'violence', 'harassment', 'false-information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest note a reporter or a moderator writes, in characters. */
export const REPORT_NOTE_MAX = 500;

/**
 * The kinds of moment post a report can be about (a photo post or a reel); moments' `POST_KINDS`
 * are these, so the moderators' queue names every post a reader can report.
 */
export const REPORTED_POST_KINDS = ['photo', 'reel'] as const;

/** A suspension lasts 1 to 365 days. */
export const SUSPENSION_DAYS = { min: 1, max: 365, default: 7 } as const;

export const MODERATION_PATHS = {
  queue: '/staff/moderation/queue',
  act: '/staff/moderation/act',
  reportComment: '/comments/report',
  reportReview: '/review/report',
} as const;

/** A report's or a decision's note as typed, minus control characters other than line breaks. */
export const reportNote = z
  .string()
  .max(REPORT_NOTE_MAX * 4, { message: 'field.moments.note' })
  .transform((text) => text.replace(/[^\P{Cc}\n\t]/gu, '').trim())
  .pipe(z.string().max(REPORT_NOTE_MAX, { message: 'field.moments.note' }));

/** A report's reason, as every report call takes it. */
export const reportReason = z.enum(REPORT_REASONS, { message: 'field.moments.reason' });

/** A reader's report of a comment or a review (a post's is moments' `postReportInput`). */
export const itemReportInput = z.object({
  id: z.uuid(),
  reason: reportReason,
  note: reportNote.default(''),
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
  note: reportNote.default(''),
  /** A suspension's length; other actions ignore it. */
  days: z.coerce.number().int().min(SUSPENSION_DAYS.min).max(SUSPENSION_DAYS.max).default(SUSPENSION_DAYS.default),
});

/** The reported item as the moderator sees it, whatever readers are shown now. */
const moderatedItemSchema = z.object({
  kind: z.enum(MODERATED_ITEM_KINDS),
  id: z.string(),
  /** `visible`, hidden by a moderator, or `gone` (deleted by its author or removed). */
  state: z.enum(['visible', 'hidden', 'gone']),
  text: z.string(),
  /** A post's kind (photo post or reel). */
  postKind: z.enum(REPORTED_POST_KINDS).optional(),
  /** A review's stars. */
  rating: z.number().optional(),
  /** The first picture (or a reel's poster), small. */
  thumbnailUrl: z.string().nullable(),
  author: z.object({ id: z.string(), fullname: z.string() }),
  /** Where readers see it (or saw it), without the locale prefix. */
  link: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type ModeratedItem = z.output<typeof moderatedItemSchema>;

const moderationQueueEntrySchema = z.object({
  item: moderatedItemSchema,
  reporters: z.number().int(),
  /** Each reason given, with how many reporters gave it, most given first. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** The reporters' notes that are not empty, oldest first. */
  notes: z.array(z.string()),
  firstReportedAt: z.string(),
  /** When the oldest open report's time limit ends. */
  dueAt: z.string(),
  overdue: z.boolean(),
});
export type ModerationQueueEntry = z.output<typeof moderationQueueEntrySchema>;

const moderationQueuePageSchema = pageOf(moderationQueueEntrySchema).extend({
  /** Items past the time limit, whatever the filter. */
  overdueTotal: z.number().int(),
  /** The time limit per report, in hours (MODERATION_REPORT_HOURS). */
  limitHours: z.number(),
});
export type ModerationQueuePage = z.output<typeof moderationQueuePageSchema>;

const moderationOutcomeSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  /** How many reports the action resolved. */
  resolved: z.number().int(),
  /** Until when the author may not post (a suspension), or null for a ban. */
  restrictedUntil: z.string().nullable().optional(),
});
export type ModerationOutcome = z.output<typeof moderationOutcomeSchema>;

/** The moderators' calls (permission `moderation.review`), each with its input and answer (decision 0101). */
export const moderationCalls = {
  queue: defineCall({
    method: 'GET',
    path: MODERATION_PATHS.queue,
    input: moderationQueueInput,
    answer: moderationQueuePageSchema,
  }),
  act: defineCall({
    method: 'POST',
    path: MODERATION_PATHS.act,
    input: moderationActInput,
    answer: moderationOutcomeSchema,
  }),
};
