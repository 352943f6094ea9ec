import type { BookingItem } from '../../lib/api/contract/booking.ts';
import { builtinSupplier } from './builtin-supplier.ts';
import type { Supplier } from './supplier.ts';

/*
 * Which supplier sells what. The order engine asks only this registry: a real supplier (a hotel
 * channel manager, an airline's NDC API) is a new Supplier and a line here, nothing in the engine.
 */

const SUPPLIERS: readonly Supplier[] = [builtinSupplier];

/** The supplier that sells a requested item (today the built-in demo inventory sells everything). */
export function supplierFor(_item: BookingItem): Supplier {
  return builtinSupplier;
}

/** The supplier an order was placed with, by the id stored on it. */
export function supplierById(id: string): Supplier {
  const supplier = SUPPLIERS.find((candidate) => candidate.id === id);
  if (!supplier) throw new Error(`unknown supplier ${id}`);
  return supplier;
}
