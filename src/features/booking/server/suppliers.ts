import type { BookingItem } from '../contract.ts';
import { builtinSupplier } from './builtin-supplier.ts';
import { productKind, productKinds } from './product-kinds.ts';
import type { Supplier } from './supplier.ts';

/*
 * Which supplier sells what. The order engine asks only this registry: a real supplier (a hotel
 * channel manager, an airline's NDC API) is a new Supplier and a line here, nothing in the engine.
 * A product kind another area brings may come with its own (data packages: the carrier gateway).
 */

const suppliers = (): Supplier[] => [
  builtinSupplier,
  ...productKinds().flatMap((kind) => (kind.supplier ? [kind.supplier] : [])),
];

/** The supplier that sells a requested item: its kind's own (data packages by the carrier gateway), else built in. */
export function supplierFor(item: BookingItem): Supplier {
  return productKind(item.kind)?.supplier ?? builtinSupplier;
}

/** The supplier an order was placed with, by the id stored on it. */
export function supplierById(id: string): Supplier {
  const supplier = suppliers().find((candidate) => candidate.id === id);
  if (!supplier) throw new Error(`unknown supplier ${id}`);
  return supplier;
}
