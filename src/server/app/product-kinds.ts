import { dataProductKind } from '../../features/data-packages/server/product-kind.ts';
import type { ProductKind } from '../../features/booking/server/product-kinds.ts';
import { simProductKind } from '../../features/sim/server/product-kind.ts';

/**
 * The product kinds other areas sell through booking's order engine (decision 0106), which imports
 * none of them: the root hands this list to the engine (composeServer) and to what the pages built
 * ahead of time show of them (names, booked details, a region's SIM counters). In this order: the
 * names and details a page carries list SIMs before data packages.
 */
export const PRODUCT_KINDS: readonly ProductKind[] = [simProductKind, dataProductKind];
