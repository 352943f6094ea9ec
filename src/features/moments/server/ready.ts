import { serverConfig } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import { seedMomentsDemo, type DemoExtra } from './demo/seed.ts';

let ready: Promise<void> | undefined;
let demoExtras: readonly DemoExtra[] = [];

/** The other areas' demo seeds that join the moments demo (the reels'): the composition root names them. */
export function useMomentsDemoExtras(extras: readonly DemoExtra[]): void {
  demoExtras = extras;
}

/**
 * Before the first moments read: a fresh install gets its demo moments (decision 0048) when
 * MOMENTS_DEMO is on, the default outside production. Once per process; a failure is tried again on
 * the next call. The server's boot warm-up makes this call, so visitors find the feed filled.
 */
export function momentsReady(): Promise<void> {
  if (!serverConfig.momentsDemo) return Promise.resolve();
  ready ??= (async () => {
    await seedMomentsDemo(await getDatabase(), demoExtras);
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
