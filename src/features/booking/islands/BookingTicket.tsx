import { useState } from 'react';
import type { bookingCalls, BookingItem, TicketHit } from '../contract.ts';
import { api } from '#lib/api/client.ts';
import { formatDay } from '#lib/format-date.ts';
import { intlFormat } from '#lib/i18n/intl-formats.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { LOCALE_TAGS, type Locale } from '#lib/i18n/locales.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { Checkout } from './Checkout.tsx';
import type { MapTiles } from '#islands/maps/use-route-map.ts';
import { Money } from './Money.tsx';
import { LoadNotice, Offer, OfferList, OfferPrice } from './OfferList.tsx';
import { TermsNote } from './TermsNote.tsx';
import { TicketFacts } from './TicketFacts.tsx';
import { useBookingIsland, useLoad } from './use-booking-island.ts';
import './booking.css';
import './ticket-facts.css';

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
  tiles: MapTiles;
}

interface Chosen {
  ticket: TicketHit;
  adults: number;
  children: number;
  /** The start time chosen, where the attraction sells time slots. */
  slot: string | undefined;
}

/** How many tickets of one age group (the engine sells at most 9 of each per order). */
function TicketCount({ label, value, onChange }: { label: string; value: number; onChange: (count: number) => void }) {
  return (
    <label>
      {label}
      <input type="number" min={0} max={9} value={value} onChange={(event) => onChange(Number(event.target.value))} />
    </label>
  );
}

/** The first slot still for sale: what a buyer who picks nothing gets. */
const firstSlot = (ticket: TicketHit) => ticket.slots?.find((slot) => slot.available)?.time;

