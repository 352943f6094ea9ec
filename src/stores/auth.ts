import { persistentAtom } from '@nanostores/persistent';

/**
 * Whether the login popup is requested. Persistent as the spec's auth store is, so a popup that
 * was open when the visitor navigated opens again on the next page.
 */
export const $showPopupLogin = persistentAtom<boolean>('app:auth:showPopupLogin', false, {
  encode: JSON.stringify,
  decode: (raw) => raw === 'true',
});

export function openLoginPopup(): void {
  $showPopupLogin.set(true);
}

export function closeLoginPopup(): void {
  $showPopupLogin.set(false);
}
