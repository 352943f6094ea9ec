import { startTransition, useEffect, useState } from 'react';
import { budgetBookings } from '../../budget-bookings.ts';
import type { BudgetBooking } from '#lib/travel/budget.ts';

/**
 * The visitor's bookings the budget counts on the plan's days. The booking calls load only for a
 * signed-in visitor, after the plan, and a failure leaves the guide's figures alone.
 */
export function usePlanBookings(signedIn: boolean, ticketPlaces: Record<string, string>): BudgetBooking[] {
  const [bookings, setBookings] = useState<BudgetBooking[]>([]);
  useEffect(() => {
    if (!signedIn) {
      setBookings([]);
      return;
    }
    let current = true;
    import('#features/booking/booking-api.ts')
      .then(({ bookingApi }) => bookingApi.orders())
      .then(({ items }) => {
        const counted = budgetBookings(items, (attraction) => ticketPlaces[attraction]);
        if (current) startTransition(() => setBookings(counted));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn, ticketPlaces]);
  return bookings;
}
