import { api } from '../../lib/api/client.ts';

/** What the island is about: one news article, place, video or gallery. */
export interface Target {
  kind: 'news' | 'places' | 'videos' | 'galleries';
  slug: string;
}

export interface Author {
  id: string;
  fullname: string;
  avatarUrl: string | null;
}

export interface Comment {
  id: string;
  text: string;
  author: Author;
  mine: boolean;
  edited: boolean;
  createdAt: string;
}

export interface Review {
  id: string;
  rating: number;
  text: string | null;
  author: Author;
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface LikeSummary {
  count: number;
  liked: boolean;
}

export interface RatingSummary {
  average: number | null;
  count: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The server's limits (src/server/api/engagement/fields.ts), checked here first to spare a call. */
export const TEXT_MAX = 2000;

/** The engagement calls of the API (spec prefixes comments, like, review, delete). */
export const engagementApi = {
  summary: (target: Target) =>
    api.get<{ likes: LikeSummary; comments: { count: number }; rating: RatingSummary }>('/engagement/summary', {
      ...target,
    }),
  like: (target: Target) => api.post<LikeSummary>('/like/add', target, { auth: true }),
  unlike: (target: Target) => api.post<LikeSummary>('/delete/like', target, { auth: true }),
  comments: (target: Target, page: number, pageSize: number) =>
    api.get<Page<Comment>>('/comments/list', { ...target, page, pageSize }),
  addComment: (target: Target, text: string) =>
    api.post<{ comment: Comment }>('/comments/create', { ...target, text }, { auth: true }),
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
};
