import type { ComponentProps } from 'react';
// First, so sim.css comes before booking.css in the page's stylesheet, as when booking imported it.
import { SimOrderDetail } from './SimOrderDetail.tsx';
import BookingOrder from '#features/booking/islands/BookingOrder.tsx';

/**
 * The order page's island (src/pages/[...locale]/booking/order.astro): booking's order, with what a
 * SIM order adds after its payment (its delivery, masked passports or eSIM) in booking's slot.
 * Booking imports no SIM module (decision 0106); the SIM area, which may use booking, fills it.
 */
export default function BookingOrderWithSim(props: Omit<ComponentProps<typeof BookingOrder>, 'parts'>) {
  return (
    <BookingOrder
      {...props}
      parts={(order, t) => order.sim && <SimOrderDetail sim={order.sim} names={props.names} t={t} />}
    />
  );
}
