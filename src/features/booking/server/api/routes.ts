import { defineRoutes } from '#server/api/route.ts';
import { guestOtp, guestVerify } from './guest.ts';
import { devLapseHold, holdLapsable } from './lapse-hold.ts';
import { cancel, confirm, getOrder, hold, listOrders } from './orders.ts';
import { airports, hotelAvailability, searchFlights, searchHotels, searchTickets } from './search.ts';
import { paymentMethods } from './payment-methods.ts';
import { vnpayReturn } from './vnpay.ts';
import { checkVoucher } from './voucher.ts';

/** Hotels, flights and tickets on one order engine (decisions 0029 and 0030). */
export const bookingRoutes = defineRoutes(
  searchHotels,
  hotelAvailability,
  airports,
  searchFlights,
  searchTickets,
  paymentMethods,
  guestOtp,
  guestVerify,
  hold,
  confirm,
  cancel,
  getOrder,
  listOrders,
  vnpayReturn,
  checkVoucher,
);

/** Booking's developer tools, absent in production: a hold ended by hand for the browser tests. */
export const bookingDevRoutes = defineRoutes(...(holdLapsable() ? [devLapseHold] : []));
