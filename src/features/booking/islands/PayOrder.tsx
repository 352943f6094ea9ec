import { useRef, useState, type SubmitEvent } from 'react';
import type { Order, PaymentMethod } from '../contract.ts';
import { bookingApi, orderPagePath } from '../booking-api.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import { BookingErrors } from './BookingErrors.tsx';
import { checkoutErrors, type CheckoutErrors } from './checkout-errors.ts';

/** What the pay button says: an online method leads to its payment page. */
const SUBMIT: Record<PaymentMethod, string> = {
  payLater: 'pay.submit',
  vnpay: 'pay.submitVnpay',
  demo: 'pay.submitDemo',
};

/** A method's name for an order: a flight has no property or pickup, so it is paid later at the airline. */
export const payMethodKey = (method: PaymentMethod, order: Pick<Order, 'items'>) =>
  method === 'payLater' && order.items.some((item) => item.kind === 'flight') ? 'pay.payLaterFlight' : `pay.${method}`;

/**
 * Paying a held order: at checkout, and again on the order page after a declined or cancelled
 * payment. The methods are those the server offers, less paying later for what is paid before
 * delivery (the order says so). One idempotency key per attempt: a retried click pays once.
 */
export function PayOrder({
  order,
  methods,
  expired,
  t,
  prefix,
}: {
  order: Order;
  methods: PaymentMethod[];
  /** The hold ran out: nothing can be paid any more. */
  expired: boolean;
  t: IslandTranslate;
  /** The locale's path prefix (`/`, `/en/`, `/zh/`), for the order page. */
  prefix: string;
}) {
  const offered = order.payOnline ? methods.filter((method) => method !== 'payLater') : methods;
  const [picked, setPicked] = useState<PaymentMethod>('payLater');
  const payment = offered.includes(picked) ? picked : (offered[0] ?? picked);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<CheckoutErrors | null>(null);
  const payKey = useRef(bookingApi.newKey());

  async function pay(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors(null);
    try {
      const { paymentUrl } = await bookingApi.confirm(order.id, payment, payKey.current);
      // VNPay returns to one configured URL: the order page then goes on in this language.
      if (paymentUrl) sessionStorage.setItem(STORAGE_KEYS.bookingReturnPrefix, prefix);
      location.assign(paymentUrl ?? orderPagePath(prefix, order.id));
    } catch (error) {
      payKey.current = bookingApi.newKey();
      setErrors(checkoutErrors(error, t));
      setBusy(false);
    }
  }

  if (offered.length === 0)
    return (
      <p className="booking-error" role="alert">
        {t('pay.noneOnline')}
      </p>
    );
  return (
    <form onSubmit={pay} className="booking-form">
      <fieldset>
        <legend>{t('pay.method')}</legend>
        {offered.map((method) => (
          <label key={method} className="booking-choice">
            <input
              type="radio"
              name="payment"
              value={method}
              checked={payment === method}
              onChange={() => setPicked(method)}
            />
            {t(payMethodKey(method, order))}
          </label>
        ))}
      </fieldset>
      <BookingErrors errors={errors} t={t} prefix={prefix} />
      <button type="submit" className="button button--primary" disabled={busy || expired}>
        {t(SUBMIT[payment])}
      </button>
    </form>
  );
}
