import { formatProduct, keyOfOwner } from '#features/booking/product-id.ts';
import type { ProductListing } from '#features/booking/server/product-kinds.ts';
import { allPackages } from './catalogue.ts';

/**
 * What booking's pages show of data packages (decision 0106), from the package list alone: pages
 * built ahead of time read it (the order page's names, My trips' details).
 */
export const dataListing: ProductListing = {
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
};
