import type { Order } from '../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { OrderSummaryItem } from './OrderSummaryItem.tsx';

/** The caller's orders, newest first, each linking to its page. */
export function OrdersList({ orders, locale, t }: { orders: Order[]; locale: Locale; t: IslandTranslate }) {
  if (orders.length === 0) return <p>{t('trips.none')}</p>;
  return (
    <ul className="booking-list" aria-label={t('trips.title')}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderSummaryItem order={order} locale={locale} t={t} />
        </li>
      ))}
    </ul>
  );
}
