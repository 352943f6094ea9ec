import type { ProductListing } from '#features/booking/server/product-kinds.ts';
import { dataListing } from '#features/data-packages/server/listing.ts';
import { simListing } from '#features/sim/server/listing.ts';

/**
 * What the pages built ahead of time show of the product kinds other areas sell through booking
 * (decision 0106): names, booked details, a region's SIM counters. The pages pass this list to
 * booking's functions, which import no such area; it loads catalogues only (no engine, no server
 * configuration, which a build does not set). The same kinds in the same order as the root's
 * PRODUCT_KINDS (compose.ts): the names and details a page carries list SIMs before data packages.
 */
export const PRODUCT_LISTINGS: readonly ProductListing[] = [simListing, dataListing];
