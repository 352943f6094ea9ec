import type { TicketHit } from '../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { HotelMap } from './HotelMap.tsx';
import type { MapTiles } from '#islands/maps/use-route-map.ts';
import { HotelPicture } from './HotelFacts.tsx';
import { TermsNote } from './TermsNote.tsx';
import './hotel-details.css';
import './ticket-facts.css';

/** A slot's length in hours, as the language words it ("7 hours", "2,5 giờ", "7小时"). */
const duration = (minutes: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 }).format(
    minutes / 60,
  );

interface Props {
  ticket: TicketHit;
  tiles: MapTiles;
  t: IslandTranslate;
  locale: Locale;
  /** Shown open (the ticket chosen); otherwise a disclosure under the result. */
  open: boolean;
}

/**
 * What a buyer reads of an attraction's ticket before paying, as Klook shows it: pictures, what is
 * and is not included, where to go (with a map), the hours, how the ticket is used at the gate, and
 * the cancellation terms a hold now would carry.
 */
export function TicketFacts({ ticket, tiles, t, locale, open }: Props) {
  return (
    <details className="ticket-facts" open={open || undefined} data-testid="ticket-facts">
      <summary>{t('ticket.details')}</summary>
      <ul className="hotel-photos" aria-label={t('ticket.photos')}>
        {ticket.photos.map((photo, index) => (
          <li key={photo.src}>
            <HotelPicture
              photo={photo}
              alt={t('ticket.photoAlt', { ticket: ticket.name, n: index + 1, count: ticket.photos.length })}
              illustration={t('ticket.illustration')}
              t={t}
            />
          </li>
        ))}
      </ul>
      <dl className="ticket-facts__list">
        <dt>{t('ticket.included')}</dt>
        <dd>
          <ul className="ticket-facts__items ticket-facts__items--in">
            {ticket.included.map((code) => (
              <li key={code}>{t(`ticket.inclusion.${code}`)}</li>
            ))}
          </ul>
        </dd>
        {ticket.notIncluded.length > 0 && (
          <>
            <dt>{t('ticket.notIncluded')}</dt>
            <dd>
              <ul className="ticket-facts__items ticket-facts__items--out">
                {ticket.notIncluded.map((code) => (
                  <li key={code}>{t(`ticket.inclusion.${code}`)}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{t('ticket.meetingPoint')}</dt>
        <dd>
          {t(`ticket.entrance.${ticket.entrance}`)}
          <br />
          {ticket.address}
        </dd>
        <dt>{t('ticket.openingHours')}</dt>
        <dd>
          {ticket.slots
            ? t('ticket.hoursWithSlots', { hours: ticket.hours, duration: duration(ticket.slotMinutes ?? 0, locale) })
            : t('ticket.hoursWithLastEntry', { hours: ticket.hours, lastEntry: ticket.lastEntry })}
        </dd>
        <dt>{t('ticket.howToUse')}</dt>
        <dd>{t(`ticket.redemption.${ticket.redemption}`)}</dd>
        <dt>{t('ticket.cancellation')}</dt>
        <dd>
          <TermsNote terms={ticket.terms} t={t} locale={locale} compact />
        </dd>
      </dl>
      {ticket.coordinates && (
        <HotelMap
          tiles={tiles}
          hotels={[{ id: ticket.id, name: ticket.name, ...ticket.coordinates }]}
          label={t('ticket.map', { ticket: ticket.name })}
          t={t}
        />
      )}
    </details>
  );
}
