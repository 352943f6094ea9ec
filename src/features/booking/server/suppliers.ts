import type { BookingItem } from '../contract.ts';
import { dataSupplier } from '../../data-packages/server/supplier.ts';
import { builtinSupplier } from './builtin-supplier.ts';
import type { Supplier } from './supplier.ts';

/*
 * Which supplier sells what. The order engine asks only this registry: a real supplier (a hotel
 * channel manager, an airline's NDC API) is a new Supplier and a line here, nothing in the engine.
 */

const SUPPLIERS: readonly Supplier[] = [builtinSupplier, dataSupplier];

/** The supplier that sells a requested item: data packages by the carrier gateway, the rest built in. */
export function supplierFor(item: BookingItem): Supplier {
  if (item.kind === 'data') return dataSupplier;
  return builtinSupplier;
}

/** The supplier an order was placed with, by the id stored on it. */
export function supplierById(id: string): Supplier {
  const supplier = SUPPLIERS.find((candidate) => candidate.id === id);
  if (!supplier) throw new Error(`unknown supplier ${id}`);
  return supplier;
}
