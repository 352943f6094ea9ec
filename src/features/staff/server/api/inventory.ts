import { staffDeskCalls } from '../../desk-contract.ts';
import { getDatabase, type Queryable } from '#server/db/client.ts';
import { runOnce } from '#server/db/idempotency.ts';
import { localized } from '#server/api/localized-fields.ts';
import {
  inventoryDays,
  inventoryProducts,
  setCapacity,
  setPrice,
  setStopped,
  setTerms,
  termsOf,
  type DayRange,
  type InventoryChange,
} from '../inventory.ts';
import { defineStaffRoute, type StaffRouteContext } from './route.ts';

/* The built-in supplier's stock (decision 0091): each change once per Idempotency-Key, audited. */

const changeRoute = <Input extends DayRange>(
  context: StaffRouteContext<Input>,
  path: string,
  change: (tx: Queryable) => Promise<InventoryChange>,
) =>
  localized(context.locale, () =>
    runOnce(
      { owner: `staff:${context.staff.userId}`, key: context.idempotencyKey, request: [path, context.input] },
      async (tx) => {
        const { before, after } = await change(tx);
        const { product, from, to } = context.input;
        await context.record(tx, { target: { type: 'inventory', id: `${product}@${from}..${to}` }, before, after });
        return { days: after };
      },
    ),
  );

export const inventoryProductList = defineStaffRoute({
  ...staffDeskCalls.products,
  summary: 'The built-in supplier’s products (rooms, fares, tickets, SIMs) with their names',
  permission: 'inventory.manage',
  action: 'inventory.products',
  handle: async ({ locale }) => ({ items: inventoryProducts(locale) }),
});

export const inventoryList = defineStaffRoute({
  ...staffDeskCalls.inventory,
  summary: 'A product’s days in a range (capacity, held, sold, price, stopped) and the terms new bookings get',
  permission: 'inventory.manage',
  action: 'inventory.view',
  handle: async ({ input, locale }) =>
    localized(locale, async () => {
      const db = await getDatabase();
      return { days: await inventoryDays(db, input), terms: await termsOf(db, input.product) };
    }),
});

export const inventoryTerms = defineStaffRoute({
  ...staffDeskCalls.terms,
  summary:
    'Sets the cancellation terms new bookings of a product get (a room type’s are its hotel’s); held orders keep theirs',
  permission: 'inventory.manage',
  action: 'inventory.terms',
  idempotent: true,
  handle: async (context) => {
    const { product, ...rule } = context.input;
    return localized(context.locale, () =>
      runOnce(
        {
          owner: `staff:${context.staff.userId}`,
          key: context.idempotencyKey,
          request: ['/staff/inventory/terms', context.input],
        },
        async (tx) => {
          const changed = await setTerms(tx, product, rule);
          await context.record(tx, {
            target: { type: 'terms', id: changed.key },
            before: changed.before,
            after: changed.after,
          });
          return { terms: await termsOf(tx, product) };
        },
      ),
    );
  },
});

export const inventoryStopSell = defineStaffRoute({
  ...staffDeskCalls.stopSell,
  summary: 'Stops or reopens sale of a product for a range of days; held and sold units stay',
  permission: 'inventory.manage',
  action: 'inventory.stopSell',
  idempotent: true,
  handle: async (context) =>
    changeRoute(context, '/staff/inventory/stopSell', (tx) => setStopped(tx, context.input, context.input.stopped)),
});

export const inventoryPrice = defineStaffRoute({
  ...staffDeskCalls.price,
  summary: 'Sets the unit price of a product for a range of days; orders already held keep their quote',
  permission: 'inventory.manage',
  action: 'inventory.price',
  idempotent: true,
  handle: async (context) =>
    changeRoute(context, '/staff/inventory/price', (tx) => setPrice(tx, context.input, context.input.price)),
});

export const inventoryCapacity = defineStaffRoute({
  ...staffDeskCalls.capacity,
  summary: 'Sets the capacity of a product for a range of days; refused below what is held or sold on a day',
  permission: 'inventory.manage',
  action: 'inventory.capacity',
  idempotent: true,
  handle: async (context) =>
    changeRoute(context, '/staff/inventory/capacity', (tx) => setCapacity(tx, context.input, context.input.capacity)),
});
