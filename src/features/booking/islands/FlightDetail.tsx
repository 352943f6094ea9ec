import type { FlightEnd, FlightFacts } from '../contract.ts';
import { formatLocalTime } from '#lib/format-date.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';

interface Props {
  flight: FlightFacts;
  travellers: { name: string; eTicket?: string }[];
  /** The page's names: `airport:<code>` reads "Noi Bai Airport, Hanoi (HAN)". */
  names: Record<string, string>;
  t: IslandTranslate;
  locale: Locale;
}

/**
 * A flight line of an order as a passenger needs it at the airport (decision 0079): each end's
 * local time, airport and terminal, the duration, fare class and baggage, then each passenger's
 * e-ticket once issued.
 */
export function FlightDetail({ flight, travellers, names, t, locale }: Props) {
  const end = (at: FlightEnd) =>
    t('flight.end', {
      time: formatLocalTime(at.at, locale, at.timeZone),
      airport: names[`airport:${at.airport}`] ?? at.airport,
      terminal: at.terminal,
    });
  const tickets = travellers.filter((traveller) => traveller.eTicket);
  return (
    <>
      <dl className="booking-facts" data-testid="flight-facts">
        <dt>{t('flight.departs')}</dt>
        <dd>{end(flight.from)}</dd>
        <dt>{t('flight.arrives')}</dt>
        <dd>{end(flight.to)}</dd>
        <dt>{t('flight.durationLabel')}</dt>
        <dd>{t('flight.duration', { hours: Math.floor(flight.minutes / 60), minutes: flight.minutes % 60 })}</dd>
        <dt>{t('flight.fareClass')}</dt>
        <dd>{t(`flight.class.${flight.fareClass}`)}</dd>
        <dt>{t('flight.baggageLabel')}</dt>
        <dd>{t('flight.baggageBoth', { checked: flight.baggageKg, cabin: flight.cabinKg })}</dd>
      </dl>
      {tickets.length > 0 && (
        <ul className="booking-tickets" aria-label={t('flight.eTickets')} data-testid="e-tickets">
          {tickets.map((traveller) => (
            <li key={traveller.eTicket}>
              {t('flight.eTicket', { name: traveller.name, number: traveller.eTicket ?? '' })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
