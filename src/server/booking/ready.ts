import { serverConfig } from '../config.ts';
import { getDatabase } from '../db/client.ts';
import { ensureJobs } from '../jobs/registry.ts';
import { vietnamDay } from './days.ts';
import { extendInventory } from './inventory.ts';

let ready: Promise<void> | undefined;

/**
 * Before the first booking call: the demo inventory is on sale for the coming days (idempotent,
 * whichever process gets there first) and the job queue runs (hold expiry, confirmations, refunds).
 */
export function bookingReady(): Promise<void> {
  ready ??= (async () => {
    await extendInventory(await getDatabase(), vietnamDay(new Date()), serverConfig.booking.saleDays);
    await ensureJobs();
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
