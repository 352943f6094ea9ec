import { persistentAtom } from '@nanostores/persistent';
import { atom, map } from 'nanostores';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/**
 * The spec's notification store: `refreshData` goes up when a notification arrives (a push, the
 * tab coming back), and every open island that shows data a notification can change (the bell, the
 * notifications page, an order page) reloads on it. It goes down again at once: islands react to
 * the rise (`listen`), so a later rise is seen again.
 */
export const $notification = map({ refreshData: false });

export function refreshOpenIslands(): void {
  $notification.setKey('refreshData', true);
  $notification.setKey('refreshData', false);
}

/** The bell's count: unread notifications of the signed-in reader. */
export const $unreadNotifications = atom(0);

/**
 * The push token this browser saved for the signed-in reader, kept so a page load that gets the
 * same token from Firebase sends nothing, and so signing out knows there is one to delete.
 */
export const $pushToken = persistentAtom<string>(STORAGE_KEYS.pushToken, '');

/**
 * At sign-out: the server forgets the session's token (/user/logout), and this device forgets it
 * here; the page's notifications script (src/browser/notifications.ts) then deletes the Firebase
 * registration too, so the next person who signs in here gets a fresh token.
 */
export function forgetPushToken(): void {
  $pushToken.set('');
}
