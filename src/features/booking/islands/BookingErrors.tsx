import { ordersPagePath } from '../booking-api.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { CheckoutErrors } from './checkout-errors.ts';

/**
 * A refused hold's or payment's message and its fields' messages, announced when they appear, with
 * the way to the buyer's bookings when those are what stands in the way (decision 0069).
 */
export function BookingErrors({
  errors,
  t,
  prefix,
}: {
  errors: CheckoutErrors | null;
  t: IslandTranslate;
  /** The locale's path prefix, for the bookings page. */
  prefix: string;
}) {
  if (!errors) return null;
  return (
    <div className="booking-error" role="alert">
      <p>{errors.general}</p>
      {errors.ownBookings && (
        <p>
          <a href={ordersPagePath(prefix)}>{t('checkout.yourBookings')}</a>
        </p>
      )}
      {Object.values(errors.fields).length > 0 && (
        <ul>
          {Object.entries(errors.fields).map(([path, message]) => (
            <li key={path}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
