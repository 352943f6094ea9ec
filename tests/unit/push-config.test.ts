import { describe, expect, it } from 'vitest';
import { ConfigError, parseServerConfig } from '#server/config.ts';
import { $notification, refreshOpenIslands } from '#stores/notifications.ts';

const WEB = {
  FIREBASE_API_KEY: 'AIzaKey',
  FIREBASE_PROJECT_ID: 'nvtravel',
  FIREBASE_MESSAGING_SENDER_ID: '1234',
  FIREBASE_APP_ID: '1:1234:web:abcd',
  FIREBASE_VAPID_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa',
};

describe('push configuration (decision 0047)', () => {
  it('is off by default, and hands the browser only the web settings', () => {
    expect(parseServerConfig({})).toMatchObject({ firebaseWeb: undefined, fcm: undefined });
    expect(parseServerConfig(WEB).firebaseWeb).toEqual({
      firebase: {
        apiKey: 'AIzaKey',
        authDomain: undefined,
        projectId: 'nvtravel',
        storageBucket: undefined,
        messagingSenderId: '1234',
        appId: '1:1234:web:abcd',
      },
      vapidKey: 'BEl62iUYgUivxIkv69yViEuiBIa',
    });
  });

  it('refuses part of the web settings and a service account that is not a key file', () => {
    expect(() => parseServerConfig({ ...WEB, FIREBASE_VAPID_KEY: '' })).toThrow(ConfigError);
    expect(() => parseServerConfig({ FIREBASE_SERVICE_ACCOUNT: '{"client_email":1}' })).toThrow(
      /FIREBASE_SERVICE_ACCOUNT/,
    );
    const key = JSON.stringify({ client_email: 'a@b.iam.gserviceaccount.com', private_key: 'pem', project_id: 'p' });
    expect(parseServerConfig({ FIREBASE_SERVICE_ACCOUNT: key }).fcm).toMatchObject({
      apiBase: 'https://fcm.googleapis.com',
      projectId: 'p',
      tokenUri: 'https://oauth2.googleapis.com/token',
    });
  });
});

describe('the notification store', () => {
  it('raises refreshData for the islands listening, then lowers it so the next rise is seen', () => {
    const seen: boolean[] = [];
    const stop = $notification.listen(({ refreshData }) => seen.push(refreshData));
    refreshOpenIslands();
    refreshOpenIslands();
    stop();
    expect(seen).toEqual([true, false, true, false]);
    expect($notification.get().refreshData).toBe(false);
  });
});
