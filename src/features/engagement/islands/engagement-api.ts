import { api } from '#lib/api/client.ts';
import type { reportCalls, ReportReason } from '#features/moderation/contract.ts';
import type { engagementCalls, ContentTargetKind } from '../contract.ts';

/** What the island is about: one news article, place, video or gallery, or another kind the server resolves (a moment `post`). */
export type Target = { kind: ContentTargetKind | (string & {}); slug: string };

const signedIn = { auth: true };

/** The engagement calls of the API (spec prefixes comments, like, review, delete). */
export const engagementApi = {
  summary: (target: Target) => api.call<typeof engagementCalls.summary>('GET /engagement/summary', target),
  like: (target: Target) => api.call<typeof engagementCalls.like>('POST /like/add', target, signedIn),
  unlike: (target: Target) => api.call<typeof engagementCalls.unlike>('POST /delete/like', target, signedIn),
  comments: (target: Target, page: number, pageSize: number) =>
    api.call<typeof engagementCalls.comments>('GET /comments/list', { ...target, page, pageSize }),
  addComment: (target: Target, text: string, idempotencyKey: string) =>
    api.call<typeof engagementCalls.comment>(
      'POST /comments/create',
      { ...target, text },
      { auth: true, idempotencyKey },
    ),
  editComment: (id: string, text: string) =>
    api.call<typeof engagementCalls.editComment>('POST /comments/update', { id, text }, signedIn),
  deleteComment: (id: string) =>
    api.call<typeof engagementCalls.deleteComment>('POST /delete/comment', { id }, signedIn),
  reviews: (target: Target, page: number, pageSize: number) =>
    api.call<typeof engagementCalls.reviews>('GET /review/list', { ...target, page, pageSize }),
  saveReview: (target: Target, rating: number, text: string) =>
    api.call<typeof engagementCalls.review>(
      'POST /review/save',
      { ...target, rating, ...(text.trim() ? { text } : {}) },
      signedIn,
    ),
  deleteReview: (id: string) => api.call<typeof engagementCalls.deleteReview>('POST /delete/review', { id }, signedIn),
  reportComment: (id: string, reason: ReportReason, note: string) =>
    api.call<typeof reportCalls.comment>('POST /comments/report', { id, reason, note }, signedIn),
  reportReview: (id: string, reason: ReportReason, note: string) =>
    api.call<typeof reportCalls.review>('POST /review/report', { id, reason, note }, signedIn),
};
