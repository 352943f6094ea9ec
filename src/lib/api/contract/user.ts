/** What the API tells a user about their own account (login, create, refreshToken, getInfo's data.user). */
export interface UserInfo {
  id: string;
  fullname: string;
  phone: string | null;
  email: string | null;
  /** Verified by a code sent to it, or by the provider it came from; only then does it sign in. */
  emailVerified: boolean;
  avatarUrl: string | null;
  language: string;
  colorMode: string;
  /** Posts and comments in another language are shown machine-translated at once (decision 0093). */
  alwaysTranslate: boolean;
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

/** How long a one-time code lives and when another may be asked for. */
export interface OtpTiming {
  expiresInMs: number;
  resendAfterMs: number;
}

/** A one-time code went out by SMS (register, password reset, mobile link; and their resends). */
export interface OtpSent extends OtpTiming {
  phone: string;
}

/** A one-time code went out by e-mail, to the account's own address (getEmailOtp). */
export interface EmailOtpSent extends OtpTiming {
  email: string;
}

/** The code was right: a single-use ticket for the flow's last call. */
export interface OtpVerified {
  ticket: string;
}
