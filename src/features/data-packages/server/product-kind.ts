import type { ProductKind } from '#features/booking/server/product-kinds.ts';
import { dataListing } from './listing.ts';
import { dataSupplier } from './supplier.ts';

/**
 * Data packages as a product kind of booking's order engine (decision 0106): their listing, sold by
 * their own supplier, the carrier gateway; the composition root hands this kind to booking.
 */
export const dataProductKind: ProductKind = { ...dataListing, supplier: dataSupplier };
