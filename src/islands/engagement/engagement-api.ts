import { api } from '../../lib/api/client.ts';
import type { Page } from '../../lib/api/contract/common.ts';
import { MODERATION_PATHS } from '../../lib/api/contract/moderation.ts';
import type { ReportReason } from '../../lib/api/contract/moments.ts';
import type {
  Comment,
  ContentTargetKind,
  EngagementSummary,
  LikeSummary,
  RatingSummary,
  Review,
} from '../../lib/api/contract/engagement.ts';

/** What the island is about: one news article, place, video or gallery, or another kind the server resolves (a moment `post`). */
export type Target = { kind: ContentTargetKind | (string & {}); slug: string };

/** The engagement calls of the API (spec prefixes comments, like, review, delete). */
export const engagementApi = {
  summary: (target: Target) => api.get<EngagementSummary>('/engagement/summary', { ...target }),
  like: (target: Target) => api.post<LikeSummary>('/like/add', target, { auth: true }),
  unlike: (target: Target) => api.post<LikeSummary>('/delete/like', target, { auth: true }),
  comments: (target: Target, page: number, pageSize: number) =>
    api.get<Page<Comment>>('/comments/list', { ...target, page, pageSize }),
  addComment: (target: Target, text: string, idempotencyKey: string) =>
    api.post<{ comment: Comment }>('/comments/create', { ...target, text }, { auth: true, idempotencyKey }),
  editComment: (id: string, text: string) =>
    api.post<{ comment: Comment }>('/comments/update', { id, text }, { auth: true }),
  deleteComment: (id: string) => api.post<null>('/delete/comment', { id }, { auth: true }),
  reviews: (target: Target, page: number, pageSize: number) =>
    api.get<Page<Review> & RatingSummary>('/review/list', { ...target, page, pageSize }),
  saveReview: (target: Target, rating: number, text: string) =>
    api.post<{ review: Review; summary: RatingSummary }>(
      '/review/save',
      { ...target, rating, ...(text.trim() ? { text } : {}) },
      { auth: true },
    ),
  deleteReview: (id: string) => api.post<null>('/delete/review', { id }, { auth: true }),
  reportComment: (id: string, reason: ReportReason, note: string) =>
    api.post<{ reported: true }>(MODERATION_PATHS.reportComment, { id, reason, note }, { auth: true }),
  reportReview: (id: string, reason: ReportReason, note: string) =>
    api.post<{ reported: true }>(MODERATION_PATHS.reportReview, { id, reason, note }, { auth: true }),
};
