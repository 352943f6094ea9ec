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
