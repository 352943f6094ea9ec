import { useState, type ReactNode } from 'react';
import type { Order, OrderItem, PaymentMethod } from '../contract.ts';
import type { DeskNote } from '../desk-note.ts';
import { formatAmount } from '#lib/money.ts';
import { formatDay, formatDays, formatMoment } from '#lib/format-date.ts';
import { addDays } from '#lib/vietnam-days.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { LOCALE_TAGS, type Locale } from '#lib/i18n/locales.ts';
import { CancelOrder } from './CancelOrder.tsx';
import { FlightDetail } from './FlightDetail.tsx';
import { HoldCountdown } from './HoldCountdown.tsx';
import { Money } from './Money.tsx';
import { payMethodKey, PayOrder } from './PayOrder.tsx';
import { QuoteSummary } from './QuoteSummary.tsx';
import { TermsNote } from './TermsNote.tsx';
import { VoucherQr } from './VoucherQr.tsx';

/** A moment as Vietnam's clocks showed it, in the page's language (events, purchases). */
export const when = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale].lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(iso));

/** What a line booked, in words: a stay's dates to the check-out day and its nights and rooms, a day and its units. */
function bookedLine(item: OrderItem, t: IslandTranslate, locale: Locale): string {
  const day = formatDay(item.firstDay, locale);
  const units = { count: item.quantity };
  switch (item.kind) {
    case 'hotel':
      return t('order.kind.hotel', {
        dates: formatDays(item.firstDay, addDays(item.firstDay, item.days), locale),
        nights: t('count.nights', { count: item.days }),
        rooms: t('count.rooms', units),
      });
    case 'flight':
      return t('order.kind.flight', { day, seats: t('count.seats', units) });
    case 'ticket':
      return item.slot
        ? t('order.kind.ticketSlot', { day, time: item.slot, tickets: t('count.tickets', units) })
        : t('order.kind.ticket', { day, tickets: t('count.tickets', units) });
    case 'sim':
      return t('order.kind.sim', { day, sims: t('count.sims', units) });
    case 'data':
      return t('order.kind.data', { day });
  }
}

