import type { Order } from '../../lib/api/contract/booking.ts';
import { loadOrderEntries } from '../../lib/booking/order-timeline.ts';
import { OrderEntry } from '../booking/OrderSummaryItem.tsx';
import { defineTripSource } from './sources.ts';

/** The caller's booking orders (hotel stays, flights, tickets) on the my-trips timeline. */
export const orderSource = defineTripSource<Order>({ kind: 'order', load: loadOrderEntries, View: OrderEntry });
