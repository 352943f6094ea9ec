import { useEffect, useRef, useState } from 'react';
import type { RouteMapHandle, RouteMarker } from '#components/maps/route-map.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

export type RouteMapState = 'idle' | 'loading' | 'ready' | 'failed';

export interface MapTiles {
  url: string;
  attribution: string;
}

/**
 * The trips' Leaflet map (components/trips/route-map.ts, tiles from PUBLIC_MAP_TILE_URL), loaded only
 * when its element is about to be seen (decision 0026): Leaflet is the heaviest script of the pages
 * that show a map, and most visitors never scroll to it. The caller renders `element` and feeds
 * markers and routes through `handle` once `state` is `ready`.
 */
export function useRouteMap(tiles: MapTiles, t: IslandTranslate, onMarkerSelect: (marker: RouteMarker) => void) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<RouteMapHandle | undefined>(undefined);
  // The latest callback, read at the click: a new one must not rebuild the map.
  const select = useRef(onMarkerSelect);
  select.current = onMarkerSelect;
  const [state, setState] = useState<RouteMapState>('idle');

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('loading');
        import('#components/maps/route-map.ts')
          .then(({ createRouteMap }) => {
            if (cancelled) return;
            handle.current = createRouteMap(container, {
              tiles,
              t,
              days: [],
              onMarkerSelect: (marker) => select.current(marker),
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

  return { element, handle, state };
}
