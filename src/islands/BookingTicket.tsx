import { useState } from 'react';
import type { BookingItem } from '../lib/api/contract/booking.ts';
import { api } from '../lib/api/client.ts';
import { failureMessage } from '../lib/api/failure-message.ts';
import type { IslandStrings } from '../lib/i18n/island-strings.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { Checkout } from './booking/Checkout.tsx';
import { Money } from './booking/Money.tsx';
import { useBookingIsland, useLoad } from './booking/use-booking-island.ts';
import './booking/booking.css';

interface TicketResult {
  id: string;
  demo: boolean;
  name: string;
  description: string;
  hours: string;
  price: number;
  childPrice: number | null;
  left: number;
  available: boolean;
}

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
}

/** /booking-ticket's attractions for the day, the adult and child quantities, then checkout. */
export default function BookingTicket({ strings, locale, prefix }: Props) {
  const { t, query, methods } = useBookingIsland(locale, strings);
  const date = query.get('date') ?? '';
  const region = query.get('region') || undefined;
  const quantity = Number(query.get('quantity') ?? 1);
  const ready = Boolean(date);
  const results = useLoad(
    ready,
    () => api.get<{ items: TicketResult[] }>('/tickets/search', { region, date, quantity }),
    [],
  );
  const [chosen, setChosen] = useState<{ ticket: TicketResult; adults: number; children: number } | null>(null);
  const [booking, setBooking] = useState(false);

  if (!ready) return null;
  if (results.loading)
    return (
      <p role="status" className="booking-status">
        {t('search.loading')}
      </p>
    );
  if (results.error)
    return (
      <p role="alert" className="booking-error">
        {failureMessage(results.error, t)}
      </p>
    );

  if (chosen && booking) {
    const item: BookingItem = {
      kind: 'ticket',
      attraction: chosen.ticket.id,
      date,
      adults: chosen.adults,
      children: chosen.children,
    };
    return (
      <Checkout
        item={item}
        travellers={0}
        title={`${chosen.ticket.name} · ${date} · ${t('ticket.quantities', { adults: chosen.adults, children: chosen.children })}`}
        t={t}
        locale={locale}
        prefix={prefix}
        methods={methods}
        onBack={() => setBooking(false)}
      />
    );
  }

  const items = results.data?.items ?? [];
  return (
    <section className="booking-results" aria-labelledby="ticket-results">
      <h2 id="ticket-results">{t('ticket.results', { count: items.length })}</h2>
      {items.length === 0 && <p>{t('search.none')}</p>}
      <ul className="booking-list">
        {items.map((ticket) => (
          <li key={ticket.id} className="booking-offer">
            <div>
              <strong>{ticket.name}</strong>
              <span>{ticket.description}</span>
              <span>
                {t('ticket.hours', { hours: ticket.hours })} ·{' '}
                {ticket.available ? t('ticket.left', { count: ticket.left }) : t('ticket.soldOut')}
              </span>
            </div>
            <div className="booking-offer__price">
              <span>
                {t('ticket.adult')} <Money amount={ticket.price} locale={locale} />
              </span>
              {ticket.childPrice !== null && (
                <span>
                  {t('ticket.child')} <Money amount={ticket.childPrice} locale={locale} />
                </span>
              )}
              {ticket.available && (
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={t('ticket.choose', { ticket: ticket.name })}
                  onClick={() => setChosen({ ticket, adults: quantity, children: 0 })}
                >
                  {t('choose')}
                </button>
              )}
            </div>
            {chosen?.ticket.id === ticket.id && (
              <form
                className="booking-form booking-form--inline"
                onSubmit={(event) => {
                  event.preventDefault();
                  setBooking(true);
                }}
              >
                <label>
                  {t('ticket.adults')}
                  <input
                    type="number"
                    min={0}
                    max={9}
                    value={chosen.adults}
                    onChange={(event) => setChosen({ ...chosen, adults: Number(event.target.value) })}
                  />
                </label>
                {ticket.childPrice !== null && (
                  <label>
                    {t('ticket.children')}
                    <input
                      type="number"
                      min={0}
                      max={9}
                      value={chosen.children}
                      onChange={(event) => setChosen({ ...chosen, children: Number(event.target.value) })}
                    />
                  </label>
                )}
                <button type="submit" className="button button--primary">
                  {t('ticket.continue')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
