import type { PushConfig, pushConfigCall } from '#lib/api/contract/page-notifications.ts';
import { api } from '#lib/api/client.ts';

let config: Promise<PushConfig | null> | undefined;

/**
 * The server's push settings, read at run time (never built into the bundle), once per page;
 * null when push is not configured or the server cannot be reached: then Firebase never loads.
 */
export function pushConfig(): Promise<PushConfig | null> {
  config ??= api.call<typeof pushConfigCall>('GET /notifications/pushConfig', {}).then(
    (answer) => answer.push,
    () => null,
  );
  return config;
}
