import { useEffect, useMemo, useState } from 'react';
import type { bookingCalls, BookingItem, HotelRating, RoomOffer } from '../contract.ts';
import { api } from '../../../lib/api/client.ts';
import { formatDays } from '../../../lib/format-date.ts';
import type { IslandStrings } from '../../../lib/i18n/island-strings.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { Checkout } from './Checkout.tsx';
import { HotelFacts, HotelScore } from './HotelFacts.tsx';
import { HotelMap } from './HotelMap.tsx';
import type { MapTiles } from '../../../islands/maps/use-route-map.ts';
import { HotelReviews } from './HotelReviews.tsx';
import { Money } from './Money.tsx';
import { ListedTotal, LoadNotice, Offer, OfferList, OfferPrice } from './OfferList.tsx';
import { TermsNote } from './TermsNote.tsx';
import { useBookingIsland, useLoad } from './use-booking-island.ts';
import { useHotelPages } from './use-hotel-pages.ts';
import { distanceKm } from '../../../lib/geo/distance.ts';
import './booking.css';

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
  /** The map tiles (PUBLIC_MAP_TILE_URL), as the trips' maps get them. */
  tiles: MapTiles;
  /** locales/<locale>/engagement.json, for the guests' reviews. */
  reviewStrings: IslandStrings;
}

/**
 * /booking-hotel's results, filters, hotel view and checkout. The search form above it is plain
 * HTML (GET): this island reads the same query from the URL, so a search works before hydration.
 */
