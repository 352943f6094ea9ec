import { persistentAtom } from '@nanostores/persistent';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** The signed-in user as the API answers it (login, create, refreshToken, getInfo's data.user). */
export interface UserInfo {
  id: string;
  fullname: string;
  phone: string | null;
  email: string | null;
  avatarUrl: string | null;
  language?: string | null;
  colorMode?: string | null;
  hasPassword?: boolean;
  providers?: string[];
  createdAt?: string;
}

const isUserInfo = (value: unknown): value is UserInfo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UserInfo).id === 'string' &&
  typeof (value as UserInfo).fullname === 'string';

/** Kept in localStorage (STORAGE_KEYS.userInfo) so the header can show the name before any call. */
export const $userInfo = persistentAtom<UserInfo | undefined>(STORAGE_KEYS.userInfo, undefined, {
  encode: (value) => (value ? JSON.stringify(value) : undefined),
  decode: (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return isUserInfo(value) ? value : undefined;
    } catch {
      return undefined;
    }
  },
});

export function setUserInfo(user: UserInfo): void {
  $userInfo.set(user);
}

export function clearUserInfo(): void {
  $userInfo.set(undefined);
}
