import { useState } from 'react';
import type { BookingItem, CancellationTerms } from '../lib/api/contract/booking.ts';
import { api } from '../lib/api/client.ts';
import { formatDay } from '../lib/format-date.ts';
import { intlFormat } from '../lib/i18n/intl-formats.ts';
import type { IslandStrings } from '../lib/i18n/island-strings.ts';
import { LOCALE_TAGS, type Locale } from '../lib/i18n/locales.ts';
import { Checkout } from './booking/Checkout.tsx';
import { Money } from './booking/Money.tsx';
import { LoadNotice, Offer, OfferList, OfferPrice } from './booking/OfferList.tsx';
import { TermsNote } from './booking/TermsNote.tsx';
import { useBookingIsland, useLoad } from './booking/use-booking-island.ts';
import './booking/booking.css';

interface TicketResult {
  id: string;
  demo: boolean;
  name: string;
  description: string;
  hours: string;
  /** One adult's and one child's ticket, as the hold will quote them (taxes and fees included). */
  price: number;
  childPrice: number | null;
  left: number;
  available: boolean;
  terms: CancellationTerms;
}

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
}

interface Chosen {
  ticket: TicketResult;
  adults: number;
  children: number;
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

/** /booking-ticket's attractions for the day, the adult and child quantities, then checkout. */
export default function BookingTicket({ strings, locale, prefix }: Props) {
  const { t, query, methods } = useBookingIsland(locale, strings);
  const date = query.get('date') ?? '';
  const region = query.get('region') || undefined;
  const quantity = Number(query.get('quantity') ?? 1);
  // A guide's Book link comes through the attraction's page: its ticket is chosen once listed.
  const preselected = query.get('attraction');
  const ready = Boolean(date);
  const results = useLoad(
    ready,
    () => api.get<{ items: TicketResult[] }>('/tickets/search', { region, date, quantity }),
    [],
  );
  const [picked, setPicked] = useState<Chosen | null | undefined>(undefined);
  const [booking, setBooking] = useState(false);

  if (!ready) return null;
  if (results.loading || results.error) return <LoadNotice error={results.error} t={t} />;
  const items = results.data?.items ?? [];
  const fromGuide = items.find((ticket) => ticket.id === preselected && ticket.available);
  const listed = fromGuide ? [fromGuide, ...items.filter((ticket) => ticket !== fromGuide)] : items;
  // Until the visitor picks, the ticket the guide led to is the one chosen.
  const chosen =
    picked === undefined ? (fromGuide ? { ticket: fromGuide, adults: quantity, children: 0 } : null) : picked;

  if (chosen && booking) {
    const item: BookingItem = {
      kind: 'ticket',
      attraction: chosen.ticket.id,
      date,
      adults: chosen.adults,
      children: chosen.children,
    };
    const tickets = intlFormat('ListFormat', LOCALE_TAGS[locale].lang, { type: 'conjunction' }).format([
      ...(chosen.adults > 0 ? [t('count.adults', { count: chosen.adults })] : []),
      ...(chosen.children > 0 ? [t('count.children', { count: chosen.children })] : []),
    ]);
    return (
      <Checkout
        item={item}
        travellers={0}
        title={`${chosen.ticket.name} · ${formatDay(date, locale)} · ${tickets}`}
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
      {listed.map((ticket) => (
        <Offer
          key={ticket.id}
          name={ticket.name}
          details={[
            ticket.description,
            `${t('ticket.hours', { hours: ticket.hours })} · ${ticket.available ? t('ticket.left', { count: ticket.left }) : t('ticket.soldOut')}`,
          ]}
        >
          <OfferPrice
            choose={
              ticket.available
                ? {
                    text: t('choose'),
                    label: t('ticket.choose', { ticket: ticket.name }),
                    onClick: () => setPicked({ ticket, adults: quantity, children: 0 }),
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
          {chosen?.ticket.id === ticket.id && (
            <form
              className="booking-form booking-form--inline"
              onSubmit={(event) => {
                event.preventDefault();
                setBooking(true);
              }}
            >
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
        </Offer>
      ))}
    </OfferList>
  );
}
