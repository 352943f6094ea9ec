import { defineRoutes } from '#server/api/route.ts';
import { createComment, deleteComment, listComments, updateComment } from './comments.ts';
import { addLike, deleteLike, likeSummaryRoute } from './likes.ts';
import { reportComment, reportReview } from './reports.ts';
import { deleteReview, listReviews, saveReview } from './reviews.ts';
import { engagementSummary } from './summary.ts';

/** Likes, comments and reviews on any target kind with a resolver (decision 0016). */
export const engagementRoutes = defineRoutes(
  engagementSummary,
  listComments,
  createComment,
  updateComment,
  deleteComment,
  likeSummaryRoute,
  addLike,
  deleteLike,
  listReviews,
  saveReview,
  deleteReview,
  reportComment,
  reportReview,
);
