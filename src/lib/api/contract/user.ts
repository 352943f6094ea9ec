/** What the API tells a user about their own account (login, create, refreshToken, getInfo's data.user). */
export interface UserInfo {
  id: string;
  fullname: string;
  phone: string | null;
  email: string | null;
  avatarUrl: string | null;
  language: string;
  colorMode: string;
  hasPassword: boolean;
  providers: string[];
  createdAt: string;
}

/** The answer of every call that signs someone in. */
export interface SignInAnswer {
  token: string;
  refreshToken: string;
  expiresAt: number;
  user: UserInfo;
}

/** The answer of calls that change the account (update, updateImageProfile, linkMobile). */
export interface UserAnswer {
  user: UserInfo;
}

/** A one-time code went out by SMS (register, password reset, mobile link; and their resends). */
export interface OtpSent {
  phone: string;
  expiresInMs: number;
  resendAfterMs: number;
}

/** The code was right: a single-use ticket for the flow's last call. */
export interface OtpVerified {
  ticket: string;
}
