import { formatProduct, keyOfOwner } from '../../booking/product-id.ts';
import type { ProductKind } from '../../booking/server/product-kinds.ts';
import { allPackages } from './catalogue.ts';
import { dataSupplier } from './supplier.ts';

/*
 * Data packages as a product kind of booking's order engine (decision 0106): sold by their own
 * supplier, the carrier gateway; the composition root hands this kind to booking.
 */
export const dataProductKind: ProductKind = {
  kind: 'data',
  names: (locale) =>
    Object.fromEntries(
      allPackages().map((entry) => [formatProduct({ kind: 'data', package: entry.id }), entry.name[locale]]),
    ),
  bookedDetails: (locale) =>
    Object.fromEntries(
      allPackages().map((entry) => [
        keyOfOwner('data', entry.id),
        { name: entry.name[locale], address: null, time: null },
      ]),
    ),
  supplier: dataSupplier,
};
