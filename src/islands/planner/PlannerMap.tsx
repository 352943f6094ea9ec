import { useEffect, useRef, useState } from 'react';
import type { RouteDay, RouteMapHandle, RouteMarker } from '../../components/trips/route-map.ts';
import type { IslandTranslate } from '../../lib/i18n/island-translator.ts';

interface Props {
  tiles: { url: string; attribution: string };
  days: readonly RouteDay[];
  markers: readonly RouteMarker[];
  t: IslandTranslate;
  /** A place marker was chosen: the planner adds it to the day being filled. */
  onAdd: (marker: RouteMarker) => void;
}

/**
 * The planner's map: trips-pages' route map (Leaflet, loaded only when the map is about to be seen)
 * with the planned route and, as a second layer, every place of the catalogue; choosing one adds it.
 */
export function PlannerMap({ tiles, days, markers, t, onAdd }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<RouteMapHandle | undefined>(undefined);
  const add = useRef(onAdd);
  add.current = onAdd;
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
              onMarkerSelect: (marker) => add.current(marker),
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
    if (state === 'ready') handle.current?.setMarkers(markers);
  }, [state, markers]);
  useEffect(() => {
    if (state === 'ready') handle.current?.setDays(days);
  }, [state, days]);

  return (
    <section className="planner-map route-map" aria-labelledby="planner-map-title">
      <h2 id="planner-map-title">{t('create.map.title')}</h2>
      <p className="route-map__hint">{t('create.map.hint')}</p>
      {state !== 'ready' && (
        <p className="route-map__status">{state === 'failed' ? t('map.failed') : t('map.loading')}</p>
      )}
      {/* Leaflet owns this element's children; React renders none in it. */}
      <div
        ref={element}
        className="route-map__canvas"
        role="region"
        aria-label={t('create.map.label')}
        data-route-map-planner
        data-state={state}
      />
    </section>
  );
}