/** The day's start times as radio buttons: places left, or why one cannot be taken. */
function SlotPicker({ chosen, onChange, t }: { chosen: Chosen; onChange: (slot: string) => void; t: IslandTranslate }) {
  return (
    <fieldset className="ticket-slots">
      <legend>{t('ticket.slot')}</legend>
      {chosen.ticket.slots?.map((slot) => (
        <label key={slot.time}>
          <input
            type="radio"
            name={`slot-${chosen.ticket.id}`}
            value={slot.time}
            checked={chosen.slot === slot.time}
            disabled={!slot.available}
            onChange={() => onChange(slot.time)}
          />
          <span>
            <strong>{slot.time}</strong> ·{' '}
            {slot.started
              ? t('ticket.slotStarted')
              : slot.left > 0
                ? t('ticket.slotLeft', { count: slot.left })
                : t('ticket.slotFull')}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "Valid today" where a same-day visit can still be bought, a link to today's tickets when another
 * day was searched, or why today is over (decision 0085).
 */
function TodayNote({ ticket, todayHref, t }: { ticket: TicketHit; todayHref: string | null; t: IslandTranslate }) {
  const next = firstSlot(ticket) ?? ticket.slots?.find((slot) => !slot.started)?.time;
  if (ticket.forToday && !ticket.openToday)
    return (
      <span className="ticket-today ticket-today--closed" data-testid="ticket-today">
        {ticket.slots ? t('ticket.todayGone') : t('ticket.todayClosed', { time: ticket.lastEntry })}
      </span>
    );
  if (!ticket.openToday) return null;
  const until = next ? t('ticket.nextSlot', { time: next }) : t('ticket.lastEntry', { time: ticket.lastEntry });
  if (ticket.forToday)
    return (
      <span className="ticket-today" data-testid="ticket-today">
        {t('ticket.validToday')} · {until}
      </span>
    );
  return todayHref ? (
    <a className="ticket-today" href={todayHref} data-testid="ticket-today">
      {t('ticket.bookForToday')} · {until}
    </a>
  ) : null;
}

/** /booking-ticket's attractions for the day, their facts, the slot and quantities, then checkout. */
export default function BookingTicket({ strings, locale, prefix, tiles }: Props) {
  const { t, query, methods } = useBookingIsland(locale, strings);
  const date = query.get('date') ?? '';
  const region = query.get('region') || undefined;
  const quantity = Number(query.get('quantity') ?? 1);
  // A guide's Book link comes through the attraction's page: its ticket is chosen once listed.
  const preselected = query.get('attraction');
  const ready = Boolean(date);
  const results = useLoad(
    ready,
    () => api.call<typeof bookingCalls.searchTickets>('GET /tickets/search', { region, date, quantity }),
    [],
  );
  const [picked, setPicked] = useState<Chosen | null | undefined>(undefined);
  const [booking, setBooking] = useState(false);

  if (!ready) return null;
  if (results.loading || results.error) return <LoadNotice error={results.error} t={t} />;
  const items = results.data?.items ?? [];
  const today = results.data?.today ?? '';
  const todayQuery = new URLSearchParams(query);
  todayQuery.set('date', today);
  const todayHref = today && today !== date ? `?${todayQuery.toString()}` : null;
  const fromGuide = items.find((ticket) => ticket.id === preselected && ticket.available);
  const listed = fromGuide ? [fromGuide, ...items.filter((ticket) => ticket !== fromGuide)] : items;
  const choose = (ticket: TicketHit): Chosen => ({ ticket, adults: quantity, children: 0, slot: firstSlot(ticket) });
  // Until the visitor picks, the ticket the guide led to is the one chosen.
  const chosen = picked === undefined ? (fromGuide ? choose(fromGuide) : null) : picked;

  if (chosen && booking) {
    const item: BookingItem = {
      kind: 'ticket',
      attraction: chosen.ticket.id,
      date,
      adults: chosen.adults,
      children: chosen.children,
      ...(chosen.slot ? { slot: chosen.slot } : {}),
    };
    const tickets = intlFormat('ListFormat', LOCALE_TAGS[locale].lang, { type: 'conjunction' }).format([
      ...(chosen.adults > 0 ? [t('count.adults', { count: chosen.adults })] : []),
      ...(chosen.children > 0 ? [t('count.children', { count: chosen.children })] : []),
    ]);
    const when = chosen.slot
      ? t('ticket.daySlot', { day: formatDay(date, locale), time: chosen.slot })
      : formatDay(date, locale);
    return (
      <Checkout
        item={item}
        travellers={0}
        title={`${chosen.ticket.name} · ${when} · ${tickets}`}
        t={t}
        locale={locale}
        prefix={prefix}
        methods={methods}
        onBack={() => setBooking(false)}
      />
    );
  }

  return (
    <OfferList title={t('ticket.results', { count: items.length })} empty={items.length === 0} t={t}>
      {listed.map((ticket) => {
        const first = ticket.photos[0];
        const isChosen = chosen?.ticket.id === ticket.id;
        return (
          <Offer
            key={ticket.id}
            name={ticket.name}
            media={
              first && (
                <img
                  className="hotel-result-photo"
                  src={first.src}
                  width={first.width}
                  height={first.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              )
            }
            details={[
              ticket.description,
              `${t('ticket.hours', { hours: ticket.hours })} · ${ticket.available ? t('ticket.left', { count: ticket.left }) : t('ticket.soldOut')}`,
              <TodayNote ticket={ticket} todayHref={todayHref} t={t} />,
            ]}
          >
            <OfferPrice
              choose={
                ticket.available
                  ? {
                      text: t('choose'),
                      label: t('ticket.choose', { ticket: ticket.name }),
                      onClick: () => setPicked(choose(ticket)),
                    }
                  : undefined
              }
            >
              <span>
                {t('ticket.adult')} <Money amount={ticket.price} locale={locale} />
              </span>
              {ticket.childPrice !== null && (
                <span>
                  {t('ticket.child')} <Money amount={ticket.childPrice} locale={locale} />
                </span>
              )}
              <span className="booking-hint">{t('price.included')}</span>
              <TermsNote terms={ticket.terms} t={t} locale={locale} compact />
            </OfferPrice>
            {chosen && isChosen && (
              <form
                className="booking-form booking-form--inline"
                onSubmit={(event) => {
                  event.preventDefault();
                  setBooking(true);
                }}
              >
                {ticket.slots && (
                  <SlotPicker chosen={chosen} onChange={(slot) => setPicked({ ...chosen, slot })} t={t} />
                )}
                <TicketCount
                  label={t('ticket.adults')}
                  value={chosen.adults}
                  onChange={(adults) => setPicked({ ...chosen, adults })}
                />
                {ticket.childPrice !== null && (
                  <TicketCount
                    label={t('ticket.children')}
                    value={chosen.children}
                    onChange={(children) => setPicked({ ...chosen, children })}
                  />
                )}
                <button type="submit" className="button button--primary">
                  {t('ticket.continue')}
                </button>
              </form>
            )}
            <TicketFacts ticket={ticket} tiles={tiles} t={t} locale={locale} open={isChosen} />
          </Offer>
        );
      })}
    </OfferList>
  );
}
