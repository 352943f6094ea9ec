import { z } from 'astro/zod';
import { defineCall } from '#lib/api/contract/call.ts';
import { authorSchema, pageOf, pageQuery, plainText, TEXT_MAX } from '#lib/api/contract/common.ts';
import { translationSchema } from '#features/translation/contract.ts';

/**
 * Likes, comments and reviews. A target is anything readers engage with, named by kind and slug.
 * The content pages offer the kinds below; the server accepts any kind that has a resolver
 * (src/features/engagement/server/targets.ts), so moment posts or hotels add a resolver, not a new API.
 */
export const CONTENT_TARGET_KINDS = ['news', 'places', 'videos', 'galleries', 'itineraries'] as const;
export type ContentTargetKind = (typeof CONTENT_TARGET_KINDS)[number];

export const targetInput = {
  kind: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,31}$/, { message: 'field.kind' })
    .describe(`What is engaged with: ${CONTENT_TARGET_KINDS.join(', ')}, or another kind the server resolves`),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'field.slug' })
    .max(120),
};
export const targetSchema = z.object(targetInput);
export type Target = z.infer<typeof targetSchema>;

export const targetPageInput = z.object({ ...targetInput, ...pageQuery });
export const commentCreateInput = z.object({ ...targetInput, text: plainText(TEXT_MAX) });
export const commentUpdateInput = z.object({ id: z.uuid(), text: plainText(TEXT_MAX) });
export const byIdInput = z.object({ id: z.uuid() });
export const reviewSaveInput = z.object({
  ...targetInput,
  rating: z.number().int().min(1, { message: 'field.rating' }).max(5, { message: 'field.rating' }),
  text: plainText(TEXT_MAX).optional(),
});

export const commentSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The text's language, detected when it was written; null where it could not be told (decision 0093). */
  language: z.string().nullable(),
  /** The text in the reader's language, where a machine translation of it is stored already. */
  translation: translationSchema.nullable(),
  author: authorSchema,
  mine: z.boolean(),
  edited: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  author: authorSchema,
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const likeSummarySchema = z.object({ count: z.number().int(), liked: z.boolean() });
export type LikeSummary = z.output<typeof likeSummarySchema>;

export const ratingSummarySchema = z.object({
  /** To one decimal; null before the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.output<typeof ratingSummarySchema>;

export const engagementSummarySchema = z.object({
  likes: likeSummarySchema,
  comments: z.object({ count: z.number().int() }),
  rating: ratingSummarySchema,
});
export type EngagementSummary = z.output<typeof engagementSummarySchema>;

const commentAnswer = z.object({ comment: commentSchema });

/**
 * Likes, comments and reviews, each with its input and answer (decision 0101). The server narrows
 * `kind` to the kinds it resolves (src/features/engagement/server/api/fields.ts) on top of these inputs.
 */
export const engagementCalls = {
  summary: defineCall({
    method: 'GET',
    path: '/engagement/summary',
    input: targetSchema,
    answer: engagementSummarySchema,
  }),
  likeSummary: defineCall({ method: 'GET', path: '/like/summary', input: targetSchema, answer: likeSummarySchema }),
  like: defineCall({ method: 'POST', path: '/like/add', input: targetSchema, answer: likeSummarySchema }),
  unlike: defineCall({ method: 'POST', path: '/delete/like', input: targetSchema, answer: likeSummarySchema }),
  comments: defineCall({
    method: 'GET',
    path: '/comments/list',
    input: targetPageInput,
    answer: pageOf(commentSchema),
  }),
  comment: defineCall({ method: 'POST', path: '/comments/create', input: commentCreateInput, answer: commentAnswer }),
  editComment: defineCall({
    method: 'POST',
    path: '/comments/update',
    input: commentUpdateInput,
    answer: commentAnswer,
  }),
  deleteComment: defineCall({ method: 'POST', path: '/delete/comment', input: byIdInput, answer: z.null() }),
  reviews: defineCall({
    method: 'GET',
    path: '/review/list',
    input: targetPageInput,
    /** A page of reviews, with the target's score. */
    answer: pageOf(reviewSchema).extend(ratingSummarySchema.shape),
  }),
  review: defineCall({
    method: 'POST',
    path: '/review/save',
    input: reviewSaveInput,
    answer: z.object({ review: reviewSchema, summary: ratingSummarySchema }),
  }),
  deleteReview: defineCall({ method: 'POST', path: '/delete/review', input: byIdInput, answer: z.null() }),
};
