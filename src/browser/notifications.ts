import type { unreadCountCall } from '#lib/api/contract/page-notifications.ts';
import { api } from '#lib/api/client.ts';
import { elementTranslator } from '#lib/i18n/island-translator.ts';
import { $notification, $pushToken, $unreadNotifications, refreshOpenIslands } from '#stores/notifications.ts';
import { pushConfig } from './push-config.ts';

/*
 * A signed-in reader's notifications on every page (a chunk of its own, loaded by
 * src/components/notification-bell.ts only after sign-in): the bell's count, kept fresh when a push
 * arrives or the tab comes back, and push messaging started where the reader has allowed it.
 */

/** What the push worker tells open pages (public/firebase-messaging-sw.js). */
const ARRIVED = 'nvtravel:notification';

async function loadUnread(): Promise<void> {
  try {
    $unreadNotifications.set(
      (await api.call<typeof unreadCountCall>('GET /notifications/unreadCount', {}, { auth: true })).unread,
    );
  } catch {
    // Signed out meanwhile, or offline: the bell keeps its last count.
  }
}

function renderBells(unread: number): void {
  for (const bell of document.querySelectorAll<HTMLAnchorElement>('[data-notification-bell]')) {
    const t = elementTranslator(bell);
    const count = bell.querySelector<HTMLElement>('[data-notification-count]');
    if (count) {
      count.textContent = unread > 99 ? '99+' : String(unread);
      count.hidden = unread === 0;
    }
    bell.setAttribute('aria-label', unread ? t('bell.labelUnread', { count: unread }) : t('bell.label'));
  }
}

let started = false;

export function startNotifications(): void {
  if (started) return;
  started = true;
  $unreadNotifications.subscribe(renderBells);
  $notification.listen(({ refreshData }) => {
    if (refreshData) void loadUnread();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === ARRIVED) refreshOpenIslands();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshOpenIslands();
  });
  // Signed out (here, in another tab, or by a refused token): the device's Firebase registration
  // goes with the saved token. Firebase loads for that only when there was one.
  $pushToken.listen((token, previous) => {
    if (!token && previous) void import('./push.ts').then(({ stopPush }) => stopPush()).catch(() => undefined);
  });
  void loadUnread();
  void resumePush();
}

/** Renews the saved token on each visit where the reader allowed notifications; never prompts. */
async function resumePush(): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  const config = await pushConfig();
  if (!config) return;
  const { startPush } = await import('./push.ts');
  await startPush(config).catch(() => undefined);
}
