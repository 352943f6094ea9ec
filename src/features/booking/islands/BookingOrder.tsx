import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { bookingCalls, Order } from '../contract.ts';
import { api, ApiCallError } from '#lib/api/client.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import { bookingApi, orderPagePath } from '../booking-api.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import { $signedIn } from '#stores/auth.ts';
import { $bookingGuest } from '../booking-guest.ts';
import { keepOrder, savedOrder } from '../saved-bookings.ts';
import { OrderDetail, type OrderParts } from './OrderDetail.tsx';
import { OrdersList } from './OrdersList.tsx';
import { SignInOrPhone } from './SignInOrPhone.tsx';
import { useBookingIsland } from './use-booking-island.ts';
import './booking.css';

interface Props {
  strings: IslandStrings;
  locale: Locale;
  /** Names of the catalogue's products in this language, by product key. */
  names: Record<string, string>;
  /** What the kinds other areas sell show of an order (the page's island fills it: BookingOrderWithSim). */
  parts?: OrderParts;
}

/** How often an order whose payment or refund is being settled is read again, and how many times. */
const SETTLING_POLL_MS = 3000;
const SETTLING_POLLS = 40;

/** Nothing answered: the device is offline (or the server unreachable), so a saved copy may stand in. */
const offline = (failure: unknown) => failure instanceof ApiCallError && failure.code === 'NETWORK_ERROR';

/** An online payment, refund or eSIM the provider has not answered yet: the page reads the order again. */
const settling = (order: Order) =>
  order.state === 'awaiting_payment' ||
  (order.state === 'cancelled' && order.payment.paid > order.payment.refunded) ||
  order.sim?.esim?.state === 'pending';

/**
 * /booking/order: one order (`?id=`), reached after checkout or back from VNPay (its signed query
 * is checked by the API first), or, without an id, the caller's orders. Always read from the API:
 * the page is a static shell and the answer is never cached.
 */
export default function BookingOrder({ strings, locale, names, parts }: Props) {
  const { t, query, methods } = useBookingIsland(locale, strings);
  const signedIn = useStore($signedIn);
  const guest = useStore($bookingGuest);
  const [orderId, setOrderId] = useState<string | null>(query.get('id'));
  const [order, setOrder] = useState<Order | null>(null);
  // Offline: the copy this device kept when the order was last read, and when that was.
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [polls, setPolls] = useState(0);

  // Back from VNPay: the signed query names the order (the IPN, not this page, settles it).
  useEffect(() => {
    if (!query.has('vnp_SecureHash')) return;
    // The gateway's whole signed query goes back as it came; the two fields the call needs are named for the type.
    const params = {
      ...Object.fromEntries(query.entries()),
      vnp_TxnRef: query.get('vnp_TxnRef') ?? '',
      vnp_SecureHash: query.get('vnp_SecureHash') ?? '',
    };
    api
      .call<typeof bookingCalls.vnpayReturn>('GET /booking/vnpay/return', params)
      .then(({ orderId: id }) => {
        const prefix = sessionStorage.getItem(STORAGE_KEYS.bookingReturnPrefix);
        sessionStorage.removeItem(STORAGE_KEYS.bookingReturnPrefix);
        // Back in the language the buyer paid from (VNPay's return URL is one for every language).
        if (prefix && !location.pathname.startsWith(`${prefix}booking/`)) location.replace(orderPagePath(prefix, id));
        else {
          history.replaceState(null, '', `${location.pathname}?id=${id}`);
          setOrderId(id);
        }
      })
      .catch(setError);
  }, [query]);

  useEffect(() => {
    if (query.has('vnp_SecureHash') && !orderId) return;
    setError(null);
    const load = orderId
      ? bookingApi.order(orderId).then((answer) => {
          keepOrder(answer.order);
          setOrder(answer.order);
          setSavedAt(null);
        })
      : bookingApi.orders().then((answer) => setOrders(answer.items));
    load.catch((failure: unknown) => {
      const saved = orderId && offline(failure) ? savedOrder(orderId) : undefined;
      if (!saved) return setError(failure);
      setOrder(saved.value);
      setSavedAt(saved.savedAt);
    });
  }, [orderId, signedIn, guest, polls, query]);

  useEffect(() => {
    if (!order || !settling(order) || polls >= SETTLING_POLLS) return;
    const timer = setTimeout(() => setPolls((count) => count + 1), SETTLING_POLL_MS);
    return () => clearTimeout(timer);
  }, [order, polls]);

  // Signed out (a link from the SMS, on another device): the buyer's verified number opens it.
  if (error instanceof ApiCallError && error.code === 'SIGN_IN_REQUIRED')
    return (
      <section className="booking-buyer">
        <SignInOrPhone t={t} note={t('order.signInToSee')} refused />
      </section>
    );
  if (error)
    return (
      <p role="alert" className="booking-error">
        {failureMessage(error, t)}
      </p>
    );
  if (order)
    return (
      <OrderDetail
        order={order}
        names={names}
        methods={methods}
        t={t}
        locale={locale}
        prefix={localizedPath(locale, '/')}
        savedAt={savedAt}
        parts={parts}
        onChange={(changed) => {
          keepOrder(changed);
          setOrder(changed);
        }}
      />
    );
  if (orders)
    return (
      <section aria-labelledby="orders-title">
        <h2 id="orders-title">{t('trips.title')}</h2>
        <OrdersList orders={orders} locale={locale} t={t} />
      </section>
    );
  return (
    <p role="status" className="booking-status">
      {t('order.loading')}
    </p>
  );
}
