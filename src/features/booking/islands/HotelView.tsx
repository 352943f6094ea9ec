import { useMemo } from 'react';
import type { HotelAvailability, HotelRating, RoomOffer, SearchedPlace } from '../contract.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { distanceKm } from '#lib/geo/distance.ts';
import type { MapTiles } from '#islands/maps/use-route-map.ts';
import { HotelFacts } from './HotelFacts.tsx';
import { HotelMap } from './HotelMap.tsx';
import { HotelReviews } from './HotelReviews.tsx';
import { Offer, OfferList } from './OfferList.tsx';
import { StayPrice } from './StayPrice.tsx';

interface Props {
  availability: HotelAvailability;
  /** The place the results were searched around, for the distance to its centre. */
  place: SearchedPlace | null;
  rooms: number;
  /** The score after the reader saved or deleted a review, until the hotel is read again. */
  rating: HotelRating | null;
  onRating: (rating: HotelRating) => void;
  onRoom: (room: RoomOffer) => void;
  onBack: () => void;
  tiles: MapTiles;
  reviewStrings: IslandStrings;
  t: IslandTranslate;
  locale: Locale;
}

/** One hotel of the results: what it is and offers, where it is, its rooms for the dates, its reviews. */
export function HotelView({
  availability,
  place,
  rooms,
  rating,
  onRating,
  onRoom,
  onBack,
  tiles,
  reviewStrings,
  t,
  locale,
}: Props) {
  const { hotel: detail, nights, roomTypes, terms } = availability;
  const marker = useMemo(() => [{ id: detail.id, name: detail.name, ...detail.coordinates }], [detail]);
  const fromCentre = place
    ? { km: Math.round(distanceKm(place.centre, detail.coordinates) * 10) / 10, place: place.name }
    : null;
  return (
    <section className="booking-card" aria-labelledby="hotel-detail">
      <button type="button" className="button button--ghost" onClick={onBack}>
        {t('hotel.backToResults')}
      </button>
      <h2 id="hotel-detail">{detail.name}</h2>
      <p>
        {t('hotel.stars', { count: detail.stars })} · {detail.area}
      </p>
      {detail.demo && <p className="booking-demo">{t('demo.notice')}</p>}
      <p>{detail.description}</p>
      <HotelFacts
        name={detail.name}
        details={{ ...detail, rating: rating ?? detail.rating }}
        fromCentre={fromCentre}
        t={t}
        locale={locale}
      />
      <HotelMap tiles={tiles} hotels={marker} label={t('hotel.mapOfHotel', { hotel: detail.name })} t={t} />
      <OfferList title={t('hotel.rooms')} level={3} empty={roomTypes.length === 0} t={t}>
        {roomTypes.map((type) => (
          <Offer
            key={type.id}
            name={type.name}
            details={[
              `${type.beds} · ${t('hotel.maxGuests', { count: type.maxGuests })}`,
              type.available ? t('hotel.roomsLeft', { count: type.free }) : t('hotel.soldOut'),
            ]}
          >
            {type.available && (
              <StayPrice
                perNight={type.perNight}
                total={type.total}
                nights={nights}
                rooms={rooms}
                terms={terms}
                choose={{
                  text: t('choose'),
                  label: t('hotel.chooseRoom', { room: type.name }),
                  onClick: () => onRoom(type),
                }}
                t={t}
                locale={locale}
              />
            )}
          </Offer>
        ))}
      </OfferList>
      <HotelReviews
        hotel={detail.id}
        locale={locale}
        strings={reviewStrings}
        rule={t('hotel.reviewRule')}
        onRating={onRating}
      />
    </section>
  );
}
