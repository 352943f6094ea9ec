import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '#server/api/codes.ts';
import type { PlannedItem, Supplier } from '#features/booking/server/supplier.ts';
import { vietnamDay } from '#lib/vietnam-days.ts';
import { NON_REFUNDABLE } from '#features/booking/server/terms.ts';
import { dataTopups } from '#server/db/schema/index.ts';
import { sendJob } from '#server/jobs/queue.ts';
import { recogniseNumber } from './carriers.ts';
import { packageById } from './catalogue.ts';
import { DATA_JOBS } from './job-names.ts';
import { formatProduct } from '#features/booking/product-id.ts';

/** The supplier id of data packages, on orders. */
export const DATA_SUPPLIER = 'carrier-gateway';

const invalid = (path: string, message: string) => new ApiError('VALIDATION_ERROR', { fields: [{ path, message }] });

/**
 * Data packages on the order engine (decision 0042): no stock to hold (the carrier sells without
 * limit), the price from the package list, and delivery by the carrier gateway after payment
 * (decisions 0043 and 0071). A package is sold for any valid Vietnamese mobile number: a number ported to
 * another carrier keeps its prefix, so the carrier recognised from the number is the page's
 * suggestion, not a rule; the gateway refuses a package the number cannot take, and that is refunded.
 */
export const dataSupplier: Supplier = {
  id: DATA_SUPPLIER,
  demo: true,
  smsOnDelivery: true,
  plan(item, now): PlannedItem {
    if (item.kind !== 'data') throw new ApiError('NOT_FOUND');
    const entry = packageById(item.package);
    if (!entry) throw new ApiError('NOT_FOUND');
    const recognised = recogniseNumber(item.phone);
    if (!recognised.ok) throw invalid('data.item.phone', `data:field.${recognised.problem}`);
    return {
      kind: 'data',
      product: formatProduct({ kind: 'data', package: entry.id }),
      firstDay: vietnamDay(now),
      days: 1,
      quantity: 1,
      mix: { adults: 1, children: 0, infants: 0 },
      // Delivered within seconds of payment: nothing to cancel once confirmed.
      terms: NON_REFUNDABLE,
      delivery: { phone: recognised.phone, carrier: entry.carrier, package: entry.id },
    };
  },
  async hold(_tx, item) {
    const entry = packageById(item.product.slice('data:'.length));
    if (!entry) throw new ApiError('NOT_FOUND');
    return [entry.price];
  },
  async confirm() {},
  async release() {},
  // A carrier's top-up lands within seconds and cannot be taken back: there is no counter to pay at.
  paidBeforeDelivery: async () => 'data:field.payOnline',
  async recordDelivery(tx, orderId, item) {
    const { phone, carrier, package: packageId } = item.delivery ?? {};
    if (!phone || !carrier || !packageId) throw new Error('a data line without its number');
    const entry = packageById(packageId);
    if (!entry) throw new ApiError('NOT_FOUND');
    await tx
      .insert(dataTopups)
      .values({ orderId, phone, carrier, package: packageId, amount: entry.price * item.quantity, status: 'held' });
  },
  async deliver(tx, orderId) {
    const [topup] = await tx
      .update(dataTopups)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(and(eq(dataTopups.orderId, orderId), eq(dataTopups.status, 'held')))
      .returning({ id: dataTopups.id });
    if (topup) await sendJob(tx, DATA_JOBS.topUp, { topupId: topup.id });
  },
};
