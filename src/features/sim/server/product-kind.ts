import type { BookingItem } from '#features/booking/contract.ts';
import { ApiError } from '#server/api/codes.ts';
import { vietnamDay, vietnamTime } from '#lib/vietnam-days.ts';
import { checkDay } from '#features/booking/server/builtin-supplier.ts';
import type { ProductKind } from '#features/booking/server/product-kinds.ts';
import type { PlannedItem } from '#features/booking/server/supplier.ts';
import { NON_REFUNDABLE, termsFrom } from '#features/booking/server/terms.ts';
import type { TermsRules } from '#features/booking/server/terms-rules.ts';
import { simById, simPickup, sims, simProduct } from './catalogue.ts';
import { simListing } from './listing.ts';
import { recordSimOrder, simConfirmed, simNeedsVoucher, simPaidBeforeDelivery, simView } from './orders.ts';

/*
 * SIMs as a product kind of booking's order engine (decision 0106): their listing, and the built-in
 * supplier sells them from its inventory by this plan; the composition root hands this kind to booking.
 */

const invalid = (path: string, message: string) => new ApiError('VALIDATION_ERROR', { fields: [{ path, message }] });

/** A physical SIM can be cancelled until the day before; an eSIM is issued on payment and kept. */
export const PHYSICAL_SIM_RULE = { freeUntilHoursBefore: 24, refundPercentAfter: 0 };

function planSim(item: BookingItem, now: Date, rules: TermsRules): PlannedItem {
  if (item.kind !== 'sim') throw new ApiError('NOT_FOUND');
  const sim = simById.get(item.sim);
  if (!sim) throw new ApiError('NOT_FOUND');
  checkDay(item.date, vietnamDay(now), 'data.item.date');
  const { delivery } = item;
  if ((sim.type === 'esim') !== (delivery.method === 'esim'))
    throw invalid('data.item.delivery.method', 'sim:field.delivery');
  if (delivery.method === 'airport' && !simPickup.airports.some((airport) => airport.code === delivery.airport))
    throw invalid('data.item.delivery.airport', 'sim:field.airport');
  // One profile installs on one phone: an eSIM order is one eSIM (buy one per phone).
  if (sim.type === 'esim' && item.quantity !== 1) throw invalid('data.item.quantity', 'sim:field.esimOne');
  if (sim.registration && item.passports?.length !== item.quantity)
    throw invalid('data.item.passports', 'sim:field.passports');
  return {
    kind: 'sim',
    product: simProduct(sim.id),
    firstDay: item.date,
    days: 1,
    quantity: item.quantity,
    mix: { adults: item.quantity, children: 0, infants: 0 },
    terms:
      sim.type === 'physical'
        ? termsFrom(rules.get(simProduct(sim.id)) ?? PHYSICAL_SIM_RULE, vietnamTime(item.date, '00:00'))
        : NON_REFUNDABLE,
    ...(delivery.method === 'hotel' ? { deliveryFee: simPickup.hotelDeliveryFee } : {}),
  };
}

export const simProductKind: ProductKind = {
  ...simListing,
  builtin: {
    plan: planSim,
    inventory: () =>
      sims.map((sim) => ({
        product: simProduct(sim.id),
        capacity: sim.dailyStock,
        price: sim.price,
        weekend_price: sim.price,
      })),
    // A SIM line keeps its delivery and, where the carrier registers subscribers, sealed passports.
    async recordDelivery(tx, orderId, request) {
      if (request.kind === 'sim') await recordSimOrder(tx, orderId, request);
    },
    paidBeforeDelivery: simPaidBeforeDelivery,
    deliver: simConfirmed,
  },
  needsVoucher: simNeedsVoucher,
  orderPart: async (db, orderId, state) => ({ sim: await simView(db, orderId, state) }),
};