export default function BookingHotel({ strings, locale, prefix, tiles, reviewStrings }: Props) {
  const { t, query, methods } = useBookingIsland(locale, strings);
  const search = {
    q: query.get('q') ?? undefined,
    region: query.get('region') || undefined,
    checkIn: query.get('checkIn') ?? '',
    checkOut: query.get('checkOut') ?? '',
    guests: Number(query.get('guests') ?? 2),
    rooms: Number(query.get('rooms') ?? 1),
  };
  const ready = Boolean(search.checkIn && search.checkOut);
  // The filters are the call's (a page of results at a time) and the URL's, so a filtered list can
  // be shared and survives a reload.
  const [filters, setFilters] = useState(() => ({
    maxPrice: Number(query.get('maxPrice') ?? 0),
    minStars: Number(query.get('minStars') ?? 0),
    area: query.get('area') ?? '',
    // `1`: only stays that can still be cancelled for free.
    freeCancellation: (query.get('freeCancellation') === '1' ? '1' : '') as '1' | '',
  }));
  const results = useHotelPages(ready, { ...search, ...filters });
  const [hotelId, setHotelId] = useState<string | null>(query.get('hotel'));
  const [room, setRoom] = useState<RoomOffer | null>(null);
  // The score after the reader saved or deleted a review, until the hotel is read again.
  const [rating, setRating] = useState<HotelRating | null>(null);
  const hotel = useLoad(
    ready && hotelId !== null,
    () =>
      api.call<typeof bookingCalls.hotelAvailability>('GET /hotels/availability', {
        hotel: hotelId ?? '',
        checkIn: search.checkIn,
        checkOut: search.checkOut,
        rooms: search.rooms,
      }),
    [hotelId],
  );
  const pageItems = results.items;
  const resultMarkers = useMemo(
    () => pageItems.map((item) => ({ id: item.id, name: item.name, ...item.coordinates })),
    [pageItems],
  );
  const detail = hotel.data?.hotel;
  const hotelMarker = useMemo(
    () => (detail ? [{ id: detail.id, name: detail.name, ...detail.coordinates }] : []),
    [detail],
  );

  // The browser's back button leaves the hotel for the results, as the URL says.
  useEffect(() => {
    const follow = () => {
      setHotelId(new URLSearchParams(location.search).get('hotel'));
      setRoom(null);
    };
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);

  function filter(change: Partial<typeof filters>) {
    const next = { ...filters, ...change };
    setFilters(next);
    const url = new URL(location.href);
    for (const [name, value] of Object.entries(next)) {
      if (value) url.searchParams.set(name, String(value));
      else url.searchParams.delete(name);
    }
    history.replaceState(history.state, '', url);
  }

  function openHotel(id: string | null) {
    setHotelId(id);
    setRoom(null);
    setRating(null);
    const url = new URL(location.href);
    if (id) url.searchParams.set('hotel', id);
    else url.searchParams.delete('hotel');
    history.pushState(null, '', url);
  }

  if (!ready) return null;
  if (!results.answer) return <LoadNotice error={results.error} t={t} />;
  const { answer, items } = results;
  const count = new Intl.NumberFormat(locale);
  const nights = (n: number) => t('count.nights', { count: n });
  const totalFor = (n: number) =>
    t('hotel.totalFor', { nights: nights(n), rooms: t('count.rooms', { count: search.rooms }) });
  const included = <span className="booking-hint">{t('price.included')}</span>;

  if (hotelId && hotel.data && room) {
    const item: BookingItem = {
      kind: 'hotel',
      hotel: hotel.data.hotel.id,
      roomType: room.id,
      checkIn: search.checkIn,
      checkOut: search.checkOut,
      rooms: search.rooms,
      guests: search.guests,
    };
    return (
      <Checkout
        item={item}
        travellers={0}
        title={`${hotel.data.hotel.name} · ${room.name} · ${t('hotel.stay', { dates: formatDays(search.checkIn, search.checkOut, locale), nights: nights(hotel.data.nights) })}`}
        t={t}
        locale={locale}
        prefix={prefix}
        methods={methods}
        onBack={() => setRoom(null)}
      />
    );
  }

  if (hotelId) {
    if (hotel.loading || !hotel.data) return <LoadNotice error={hotel.error} t={t} />;
    const { hotel: detail, nights: stayNights, roomTypes, terms } = hotel.data;
    const place = answer.place;
    const fromCentre = place
      ? { km: Math.round(distanceKm(place.centre, detail.coordinates) * 10) / 10, place: place.name }
      : null;
    return (
      <section className="booking-card" aria-labelledby="hotel-detail">
        <button type="button" className="button button--ghost" onClick={() => openHotel(null)}>
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
        <HotelMap tiles={tiles} hotels={hotelMarker} label={t('hotel.mapOfHotel', { hotel: detail.name })} t={t} />
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
                <OfferPrice
                  choose={{
                    text: t('choose'),
                    label: t('hotel.chooseRoom', { room: type.name }),
                    onClick: () => setRoom(type),
                  }}
                >
                  <span>
                    {t('hotel.perNight')} <Money amount={type.perNight} locale={locale} />
                  </span>
                  <span>
                    {totalFor(stayNights)} <ListedTotal amount={type.total} locale={locale} />
                  </span>
                  {included}
                  <TermsNote terms={terms} t={t} locale={locale} compact />
                </OfferPrice>
              )}
            </Offer>
          ))}
        </OfferList>
        <HotelReviews
          hotel={detail.id}
          locale={locale}
          strings={reviewStrings}
          rule={t('hotel.reviewRule')}
          onRating={setRating}
        />
      </section>
    );
  }

  return (
    <OfferList
      title={answer.total === null ? t('hotel.resultsUncounted') : t('hotel.results', { count: answer.total })}
      empty={items.length === 0 && !answer.more}
      t={t}
      footer={
        results.error ? (
          <LoadNotice error={results.error} t={t} />
        ) : (
          answer.more && (
            <div className="booking-more">
              <p role="status">
                {answer.total === null
                  ? t('hotel.shownUncounted', { shown: count.format(items.length) })
                  : t('hotel.shown', { shown: count.format(items.length), count: count.format(answer.total) })}
              </p>
              <button
                type="button"
                className="button button--ghost"
                onClick={results.more}
                aria-disabled={results.loading}
              >
                {results.loading ? t('search.loading') : t('hotel.more')}
              </button>
            </div>
          )
        )
      }
      controls={
        <>
          {answer.place && (
            <p>
              {t('hotel.placeFirst', {
                place: answer.place.region
                  ? t('hotel.placeInRegion', { place: answer.place.name, region: answer.place.region })
                  : answer.place.name,
              })}
            </p>
          )}
          <div className="booking-filters" role="group" aria-label={t('filters.title')}>
            <label>
              {t('filters.maxPrice')}
              <select value={filters.maxPrice} onChange={(event) => filter({ maxPrice: Number(event.target.value) })}>
                <option value={0}>{t('filters.any')}</option>
                {[1_000_000, 2_000_000, 3_000_000, 5_000_000].map((price) => (
                  <option key={price} value={price}>
                    {new Intl.NumberFormat(locale).format(price)} ₫
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('filters.stars')}
              <select value={filters.minStars} onChange={(event) => filter({ minStars: Number(event.target.value) })}>
                <option value={0}>{t('filters.any')}</option>
                {[3, 4, 5].map((stars) => (
                  <option key={stars} value={stars}>
                    {t('filters.starsAtLeast', { count: stars })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('filters.area')}
              <select value={filters.area} onChange={(event) => filter({ area: event.target.value })}>
                <option value="">{t('filters.any')}</option>
                {answer.areas.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className="booking-choice">
              <input
                type="checkbox"
                checked={filters.freeCancellation === '1'}
                onChange={(event) => filter({ freeCancellation: event.target.checked ? '1' : '' })}
              />
              {t('filters.freeCancellation')}
            </label>
          </div>
          {items.length > 0 && (
            <HotelMap
              tiles={tiles}
              hotels={resultMarkers}
              label={t('hotel.mapOfResults')}
              t={t}
              onSelect={(id) => openHotel(id)}
            />
          )}
        </>
      }
    >
      {items.map((item) => (
        <Offer
          key={item.id}
          name={item.name}
          media={
            <img
              className="hotel-result-photo"
              src={item.photo.src}
              width={item.photo.width}
              height={item.photo.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          }
          details={[
            `${t('hotel.stars', { count: item.stars })} · ${item.area}`,
            <HotelScore key="score" rating={item.rating} t={t} locale={locale} />,
            ...(item.centreKm !== null && answer.place
              ? [
                  t(item.nearby ? 'hotel.nearbyFromCentre' : 'hotel.fromCentre', {
                    km: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(item.centreKm),
                    place: answer.place.name,
                  }),
                ]
              : []),
          ]}
        >
          <OfferPrice
            choose={{
              text: t('hotel.seeRooms'),
              label: t('hotel.see', { hotel: item.name }),
              onClick: () => openHotel(item.id),
            }}
          >
            <span>
              {t('hotel.perNight')} <Money amount={item.pricePerNight} locale={locale} />
            </span>
            <span>
              {totalFor(answer.nights)} <ListedTotal amount={item.total} locale={locale} />
            </span>
            {included}
            <TermsNote terms={item.terms} t={t} locale={locale} compact />
          </OfferPrice>
        </Offer>
      ))}
    </OfferList>
  );
}
