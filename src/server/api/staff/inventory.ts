import { z } from 'astro/zod';
import {
  inventoryCapacityInput,
  inventoryPriceInput,
  inventoryQuery,
  inventoryStopSellInput,
} from '../../../lib/api/contract/staff-desk.ts';
import { getDatabase, type Queryable } from '../../db/client.ts';
import { runOnce } from '../../db/idempotency.ts';
import {
  inventoryDays,
  inventoryProducts,
  setCapacity,
  setPrice,
  setStopped,
  type DayRange,
  type InventoryChange,
} from '../../staff/inventory.ts';
import { defineStaffRoute, type StaffRouteContext } from './route.ts';

/* The built-in supplier's stock (decision 0091): each change once per Idempotency-Key, audited. */

const changeRoute = <Input extends DayRange>(
  context: StaffRouteContext<Input>,
  path: string,
  change: (tx: Queryable) => Promise<InventoryChange>,
) =>
  runOnce(
    { owner: `staff:${context.staff.userId}`, key: context.idempotencyKey, request: [path, context.input] },
    async (tx) => {
      const { before, after } = await change(tx);
      const { product, from, to } = context.input;
      await context.record(tx, { target: { type: 'inventory', id: `${product}@${from}..${to}` }, before, after });
      return { days: after };
    },
  );

export const inventoryProductList = defineStaffRoute({
  method: 'GET',
  path: '/staff/inventory/products',
  summary: 'The built-in supplier’s products (rooms, fares, tickets, SIMs) with their names',
  permission: 'inventory.manage',
  action: 'inventory.products',
  input: z.object({}),
  handle: async ({ locale }) => ({ items: inventoryProducts(locale) }),
});

export const inventoryList = defineStaffRoute({
  method: 'GET',
  path: '/staff/inventory',
  summary: 'A product’s days in a range: capacity, held, sold, price and whether sale is stopped',
  permission: 'inventory.manage',
  action: 'inventory.view',
  input: inventoryQuery,
  handle: async ({ input }) => ({ days: await inventoryDays(await getDatabase(), input) }),
});

export const inventoryStopSell = defineStaffRoute({
  method: 'POST',
  path: '/staff/inventory/stopSell',
  summary: 'Stops or reopens sale of a product for a range of days; held and sold units stay',
  permission: 'inventory.manage',
  action: 'inventory.stopSell',
  idempotent: true,
  input: inventoryStopSellInput,
  handle: async (context) =>
    changeRoute(context, '/staff/inventory/stopSell', (tx) => setStopped(tx, context.input, context.input.stopped)),
});

export const inventoryPrice = defineStaffRoute({
  method: 'POST',
  path: '/staff/inventory/price',
  summary: 'Sets the unit price of a product for a range of days; orders already held keep their quote',
  permission: 'inventory.manage',
  action: 'inventory.price',
  idempotent: true,
  input: inventoryPriceInput,
  handle: async (context) =>
    changeRoute(context, '/staff/inventory/price', (tx) => setPrice(tx, context.input, context.input.price)),
});

export const inventoryCapacity = defineStaffRoute({
  method: 'POST',
  path: '/staff/inventory/capacity',
  summary: 'Sets the capacity of a product for a range of days; refused below what is held or sold on a day',
  permission: 'inventory.manage',
  action: 'inventory.capacity',
  idempotent: true,
  input: inventoryCapacityInput,
  handle: async (context) =>
    changeRoute(context, '/staff/inventory/capacity', (tx) => setCapacity(tx, context.input, context.input.capacity)),
});
