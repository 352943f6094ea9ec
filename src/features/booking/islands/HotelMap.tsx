import { useEffect } from 'react';
import type { RouteMarker } from '#components/maps/route-map.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { type MapTiles, useRouteMap } from '#islands/maps/use-route-map.ts';

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
 * Hotels on the trips' route map (maps/use-route-map.ts). The list or the hotel's facts beside it
 * stay the content; the map adds where.
 */
export function HotelMap({ tiles, hotels, label, t, onSelect }: Props) {
  const { element, handle, state } = useRouteMap(tiles, t, (marker) => onSelect?.(marker.id));

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