/** What our customer service cancelled or refunded, and why, in the buyer's language (decision 0091). */
function DeskNotes({ notes, t, locale }: { notes: DeskNote[]; t: IslandTranslate; locale: Locale }) {
  return (
    <section className="booking-card" aria-labelledby="order-desk-notes" data-testid="desk-notes">
      <h3 id="order-desk-notes">{t('desk.title')}</h3>
      <ul className="booking-list">
        {notes.map((note) => {
          const values = { amount: formatAmount(note.amount, locale), reason: t(`deskReason.${note.reason}`) };
          const key = note.cancelled ? (note.amount > 0 ? 'desk.cancelRefund' : 'desk.cancel') : 'desk.refund';
          return (
            <li key={note.at}>
              <time dateTime={note.at}>{when(note.at, locale)}</time> {t(key, values)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A confirmed order its terms no longer let go: why, and what the buyer can still do, by what it is.
 */
function CannotCancel({ order, t, locale }: { order: Order; t: IslandTranslate; locale: Locale }) {
  const { freeUntil } = order.terms;
  const kinds = order.items.map((item) => item.kind);
  const still = kinds.includes('flight') ? 'stillFlight' : kinds.includes('hotel') ? 'stillHotel' : 'stillOther';
  return (
    <div className="booking-warning" data-testid="cannot-cancel">
      <p>
        {freeUntil ? t('terms.noCancelEnded', { time: formatMoment(freeUntil, locale) }) : t('terms.noCancelNever')}
      </p>
      <p>{t(`terms.${still}`)}</p>
    </div>
  );
}

/** The slot for what another area shows of an order (decision 0106): booking imports none of them. */
export type OrderParts = (order: Order, t: IslandTranslate) => ReactNode;

/**
 * One order: state, lines, quote, payment, voucher, cancellation and its whole history. A hold
 * still running (back from a declined or cancelled payment) can be paid again from here.
 */
export function OrderDetail({
  order,
  names,
  methods,
  t,
  locale,
  prefix,
  savedAt,
  onChange,
  parts,
}: {
  order: Order;
  names: Record<string, string>;
  methods: PaymentMethod[];
  t: IslandTranslate;
  locale: Locale;
  prefix: string;
  /** Shown from this device's copy (offline): when the server last answered it. Nothing can be changed. */
  savedAt: number | null;
  onChange: (order: Order) => void;
  /** What the kinds other areas sell show of the order after its payment (a SIM's delivery), from the page's island. */
  parts?: OrderParts;
}) {
  const [expired, setExpired] = useState(false);
  const live = savedAt === null;
  return (
    <article className="booking-order" aria-labelledby="order-title">
      <h2 id="order-title">{t('order.number', { number: order.number })}</h2>
      <p className="booking-state" data-testid="order-state" data-state={order.state}>
        {t(`state.${order.state}`)}
      </p>
      {!live && (
        <p className="booking-saved" role="status" data-testid="order-saved">
          {t('order.savedCopy', { time: when(new Date(savedAt).toISOString(), locale) })}
        </p>
      )}
      {order.demo && <p className="booking-demo">{t('demo.notice')}</p>}
      <h3>{t('order.lines')}</h3>
      <ul className="booking-list">
        {order.items.map((item) => (
          <li key={item.product}>
            <strong>{names[item.product] ?? item.product}</strong>
            <span data-testid="order-line">{bookedLine(item, t, locale)}</span>
            {item.flight ? (
              <FlightDetail flight={item.flight} travellers={item.travellers} names={names} t={t} locale={locale} />
            ) : (
              item.travellers.length > 0 && <span>{item.travellers.map((traveller) => traveller.name).join(', ')}</span>
            )}
          </li>
        ))}
      </ul>
      {order.bookingReference && (
        <>
          <p data-testid="booking-reference">
            {t('flight.reference')}: <strong className="booking-voucher__code">{order.bookingReference}</strong>
          </p>
          <p className="booking-hint">{t('flight.checkIn')}</p>
        </>
      )}
      <QuoteSummary quote={order.quote} t={t} locale={locale} />
      {live && order.state === 'held' && (
        <section className="booking-card" aria-labelledby="order-pay">
          <h3 id="order-pay">{t('order.payNow')}</h3>
          <HoldCountdown expiresAt={order.holdExpiresAt} t={t} onExpired={() => setExpired(true)} />
          <PayOrder order={order} methods={methods} expired={expired} t={t} prefix={prefix} />
        </section>
      )}
      <h3>{t('order.payment')}</h3>
      <dl className="booking-facts">
        <dt>{t('pay.method')}</dt>
        <dd>{order.payment.method ? t(payMethodKey(order.payment.method, order)) : '—'}</dd>
        <dt>{t('order.paid')}</dt>
        <dd>
          <Money amount={order.payment.paid} locale={locale} />
        </dd>
        <dt>{t('order.refunded')}</dt>
        <dd data-testid="order-refunded">
          <Money amount={order.payment.refunded} locale={locale} />
        </dd>
      </dl>
      {parts?.(order, t)}
      {order.voucher && <VoucherQr code={order.voucher} used={order.voucherUsed} t={t} />}
      {/* A copy saved on this device by an earlier release (decision 0077) has no terms. */}
      {(order.terms as Order['terms'] | undefined) && (
        <>
          <h3>{t('terms.title')}</h3>
          <TermsNote terms={order.terms} t={t} locale={locale} />
          {order.state === 'confirmed' && !order.cancellable && <CannotCancel order={order} t={t} locale={locale} />}
        </>
      )}
      {live && order.cancellable && <CancelOrder order={order} t={t} onCancelled={onChange} />}
      {order.deskNotes && order.deskNotes.length > 0 && <DeskNotes notes={order.deskNotes} t={t} locale={locale} />}
      <h3>{t('order.history')}</h3>
      <ol className="booking-history" data-testid="order-history">
        {order.events.map((event, index) => (
          <li key={index} data-reason={event.reason}>
            <time dateTime={event.at}>{when(event.at, locale)}</time> {t(`event.${event.reason}`)}
            {' · '}
            {t(`actor.${event.actor}`)}
          </li>
        ))}
      </ol>
    </article>
  );
}
