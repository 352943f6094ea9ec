import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { deleteToken, getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { saveDeviceTokenCall } from '#lib/api/contract/device-token.ts';
import type { PushConfig } from '#lib/api/contract/page-notifications.ts';
import { api } from '#lib/api/client.ts';
import { $pushToken } from '#stores/notifications.ts';
import { pushConfig } from './push-config.ts';

/*
 * Firebase Cloud Messaging in the browser (decision 0047). This module is its own chunk, imported
 * only for a signed-in reader, only when the server has push configured, and only once the reader
 * has allowed notifications (or asks to): content pages never carry Firebase.
 */

/** The worker that shows pushes; a classic script any worker of the site can import (decision 0045). */
const WORKER = '/firebase-messaging-sw.js';
/** Firebase's own scope for its worker, beside the site's service worker at `/`. */
const WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';
const APP_NAME = 'nvtravel-push';

let app: FirebaseApp | undefined;

async function messagingFor(settings: PushConfig) {
  app ??= initializeApp(settings.firebase, APP_NAME);
  return getMessaging(app);
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(WORKER, { scope: WORKER_SCOPE });
  // getToken needs an active worker; `ready` would wait for the one controlling the page instead.
  const worker = registration.installing ?? registration.waiting;
  if (worker && !registration.active)
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    );
  return registration;
}

export type PushState = 'on' | 'blocked' | 'unsupported' | 'off';

/** Whether this browser can have push at all, and what the reader decided. */
export async function pushState(): Promise<PushState> {
  if (!('Notification' in window) || !(await isSupported().catch(() => false))) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && $pushToken.get() ? 'on' : 'off';
}

/**
 * Gets this browser's token and saves it for the signed-in reader when it is new or changed (the
 * push service renews tokens; Firebase answers the current one). Asks for permission only when
 * `ask` (a click on "turn on"): a page load never prompts.
 */
export async function startPush(settings: PushConfig, ask = false): Promise<PushState> {
  const state = await pushState();
  if (state === 'unsupported' || state === 'blocked') return state;
  if (Notification.permission !== 'granted') {
    const answer = ask ? await Notification.requestPermission() : Notification.permission;
    if (answer !== 'granted') return answer === 'denied' ? 'blocked' : 'off';
  }
  const token = await getToken(await messagingFor(settings), {
    vapidKey: settings.vapidKey,
    serviceWorkerRegistration: await workerRegistration(),
  });
  if (token !== $pushToken.get()) {
    await api.call<typeof saveDeviceTokenCall>(
      'POST /user/saveDeviceToken',
      { token, platform: 'WEB' },
      { auth: true },
    );
    $pushToken.set(token);
  }
  return 'on';
}

/** Deletes this browser's Firebase token (at sign-out); the server forgot it with the session. */
export async function stopPush(): Promise<void> {
  const settings = await pushConfig();
  if (!settings || !(await isSupported().catch(() => false))) return;
  await deleteToken(await messagingFor(settings)).catch(() => undefined);
  if (app) await deleteApp(app);
  app = undefined;
}
