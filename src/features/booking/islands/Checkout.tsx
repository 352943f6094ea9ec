import { useStore } from '@nanostores/react';
import { useRef, useState, type SubmitEvent } from 'react';
import type { BookingItem, FlightItem, Order, PaymentMethod } from '../contract.ts';
import { bookingApi } from '../booking-api.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { $signedIn } from '#stores/auth.ts';
import { $bookingGuest } from '../booking-guest.ts';
import { BookingErrors } from './BookingErrors.tsx';
import { checkoutErrors, type CheckoutErrors } from './checkout-errors.ts';
import { HoldCountdown } from './HoldCountdown.tsx';
import { PayOrder } from './PayOrder.tsx';
import { QuoteSummary } from './QuoteSummary.tsx';
import { SignInOrPhone } from './SignInOrPhone.tsx';
import { TermsNote, TermsWarning } from './TermsNote.tsx';

interface Props {
  item: BookingItem;
  /** A flight's return, held and paid with it in the same order. */
  returnFlight?: FlightItem;
  /** Flights: how many names as on the passport to ask for. */
  travellers: number;
  /** What the buyer chose, in words, above the form. */
  title: string;
  t: IslandTranslate;
  locale: Locale;
  /** The locale's path prefix (`/`, `/en/`, `/zh/`), for the order page. */
  prefix: string;
  /** Payment methods the server offers (VNPay only when configured). */
  methods: PaymentMethod[];
  onBack: () => void;
}

/**
 * Guest details, hold, the itemised quote with the hold's countdown, payment, then the order page
 * (or VNPay's page, which returns to it). One idempotency key per attempt: a retried click holds or
 * pays once.
 */
export function Checkout({ item, returnFlight, travellers, title, t, locale, prefix, methods, onBack }: Props) {
  const signedIn = useStore($signedIn);
  const guest = useStore($bookingGuest);
  const isGuest = !signedIn && guest !== null && guest.expiresAt > Date.now();
  const [order, setOrder] = useState<Order | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<CheckoutErrors | null>(null);
  const holdKey = useRef(bookingApi.newKey());

  async function hold(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const request = {
      item,
      ...(returnFlight ? { returnFlight } : {}),
      contact: {
        name: text('name'),
        ...(text('phone') ? { phone: text('phone') } : {}),
        ...(text('email') ? { email: text('email') } : {}),
      },
      ...(travellers > 0
        ? { travellers: form.getAll('traveller').map((name) => ({ name: String(name).trim() })) }
        : {}),
    };
    setBusy(true);
    setErrors(null);
    try {
      const answer = await bookingApi.hold(request, holdKey.current);
      setOrder(answer.order);
      setExpired(false);
    } catch (error) {
      // A refused request may be corrected and sent again as a new attempt.
      holdKey.current = bookingApi.newKey();
      setErrors(checkoutErrors(error, t));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (path: string) => errors?.fields[path];
  if (order)
    return (
      <section className="booking-card" aria-labelledby="booking-review">
        <h2 id="booking-review">{t('checkout.review')}</h2>
        <p>{title}</p>
        {order.demo && <p className="booking-demo">{t('demo.notice')}</p>}
        <QuoteSummary quote={order.quote} t={t} locale={locale} />
        <h3>{t('terms.title')}</h3>
        <TermsNote terms={order.terms} t={t} locale={locale} />
        <TermsWarning terms={order.terms} t={t} />
        <HoldCountdown expiresAt={order.holdExpiresAt} t={t} onExpired={() => setExpired(true)} />
        <PayOrder order={order} methods={methods} expired={expired} t={t} prefix={prefix} />
      </section>
    );

  return (
    <section className="booking-card" aria-labelledby="booking-details">
      <h2 id="booking-details">{t('checkout.details')}</h2>
      <p>{title}</p>
      <div className="booking-buyer">
        {signedIn ? (
          // Where the focus lands after signing in here: the "Sign in" button it replaces is gone.
          <p data-focus-after-sign-in tabIndex={-1}>
            {t('buyer.signedIn')}
          </p>
        ) : isGuest ? (
          <p>{t('buyer.guest', { phone: guest.phone })}</p>
        ) : (
          <SignInOrPhone t={t} note={t('buyer.choose')} />
        )}
      </div>
      <form onSubmit={hold} className="booking-form">
        <label>
          {t('contact.name')}
          <input name="name" autoComplete="name" required maxLength={100} aria-invalid={!!fieldError('contact.name')} />
        </label>
        {!isGuest && (
          <label>
            {t('contact.phone')}
            <input name="phone" type="tel" autoComplete="tel" maxLength={20} />
          </label>
        )}
        <label>
          {t('contact.email')}
          <input name="email" type="email" autoComplete="email" maxLength={254} />
        </label>
        {travellers > 0 && (
          <fieldset>
            <legend>{t('travellers.title')}</legend>
            <p className="booking-hint">{t('travellers.hint')}</p>
            {Array.from({ length: travellers }, (_, index) => (
              <label key={index}>
                {t('travellers.name', { number: index + 1 })}
                <input
                  name="traveller"
                  required
                  maxLength={60}
                  autoCapitalize="characters"
                  aria-invalid={!!fieldError(`travellers.${index}.name`)}
                />
              </label>
            ))}
          </fieldset>
        )}
        <BookingErrors errors={errors} t={t} prefix={prefix} />
        <div className="booking-actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            {t('checkout.back')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('checkout.hold')}
          </button>
        </div>
      </form>
    </section>
  );
}
