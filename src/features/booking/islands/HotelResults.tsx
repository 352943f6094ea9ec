import { useMemo } from 'react';
import type { HotelHit, HotelSearchAnswer } from '../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { MapTiles } from '#islands/maps/use-route-map.ts';
import { HotelScore } from './HotelFacts.tsx';
import { HotelMap } from './HotelMap.tsx';
import { LoadNotice, Offer, OfferList } from './OfferList.tsx';
import { StayPrice } from './StayPrice.tsx';
import type { HotelQuery } from './use-hotel-pages.ts';

/** The filters a list of results can be narrowed by, as the URL and the search call carry them. */
export type HotelFilters = Pick<HotelQuery, 'maxPrice' | 'minStars' | 'area' | 'freeCancellation'>;

interface Props {
  answer: HotelSearchAnswer;
  items: HotelHit[];
  /** A further page is loading, or failed to. */
  loading: boolean;
  error: unknown;
  onMore: () => void;
  filters: HotelFilters;
  onFilter: (change: Partial<HotelFilters>) => void;
  onOpen: (hotel: string) => void;
  rooms: number;
  tiles: MapTiles;
  t: IslandTranslate;
  locale: Locale;
}

/** The hotels found, cheapest stay first, with their filters, their map and a page more at a time. */
export function HotelResults({
  answer,
  items,
  loading,
  error,
  onMore,
  filters,
  onFilter,
  onOpen,
  rooms,
  tiles,
  t,
  locale,
}: Props) {
  const markers = useMemo(() => items.map((item) => ({ id: item.id, name: item.name, ...item.coordinates })), [items]);
  const count = new Intl.NumberFormat(locale);
  return (
    <OfferList
      title={answer.total === null ? t('hotel.resultsUncounted') : t('hotel.results', { count: answer.total })}
      empty={items.length === 0 && !answer.more}
      t={t}
      footer={
        error ? (
          <LoadNotice error={error} t={t} />
        ) : (
          answer.more && (
            <div className="booking-more">
              <p role="status">
                {answer.total === null
                  ? t('hotel.shownUncounted', { shown: count.format(items.length) })
                  : t('hotel.shown', { shown: count.format(items.length), count: count.format(answer.total) })}
              </p>
              <button type="button" className="button button--ghost" onClick={onMore} aria-disabled={loading}>
                {loading ? t('search.loading') : t('hotel.more')}
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
              <select value={filters.maxPrice} onChange={(event) => onFilter({ maxPrice: Number(event.target.value) })}>
                <option value={0}>{t('filters.any')}</option>
                {[1_000_000, 2_000_000, 3_000_000, 5_000_000].map((price) => (
                  <option key={price} value={price}>
                    {count.format(price)} ₫
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('filters.stars')}
              <select value={filters.minStars} onChange={(event) => onFilter({ minStars: Number(event.target.value) })}>
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
              <select value={filters.area} onChange={(event) => onFilter({ area: event.target.value })}>
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
                onChange={(event) => onFilter({ freeCancellation: event.target.checked ? '1' : '' })}
              />
              {t('filters.freeCancellation')}
            </label>
          </div>
          {items.length > 0 && (
            <HotelMap tiles={tiles} hotels={markers} label={t('hotel.mapOfResults')} t={t} onSelect={onOpen} />
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
          <StayPrice
            perNight={item.pricePerNight}
            total={item.total}
            nights={answer.nights}
            rooms={rooms}
            terms={item.terms}
            choose={{
              text: t('hotel.seeRooms'),
              label: t('hotel.see', { hotel: item.name }),
              onClick: () => onOpen(item.id),
            }}
            t={t}
            locale={locale}
          />
        </Offer>
      ))}
    </OfferList>
  );
}
