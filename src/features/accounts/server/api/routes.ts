import { defineRoutes } from '#server/api/route.ts';
import { updateImageProfile } from './avatar.ts';
import { event, saveDeviceToken } from './device.ts';
import { getEmailOtp, verifyEmailOtp } from './email-verification.ts';
import { getOtpToLinkMobile, linkMobile, resendOtpForLinkMobile, verifyOtpToLinkMobile } from './link-mobile.ts';
import { loginIntegration } from './login-integration.ts';
import { login } from './login.ts';
import { getPasswordOtp, resendOtpForResetPassword, resetPassword, verifyResetPasswordOtp } from './password-reset.ts';
import { getInfo, update } from './profile.ts';
import { create, register, resendOtp, verifyRegisterOtp } from './register.ts';
import { logout, refreshToken } from './session.ts';

/** Accounts: sign-in, registration, password reset, profile, mobile linking, devices (decision 0009). */
export const userRoutes = defineRoutes(
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
  getEmailOtp,
  verifyEmailOtp,
  updateImageProfile,
  getOtpToLinkMobile,
  resendOtpForLinkMobile,
  verifyOtpToLinkMobile,
  linkMobile,
  saveDeviceToken,
  logout,
  refreshToken,
  event,
);
