import { z } from 'astro/zod';
import { devOutbox, outboxReadable } from './dev/outbox.ts';
import { createComment, deleteComment, listComments, updateComment } from './engagement/comments.ts';
import { addLike, deleteLike, likeSummaryRoute } from './engagement/likes.ts';
import { deleteReview, listReviews, saveReview } from './engagement/reviews.ts';
import { engagementSummary } from './engagement/summary.ts';
import { defineRoute, type ApiRoute } from './route.ts';
import { updateImageProfile } from './user/avatar.ts';
import { event, saveDeviceToken } from './user/device.ts';
import { getOtpToLinkMobile, linkMobile, resendOtpForLinkMobile, verifyOtpToLinkMobile } from './user/link-mobile.ts';
import { loginIntegration } from './user/login-integration.ts';
import { login } from './user/login.ts';
import {
  getPasswordOtp,
  resendOtpForResetPassword,
  resetPassword,
  verifyResetPasswordOtp,
} from './user/password-reset.ts';
import { getInfo, update } from './user/profile.ts';
import { create, register, resendOtp, verifyRegisterOtp } from './user/register.ts';
import { logout, refreshToken } from './user/session.ts';
import { getDatabase } from '../db/client.ts';

const health = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Whether the API and its database answer, and which build runs',
  input: z.object({}),
  handle: async () => {
    await (await getDatabase()).execute('select 1');
    return { status: 'ok', buildId: import.meta.env.PUBLIC_BUILD_ID ?? 'dev' };
  },
});

/** The calls the API answers. Areas (user, content, search…) add their routes here. */
export const ROUTES: ApiRoute[] = [
  health,
  login,
  loginIntegration,
  register,
  verifyRegisterOtp,
  resendOtp,
  create,
  getPasswordOtp,
  verifyResetPasswordOtp,
  resendOtpForResetPassword,
  resetPassword,
  getInfo,
  update,
  updateImageProfile,
  getOtpToLinkMobile,
  resendOtpForLinkMobile,
  verifyOtpToLinkMobile,
  linkMobile,
  saveDeviceToken,
  logout,
  refreshToken,
  event,
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
  ...(outboxReadable() ? [devOutbox] : []),
] as ApiRoute[];
