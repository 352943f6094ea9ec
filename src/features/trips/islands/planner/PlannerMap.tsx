import { useEffect } from 'react';
import type { RouteDay, RouteMarker } from '#components/maps/route-map.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { type MapTiles, useRouteMap } from '#islands/maps/use-route-map.ts';

interface Props {
  tiles: MapTiles;
  days: readonly RouteDay[];
  markers: readonly RouteMarker[];
  t: IslandTranslate;
  /** A place marker was chosen: the planner adds it to the day being filled. */
  onAdd: (marker: RouteMarker) => void;
}

/**
 * The planner's map: the trips' route map (maps/use-route-map.ts) with the planned route and, as a
 * second layer, every place of the catalogue; choosing one adds it.
 */
export function PlannerMap({ tiles, days, markers, t, onAdd }: Props) {
  const { element, handle, state } = useRouteMap(tiles, t, onAdd);

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
