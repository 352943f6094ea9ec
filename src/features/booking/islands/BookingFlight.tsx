import { useState } from 'react';
import type { bookingCalls, FareOffer, FlightEnd, FlightItem, FlightOffer } from '../contract.ts';
import { api } from '#lib/api/client.ts';
import { formatDay, formatLocalTime } from '#lib/format-date.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { Checkout } from './Checkout.tsx';
import { ListedTotal, LoadNotice, Offer, OfferList, OfferPrice } from './OfferList.tsx';
import { TermsNote } from './TermsNote.tsx';
import { useBookingIsland, useLoad } from './use-booking-island.ts';
import './booking.css';

interface Chosen {
  flight: FlightOffer;
  fare: FareOffer;
  date: string;
}

type Passengers = Pick<FlightItem, 'adults' | 'children' | 'infants'>;

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
}

/** A time as the airport's clocks show it, with their offset, as a boarding pass prints it. */
const localTime = (end: FlightEnd, locale: Locale) => formatLocalTime(end.at, locale, end.timeZone);

function FlightList({
  title,
  flights,
  byPrice,
  passengers,
  locale,
  t,
  onChoose,
}: {
  title: string;
  flights: FlightOffer[];
  byPrice: boolean;
  /** Everyone travelling, infants too: the fares' totals are for them all. */
  passengers: number;
  locale: Locale;
  t: IslandTranslate;
  onChoose: (flight: FlightOffer, fare: FareOffer) => void;
}) {
  const cheapest = (flight: FlightOffer) =>
    Math.min(...flight.fareClasses.filter((fare) => fare.available).map((fare) => fare.total), Infinity);
  const sorted = byPrice ? [...flights].sort((a, b) => cheapest(a) - cheapest(b)) : flights;
  return (
    <OfferList title={title} empty={sorted.length === 0} t={t}>
      {sorted.map((flight) => (
        <Offer
          key={flight.id}
          name={`${localTime(flight.ends.from, locale)} → ${localTime(flight.ends.to, locale)}`}
          details={[
            `${flight.carrier} ${flight.id} · ${flight.from} ${flight.ends.from.terminal} → ${flight.to} ${flight.ends.to.terminal} · ${t('flight.duration', { hours: Math.floor(flight.minutes / 60), minutes: flight.minutes % 60 })}`,
          ]}
        >
          <div className="booking-offer__fares">
            {flight.fareClasses.map((fare) => (
              <OfferPrice
                key={fare.id}
                choose={
                  fare.available
                    ? {
                        text: t('choose'),
                        label: t('flight.choose', { flight: flight.id, fareClass: t(`flight.class.${fare.id}`) }),
                        onClick: () => onChoose(flight, fare),
                      }
                    : undefined
                }
              >
                <span>
                  {t(`flight.class.${fare.id}`)} ·{' '}
                  {t('flight.baggageBoth', { checked: fare.baggageKg, cabin: fare.cabinKg })}
                </span>
                <span>
                  {t('flight.totalFor', { passengers: t('count.passengers', { count: passengers }) })}{' '}
                  <ListedTotal amount={fare.total} locale={locale} />
                </span>
                <span className="booking-hint">{t('price.included')}</span>
                <TermsNote terms={fare.terms} t={t} locale={locale} compact />
                {!fare.available && <span>{t('flight.soldOut')}</span>}
              </OfferPrice>
            ))}
          </div>
        </Offer>
      ))}
    </OfferList>
  );
}

const flightItem = (chosen: Chosen, passengers: Passengers): FlightItem => ({
  kind: 'flight',
  flight: chosen.flight.id,
  fareClass: chosen.fare.id,
  date: chosen.date,
  ...passengers,
});

/**
 * /booking-flight's results (outbound, then the return flights when a return date is given), fare
 * classes and checkout with names as on the passport. A return trip is one order: the outbound and
 * the return flight are held and paid together, so the buyer never holds one without the other.
 */
export default function BookingFlight({ strings, locale, prefix }: Props) {
  const { t, query, methods } = useBookingIsland(locale, strings);
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const date = query.get('date') ?? '';
  const returnDate = query.get('returnDate') ?? '';
  const passengers: Passengers = {
    adults: Number(query.get('adults') ?? 1),
    children: Number(query.get('children') ?? 0),
    infants: Number(query.get('infants') ?? 0),
  };
  const ready = Boolean(from && to && date);
  const outbound = useLoad(
    ready,
    () => api.call<typeof bookingCalls.searchFlights>('GET /flights/search', { from, to, date, ...passengers }),
    [],
  );
  const inbound = useLoad(
    ready && Boolean(returnDate),
    () =>
      api.call<typeof bookingCalls.searchFlights>('GET /flights/search', {
        from: to,
        to: from,
        date: returnDate,
        ...passengers,
      }),
    [],
  );
  const [byPrice, setByPrice] = useState(false);
  const [there, setThere] = useState<Chosen | null>(null);
  const [back, setBack] = useState<Chosen | null>(null);

  if (!ready) return null;
  const error = outbound.error ?? inbound.error;
  if (outbound.loading || inbound.loading || error) return <LoadNotice error={error} t={t} />;

  const travelling = passengers.adults + passengers.children + passengers.infants;
  const describe = (chosen: Chosen) =>
    `${chosen.flight.id} ${chosen.flight.from} → ${chosen.flight.to} · ${formatDay(chosen.date, locale)} ${localTime(chosen.flight.ends.from, locale)} · ${t(`flight.class.${chosen.fare.id}`)}`;

  if (there && (back || !returnDate)) {
    return (
      <Checkout
        item={flightItem(there, passengers)}
        {...(back ? { returnFlight: flightItem(back, passengers) } : {})}
        travellers={travelling}
        title={back ? `${describe(there)} | ${describe(back)}` : describe(there)}
        t={t}
        locale={locale}
        prefix={prefix}
        methods={methods}
        onBack={() => (back ? setBack(null) : setThere(null))}
      />
    );
  }

  const sortChoice = (
    <label className="booking-choice">
      <input type="checkbox" checked={byPrice} onChange={(event) => setByPrice(event.target.checked)} />
      {t('flight.sortByPrice')}
    </label>
  );

  if (there) {
    // The way back leaves after the way there lands.
    const landed = new Date(there.flight.arrivesAt).getTime();
    return (
      <div className="booking-results">
        <div className="booking-card">
          <p>{t('flight.outboundChosen', { flight: describe(there) })}</p>
          <p role="status">{t('flight.chooseReturn')}</p>
          <button type="button" className="button button--ghost" onClick={() => setThere(null)}>
            {t('flight.changeOutbound')}
          </button>
        </div>
        {sortChoice}
        <FlightList
          title={t('flight.return', { from: to, to: from, date: formatDay(returnDate, locale) })}
          flights={(inbound.data?.items ?? []).filter((flight) => new Date(flight.departsAt).getTime() > landed)}
          byPrice={byPrice}
          passengers={travelling}
          locale={locale}
          t={t}
          onChoose={(flight, fare) => setBack({ flight, fare, date: returnDate })}
        />
      </div>
    );
  }

  return (
    <div className="booking-results">
      {sortChoice}
      <FlightList
        title={t('flight.outbound', { from, to, date: formatDay(date, locale) })}
        flights={outbound.data?.items ?? []}
        byPrice={byPrice}
        passengers={travelling}
        locale={locale}
        t={t}
        onChoose={(flight, fare) => setThere({ flight, fare, date })}
      />
    </div>
  );
}
