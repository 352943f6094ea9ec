import type { notificationCalls, PushConfig } from '#features/notifications/contract.ts';
import { api } from '#lib/api/client.ts';

let config: Promise<PushConfig | null> | undefined;

/**
 * The server's push settings, read at run time (never built into the bundle), once per page;
 * null when push is not configured or the server cannot be reached: then Firebase never loads.
 */
export function pushConfig(): Promise<PushConfig | null> {
  config ??= api.call<(typeof notificationCalls)['pushConfig']>('GET /notifications/pushConfig', {}).then(
    (answer) => answer.push,
    () => null,
  );
  return config;
}
