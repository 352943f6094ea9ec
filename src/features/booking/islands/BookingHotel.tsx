import { useEffect, useState } from 'react';
import type { bookingCalls, BookingItem, HotelRating, RoomOffer } from '../contract.ts';
import { api } from '#lib/api/client.ts';
import { formatDays } from '#lib/format-date.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { MapTiles } from '#islands/maps/use-route-map.ts';
import { Checkout } from './Checkout.tsx';
import { HotelResults, type HotelFilters } from './HotelResults.tsx';
import { HotelView } from './HotelView.tsx';
import { LoadNotice } from './OfferList.tsx';
import { useBookingIsland, useLoad } from './use-booking-island.ts';
import { useHotelPages } from './use-hotel-pages.ts';
import './booking.css';

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
  /** The map tiles (PUBLIC_MAP_TILE_URL), as the trips' maps get them. */
  tiles: MapTiles;
  /** locales/engagement/<locale>.json, for the guests' reviews. */
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
  const [filters, setFilters] = useState<HotelFilters>(() => ({
    maxPrice: Number(query.get('maxPrice') ?? 0),
    minStars: Number(query.get('minStars') ?? 0),
    area: query.get('area') ?? '',
    // `1`: only stays that can still be cancelled for free.
    freeCancellation: query.get('freeCancellation') === '1' ? '1' : '',
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

  // The browser's back button leaves the hotel for the results, as the URL says.
  useEffect(() => {
    const follow = () => {
      setHotelId(new URLSearchParams(location.search).get('hotel'));
      setRoom(null);
    };
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);

  function filter(change: Partial<HotelFilters>) {
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
        title={`${hotel.data.hotel.name} · ${room.name} · ${t('hotel.stay', { dates: formatDays(search.checkIn, search.checkOut, locale), nights: t('count.nights', { count: hotel.data.nights }) })}`}
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
    return (
      <HotelView
        availability={hotel.data}
        place={answer.place}
        rooms={search.rooms}
        rating={rating}
        onRating={setRating}
        onRoom={setRoom}
        onBack={() => openHotel(null)}
        tiles={tiles}
        reviewStrings={reviewStrings}
        t={t}
        locale={locale}
      />
    );
  }

  return (
    <HotelResults
      answer={answer}
      items={items}
      loading={results.loading}
      error={results.error}
      onMore={results.more}
      filters={filters}
      onFilter={filter}
      onOpen={openHotel}
      rooms={search.rooms}
      tiles={tiles}
      t={t}
      locale={locale}
    />
  );
}
