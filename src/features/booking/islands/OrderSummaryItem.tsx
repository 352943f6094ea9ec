import type { Order } from '../contract.ts';
import { orderPagePath } from '../booking-api.ts';
import { formatDays } from '#lib/format-date.ts';
import { orderDays } from '../order-timeline.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { Money } from './Money.tsx';

/**
 * One order in the order page's "my orders" list: number, what it is, when, state and total,
 * linking to the order page. Its strings are booking's `trips.`, `state.` and `order.kind.` keys.
 */
export function OrderSummaryItem({ order, locale, t }: { order: Order; locale: Locale; t: IslandTranslate }) {
  const { startDate, endDate } = orderDays(order);
  const kinds = [...new Set(order.items.map((item) => t(`trips.kind.${item.kind}`)))].join(', ');
  return (
    <div className="booking-order-item" data-testid="order-item" data-state={order.state}>
      <a href={orderPagePath(localizedPath(locale, '/'), order.id)}>{t('trips.order', { number: order.number })}</a>
      <span>
        {kinds} · {formatDays(startDate, endDate, locale)}
      </span>
      <span>
        {t(`state.${order.state}`)} · <Money amount={order.quote.total} locale={locale} />
      </span>
    </div>
  );
}
