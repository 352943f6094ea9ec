import { serverConfig } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import { vietnamDay } from '#lib/vietnam-days.ts';
import { extendInventory } from './inventory.ts';
import { productKinds } from './product-kinds.ts';

/**
 * The demo inventory on sale for the coming BOOKING_SALE_DAYS (idempotent, whichever process gets
 * there first): the server's start-up runs it before any booking call, the daily job afterwards,
 * both after the composition root handed the engine its product kinds (SIMs are stock too).
 */
export async function putInventoryOnSale(): Promise<void> {
  await extendInventory(await getDatabase(), vietnamDay(new Date()), serverConfig.booking.saleDays, productKinds());
}
