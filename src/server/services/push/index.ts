import { serverConfig } from '../../config.ts';
import { fcmProvider } from './fcm.ts';
import type { PushProvider } from './provider.ts';

let provider: { for: unknown; provider: PushProvider } | undefined;

/** FCM when a service account is configured, else none: notifications are then listed, not pushed. */
export function pushProvider(): PushProvider | undefined {
  const config = serverConfig.fcm;
  if (!config) return undefined;
  // One provider per configuration, so its access token is reused until it expires.
  if (provider?.for !== config) provider = { for: config, provider: fcmProvider(config) };
  return provider.provider;
}
