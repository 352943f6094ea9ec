import type { BookedDetail, BookedTime } from '#features/booking/booked-details.ts';
import { orderPagePath } from '#features/booking/booking-api.ts';
import type { BookedLine } from '#features/booking/order-timeline.ts';
import { formatDay, formatDays } from '#lib/format-date.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { Money } from '#features/booking/islands/Money.tsx';
import type { EntryViewProps } from './sources.ts';

/** A line's time as a traveller reads it: "Check-in from 14:00", "Departs 07:00 · arrives 08:20". */
function timeText(time: BookedTime, t: IslandTranslate): string {
  switch (time.kind) {
    case 'checkIn':
      return t('trips.time.checkIn', { from: time.from, until: time.checkOutUntil });
    case 'flight':
      return t('trips.time.flight', { departs: time.departs, arrives: time.arrives });
    case 'opening':
      return t('trips.time.opening', { opens: time.opens, closes: time.closes });
    case 'slot':
      return t('trips.time.slot', { starts: time.starts, ends: time.ends });
  }
}

/**
 * A booked line on the timeline or on its trip's day: what it is, when (its days, and its time of
 * day), where, and the order's state, number and total, linking to the order page with its voucher.
 * Its strings are booking's `trips.` and `state.` keys.
 */
export function BookingEntry({
  entry,
  locale,
  t,
  onDay = false,
  detailOf,
}: EntryViewProps<BookedLine> & { detailOf: (product: string) => BookedDetail | undefined }) {
  const { order, line } = entry.item;
  const item = order.items[line];
  if (!item) return null;
  const detail = detailOf(item.product);
  const name = detail?.name ?? t(`trips.kind.${item.kind}`);
  const headingId = `booking-${order.id}-${line}`;
  // On a trip's day the day's heading says when; a stay still says until when.
  const days =
    entry.startDate === entry.endDate
      ? formatDay(entry.startDate, locale)
      : formatDays(entry.startDate, entry.endDate, locale);
  const when = [onDay && entry.startDate === entry.endDate ? undefined : days, detail?.time && timeText(detail.time, t)]
    .filter(Boolean)
    .join(' · ');
  const Heading = onDay ? 'h5' : 'h3';
  return (
    <article
      className={`trip-entry trip-entry--booking${onDay ? ' trip-entry--on-day' : ''}`}
      aria-labelledby={headingId}
      data-testid="order-item"
      data-state={order.state}
    >
      <Heading id={headingId}>
        <a href={orderPagePath(localizedPath(locale, '/'), order.id)}>{name}</a>
      </Heading>
      {when && <p className="trip-entry__meta">{when}</p>}
      {detail?.address && <p className="trip-entry__address">{detail.address}</p>}
      <p className="trip-entry__booking">
        <span className="trip-entry__state" data-state={order.state}>
          {t(`state.${order.state}`)}
        </span>
        <span>
          {t('trips.order', { number: order.number })} · <Money amount={order.quote.total} locale={locale} />
        </span>
      </p>
    </article>
  );
}
