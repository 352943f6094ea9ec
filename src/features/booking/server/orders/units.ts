import type { Queryable } from '#server/db/client.ts';
import type { Units } from '../supplier.ts';
import { supplierById } from '../suppliers.ts';
import { itemsOf, type OrderRow } from './rows.ts';

/** Has the order's supplier sell, or give back, the units every line of the order holds. */
export async function moveUnits(tx: Queryable, order: OrderRow, action: 'confirm' | 'releaseHeld' | 'releaseSold') {
  const supplier = supplierById(order.supplier);
  for (const item of await itemsOf(tx, order.id)) {
    const units: Units = item;
    if (action === 'confirm') await supplier.confirm(tx, units);
    else await supplier.release(tx, units, action === 'releaseHeld' ? 'held' : 'sold');
  }
}
