import { persistentAtom } from '@nanostores/persistent';
import type { UserInfo as AccountInfo } from '#lib/api/contract/signed-in-user.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/**
 * The signed-in user as the API answers it (src/lib/api/contract/signed-in-user.ts). What an older build
 * stored may lack the fields after the name, so only those are sure.
 */
export type UserInfo = Pick<AccountInfo, 'id' | 'fullname' | 'phone' | 'email' | 'avatarUrl'> & Partial<AccountInfo>;

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
