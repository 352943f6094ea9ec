import { useEffect, useMemo, useState } from 'react';
import type { BookingItem } from '../lib/api/contract/booking.ts';
import { api } from '../lib/api/client.ts';
import type { IslandStrings } from '../lib/i18n/island-strings.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { Checkout } from './booking/Checkout.tsx';
import { Money } from './booking/Money.tsx';
import { LoadNotice, Offer, OfferList, OfferPrice } from './booking/OfferList.tsx';
import { useBookingIsland, useLoad } from './booking/use-booking-island.ts';
import './booking/booking.css';

interface HotelResult {
  id: string;
  demo: boolean;
  name: string;
  area: string;
  stars: number;
  pricePerNight: number;
  total: number;
}
interface RoomOffer {
  id: string;
  name: string;
  beds: string;
  maxGuests: number;
  free: number;
  available: boolean;
  total: number;
}
interface Availability {
  hotel: { id: string; name: string; area: string; description: string; stars: number; demo: boolean };
  nights: number;
  roomTypes: RoomOffer[];
}

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
}

/**
 * /booking-hotel's results, filters, hotel view and checkout. The search form above it is plain
 * HTML (GET): this island reads the same query from the URL, so a search works before hydration.
 */
export default function BookingHotel({ strings, locale, prefix }: Props) {
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
  const results = useLoad(ready, () => api.get<{ nights: number; items: HotelResult[] }>('/hotels/search', search), []);
  const [maxPrice, setMaxPrice] = useState(0);
  const [minStars, setMinStars] = useState(0);
  const [area, setArea] = useState('');
  const [hotelId, setHotelId] = useState<string | null>(query.get('hotel'));
  const [room, setRoom] = useState<RoomOffer | null>(null);
  const hotel = useLoad(
    ready && hotelId !== null,
    () =>
      api.get<Availability>('/hotels/availability', {
        hotel: hotelId ?? '',
        checkIn: search.checkIn,
        checkOut: search.checkOut,
        rooms: search.rooms,
      }),
    [hotelId],
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

  const items = results.data?.items ?? [];
  const areas = useMemo(() => [...new Set(items.map((item) => item.area))].sort(), [items]);
  const shown = items.filter(
    (item) => (!maxPrice || item.pricePerNight <= maxPrice) && item.stars >= minStars && (!area || item.area === area),
  );

  function openHotel(id: string | null) {
    setHotelId(id);
    setRoom(null);
    const url = new URL(location.href);
    if (id) url.searchParams.set('hotel', id);
    else url.searchParams.delete('hotel');
    history.pushState(null, '', url);
  }

  if (!ready) return null;
  if (results.loading || results.error) return <LoadNotice error={results.error} t={t} />;

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
        title={`${hotel.data.hotel.name} · ${room.name} · ${t('hotel.stay', { checkIn: search.checkIn, checkOut: search.checkOut, count: hotel.data.nights })}`}
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
    const { hotel: detail, nights, roomTypes } = hotel.data;
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
                  <span>{t('hotel.totalFor', { count: nights })}</span>
                  <Money amount={type.total} locale={locale} />
                </OfferPrice>
              )}
            </Offer>
          ))}
        </OfferList>
      </section>
    );
  }

  return (
    <OfferList
      title={t('hotel.results', { count: shown.length })}
      empty={shown.length === 0}
      t={t}
      controls={
        <div className="booking-filters" role="group" aria-label={t('filters.title')}>
          <label>
            {t('filters.maxPrice')}
            <select value={maxPrice} onChange={(event) => setMaxPrice(Number(event.target.value))}>
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
            <select value={minStars} onChange={(event) => setMinStars(Number(event.target.value))}>
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
            <select value={area} onChange={(event) => setArea(event.target.value)}>
              <option value="">{t('filters.any')}</option>
              {areas.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
      }
    >
      {shown.map((item) => (
        <Offer key={item.id} name={item.name} details={[`${t('hotel.stars', { count: item.stars })} · ${item.area}`]}>
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
              {t('hotel.totalFor', { count: results.data?.nights ?? 1 })} <Money amount={item.total} locale={locale} />
            </span>
          </OfferPrice>
        </Offer>
      ))}
    </OfferList>
  );
}
