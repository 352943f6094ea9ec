import type { PushConfig } from '#lib/api/contract/page-notifications.ts';
import { notificationCalls } from '../../contract.ts';
import { serverConfig } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import { preferencesOf, savePreferences } from '../preferences.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from '../service.ts';
import { followedRegions, followRegion } from '../sources/region-guides.ts';
import { defineRoute, defineRoutes, signedIn } from '#server/api/route.ts';

const list = defineRoute({
  ...notificationCalls.list,
  summary: 'Your notifications, newest first, in the request’s language (cursor pagination)',
  auth: 'user',
  handle: async (context) =>
    listNotifications(await getDatabase(), signedIn(context).user.id, { ...context.input, locale: context.locale }),
});

const unread = defineRoute({
  ...notificationCalls.unreadCount,
  summary: 'How many of your notifications are unread (the bell’s badge)',
  auth: 'user',
  handle: async (context) => ({ unread: await unreadCount(await getDatabase(), signedIn(context).user.id) }),
});

const readOne = defineRoute({
  ...notificationCalls.markRead,
  summary: 'Mark one of your notifications read',
  auth: 'user',
  handle: async (context) => {
    const db = await getDatabase();
    const userId = signedIn(context).user.id;
    await markRead(db, userId, context.input.id);
    return { unread: await unreadCount(db, userId) };
  },
});

const readAll = defineRoute({
  ...notificationCalls.markAllRead,
  summary: 'Mark all your notifications read',
  auth: 'user',
  handle: async (context) => {
    await markAllRead(await getDatabase(), signedIn(context).user.id);
    return { unread: 0 };
  },
});

const preferences = defineRoute({
  ...notificationCalls.preferences,
  summary: 'Which kinds of notifications you receive (booking, engagement, follows, regions)',
  auth: 'user',
  handle: async (context) => {
    const db = await getDatabase();
    const userId = signedIn(context).user.id;
    return { topics: await preferencesOf(db, userId), regions: await followedRegions(db, userId) };
  },
});

const savePreferencesRoute = defineRoute({
  ...notificationCalls.savePreferences,
  summary: 'Switch kinds of notifications on or off; kinds not named keep their setting',
  auth: 'user',
  handle: async (context) => {
    const db = await getDatabase();
    const userId = signedIn(context).user.id;
    await savePreferences(db, userId, context.input.topics);
    return { topics: await preferencesOf(db, userId) };
  },
});

const followRegionRoute = defineRoute({
  ...notificationCalls.followRegion,
  summary: 'Follow a region (news of its new guides) or, with follow false, stop',
  auth: 'user',
  handle: async (context) => {
    const db = await getDatabase();
    const userId = signedIn(context).user.id;
    await followRegion(db, userId, context.input.region, context.input.follow);
    return { regions: await followedRegions(db, userId) };
  },
});

const pushConfig = defineRoute({
  ...notificationCalls.pushConfig,
  summary: 'The push-messaging settings the browser needs (Firebase web config, VAPID key); null when off',
  handle: async (): Promise<{ push: PushConfig | null }> => ({ push: serverConfig.firebaseWeb ?? null }),
});

/** Notifications: the list and its badge, preferences, followed regions, push settings (decision 0046). */
export const notificationRoutes = defineRoutes(
  list,
  unread,
  readOne,
  readAll,
  preferences,
  savePreferencesRoute,
  followRegionRoute,
  pushConfig,
);
