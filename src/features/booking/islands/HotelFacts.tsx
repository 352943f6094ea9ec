import type { HotelDetails, HotelPhoto, HotelRating } from '../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import './hotel-details.css';

/** "4.5/5 · 12 reviews", or "No reviews yet": the guests' score wherever a hotel is named. */
export function HotelScore({ rating, t, locale }: { rating: HotelRating; t: IslandTranslate; locale: Locale }) {
  if (rating.average === null) return <span className="hotel-score hotel-score--none">{t('hotel.noReviews')}</span>;
  const value = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rating.average,
  );
  return (
    <span className="hotel-score" data-testid="hotel-score">
      <strong>{t('hotel.score', { value })}</strong> · {t('hotel.reviewCount', { count: rating.count })}
    </span>
  );
}

/** A picture of a hotel (or an attraction's), labelled an illustration until it is a credited photo. */
export function HotelPicture({
  photo,
  alt,
  t,
  illustration = t('hotel.illustration'),
}: {
  photo: HotelPhoto;
  alt: string;
  t: IslandTranslate;
  /** What labels a drawing: "… not a photo of the hotel" unless said otherwise. */
  illustration?: string;
}) {
  return (
    <figure className="hotel-photo">
      <img src={photo.src} width={photo.width} height={photo.height} alt={alt} loading="lazy" decoding="async" />
      <figcaption>
        {photo.credit
          ? t('hotel.photoCredit', { author: photo.credit.author, license: photo.credit.license })
          : illustration}
      </figcaption>
    </figure>
  );
}

interface Props {
  name: string;
  details: HotelDetails & { checkInFrom: string; checkOutUntil: string };
  /** How far from the searched place's centre, when the search named a place. */
  fromCentre: { km: number; place: string } | null;
  t: IslandTranslate;
  locale: Locale;
}

/** What a buyer reads of a hotel before its rooms: pictures, score, where, times, amenities, rules. */
export function HotelFacts({ name, details, fromCentre, t, locale }: Props) {
  const { houseRules: rules } = details;
  const km = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return (
    <div className="hotel-facts">
      <ul className="hotel-photos" aria-label={t('hotel.photos')}>
        {details.photos.map((photo, index) => (
          <li key={photo.src}>
            <HotelPicture
              photo={photo}
              alt={t('hotel.photoAlt', { hotel: name, n: index + 1, count: details.photos.length })}
              t={t}
            />
          </li>
        ))}
      </ul>
      <p>
        <HotelScore rating={details.rating} t={t} locale={locale} />
      </p>
      <dl className="hotel-facts__list">
        <dt>{t('hotel.address')}</dt>
        <dd>
          {details.address}
          {fromCentre && (
            <>
              <br />
              {t('hotel.fromCentre', { km: km(fromCentre.km), place: fromCentre.place })}
            </>
          )}
        </dd>
        <dt>{t('hotel.checkIn')}</dt>
        <dd>{t('hotel.checkInFrom', { time: details.checkInFrom })}</dd>
        <dt>{t('hotel.checkOut')}</dt>
        <dd>{t('hotel.checkOutUntil', { time: details.checkOutUntil })}</dd>
      </dl>
      <section aria-labelledby="hotel-amenities">
        <h3 id="hotel-amenities">{t('hotel.amenities')}</h3>
        <ul className="hotel-amenities">
          {details.amenities.map((code) => (
            <li key={code}>{t(`hotel.amenity.${code}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hotel-rules">
        <h3 id="hotel-rules">{t('hotel.rules')}</h3>
        <ul className="hotel-rules">
          <li>{t(rules.smoking ? 'hotel.rule.smoking' : 'hotel.rule.noSmoking')}</li>
          <li>{t(rules.pets ? 'hotel.rule.pets' : 'hotel.rule.noPets')}</li>
          <li>{t(rules.parties ? 'hotel.rule.parties' : 'hotel.rule.noParties')}</li>
          {rules.quietHours && <li>{t('hotel.rule.quietHours', rules.quietHours)}</li>}
          <li>{t('hotel.rule.minAge', { age: rules.minCheckInAge })}</li>
        </ul>
      </section>
    </div>
  );
}
