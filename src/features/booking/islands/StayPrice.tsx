import type { CancellationTerms } from '../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { Money } from './Money.tsx';
import { ListedTotal, OfferPrice } from './OfferList.tsx';
import { TermsNote } from './TermsNote.tsx';

interface Props {
  perNight: number;
  total: number;
  nights: number;
  rooms: number;
  terms: CancellationTerms;
  choose: { text: string; label: string; onClick: () => void };
  t: IslandTranslate;
  locale: Locale;
}

/**
 * A stay's price as a hotel result and a room offer both show it: per night, the total for the
 * nights and rooms with what it includes, and the cancellation terms, beside the button that goes on.
 */
export function StayPrice({ perNight, total, nights, rooms, terms, choose, t, locale }: Props) {
  const totalFor = t('hotel.totalFor', {
    nights: t('count.nights', { count: nights }),
    rooms: t('count.rooms', { count: rooms }),
  });
  return (
    <OfferPrice choose={choose}>
      <span>
        {t('hotel.perNight')} <Money amount={perNight} locale={locale} />
      </span>
      <span>
        {totalFor} <ListedTotal amount={total} locale={locale} />
      </span>
      <span className="booking-hint">{t('price.included')}</span>
      <TermsNote terms={terms} t={t} locale={locale} compact />
    </OfferPrice>
  );
}
