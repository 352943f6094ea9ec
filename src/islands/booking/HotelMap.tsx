import { useEffect, useRef, useState } from 'react';
import type { RouteMapHandle, RouteMarker } from '../../components/trips/route-map.ts';
import type { IslandTranslate } from '../../lib/i18n/island-translator.ts';

export interface MapTiles {
  url: string;
  attribution: string;
}

interface Props {
  tiles: MapTiles;
  /** The hotels to mark: a page of results, or the one hotel. */
  hotels: readonly RouteMarker[];
  /** Names the map for screen readers: "Map of these hotels", "Map: <hotel>". */
  label: string;
  t: IslandTranslate;
  /** A hotel's marker was chosen (click, Enter); without it markers only open their popup. */
  onSelect?: (id: string) => void;
}

/**
 * Hotels on the trips' Leaflet map (components/trips/route-map.ts, tiles from PUBLIC_MAP_TILE_URL),
 * loaded only when the map is about to be seen, as the planner's is (decision 0026). The list or
 * the hotel's facts beside it stay the content; the map adds where.
 */
export function HotelMap({ tiles, hotels, label, t, onSelect }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<RouteMapHandle | undefined>(undefined);
  const select = useRef(onSelect);
  select.current = onSelect;
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('loading');
        import('../../components/trips/route-map.ts')
          .then(({ createRouteMap }) => {
            if (cancelled) return;
            handle.current = createRouteMap(container, {
              tiles,
              t,
              days: [],
              onMarkerSelect: (marker) => select.current?.(marker.id),
            });
            setState('ready');
          })
          .catch(() => setState('failed'));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
      handle.current?.destroy();
      handle.current = undefined;
    };
  }, [tiles, t]);

  useEffect(() => {
    if (state !== 'ready') return;
    handle.current?.setMarkers(hotels);
    handle.current?.fit();
  }, [state, hotels]);

  return (
    <div className="hotel-map route-map">
      {state !== 'ready' && (
        <p className="route-map__status">{state === 'failed' ? t('hotel.mapFailed') : t('hotel.mapLoading')}</p>
      )}
      {/* Leaflet owns this element's children; React renders none in it. */}
      <div
        ref={element}
        className="hotel-map__canvas"
        role="region"
        aria-label={label}
        data-hotel-map
        data-state={state}
      />
    </div>
  );
}
