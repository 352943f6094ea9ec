import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './route-map.css';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/**
 * A route on a Leaflet map: numbered markers for the stops, one line per day in the day's colour,
 * popups that link each stop's place page, and optionally other markers (the planner's places to
 * add) with callbacks. Browser-only (Leaflet needs a DOM): load it with a dynamic import when the
 * map is about to be seen, as route-map-loader.ts does (decision 0026).
 *
 * Strings come from `trips:map.*` (pass `islandStrings(locale, 'trips:map.')` to the translator).
 *
 * @example
 * const { createRouteMap } = await import('./route-map.ts');
 * const handle = createRouteMap(element, { tiles, t, days, markers, onMarkerSelect: (m) => addStop(m.id) });
 * handle.setDays(nextDays); // after the traveller reorders stops
 */

export interface RouteStop {
  lat: number;
  lng: number;
  name: string;
  /** The place's page, linked from the popup. */
  url?: string;
  /** What the marker shows: the stop's number in the list beside the map. */
  label: string;
  /** A line under the name in the popup (the time and the time to spend). */
  detail?: string;
}

export interface RouteDay {
  title: string;
  stops: RouteStop[];
}

/** A point that is not a stop of the route (a place the planner offers to add). */
export interface RouteMarker {
  id: string;
  lat: number;
  lng: number;
  name: string;
  url?: string;
}

export interface RouteMapOptions {
  tiles: { url: string; attribution: string };
  t: IslandTranslate;
  days: readonly RouteDay[];
  markers?: readonly RouteMarker[];
  /** A stop's marker was chosen (click, Enter); `day` and `stop` count from 0. */
  onStopSelect?: (day: number, stop: number) => void;
  /** Another marker was chosen. */
  onMarkerSelect?: (marker: RouteMarker) => void;
}

export interface RouteMapHandle {
  /** The Leaflet map, for layers of one's own. */
  map: L.Map;
  /** Redraws the route (markers, lines) and fits the view to it. */
  setDays: (days: readonly RouteDay[]) => void;
  /** Replaces the other markers. */
  setMarkers: (markers: readonly RouteMarker[]) => void;
  /** Fits the view to the route, or to the other markers when the route is empty. */
  fit: () => void;
  destroy: () => void;
}

/** Day colours, in the order of the days; the list beside the map uses the same (route-map.css). */
export const DAY_COLOURS = ['#c2410c', '#1d4ed8', '#15803d', '#7e22ce', '#b91c1c', '#0f766e', '#a16207'] as const;
export const dayColour = (day: number): string => DAY_COLOURS[day % DAY_COLOURS.length] as string;

/** Closer than this (px, both ways) two markers' 30 px icons overlap; see `declutter`. */
const MARKER_SPACING = 32;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function popupHtml(name: string, url: string | undefined, detail: string | undefined, linkText: string): string {
  const title = `<strong class="route-popup__name">${escapeHtml(name)}</strong>`;
  const line = detail ? `<span class="route-popup__detail">${escapeHtml(detail)}</span>` : '';
  const link = url ? `<a class="route-popup__link" href="${escapeHtml(url)}">${escapeHtml(linkText)}</a>` : '';
  return `<div class="route-popup">${title}${line}${link}</div>`;
}

/** Runs `choose` when the marker is clicked or, focused, gets Enter (as Leaflet opens its popup). */
function onChoose(marker: L.Marker, choose: () => void): void {
  marker.on('click', choose);
  marker.on('keypress', (event) => {
    if ((event as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') choose();
  });
}

export function createRouteMap(container: HTMLElement, options: RouteMapOptions): RouteMapHandle {
  const { t } = options;
  const map = L.map(container, { zoomControl: false, scrollWheelZoom: false, attributionControl: true });
  L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
  L.tileLayer(options.tiles.url, { attribution: options.tiles.attribution, maxZoom: 18 }).addTo(map);
  // Leaflet names the popup's close button in English only.
  map.on('popupopen', (event) => {
    event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('map.close'));
  });

  const route = L.featureGroup().addTo(map);
  const others = L.featureGroup().addTo(map);

  /** A keyboard-reachable marker named for screen readers (Leaflet's title is only a tooltip). */
  const labelled = (marker: L.Marker, label: string) => {
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
    return marker;
  };

  const setDays = (days: readonly RouteDay[]) => {
    route.clearLayers();
    days.forEach((day, d) => {
      const colour = dayColour(d);
      if (day.stops.length > 1) {
        L.polyline(
          day.stops.map((stop) => [stop.lat, stop.lng] as L.LatLngTuple),
          { color: colour, weight: 4, opacity: 0.85, interactive: false },
        ).addTo(route);
      }
      day.stops.forEach((stop, s) => {
        const label = t('map.stop', { label: stop.label, name: stop.name, day: day.title });
        const marker = L.marker([stop.lat, stop.lng], {
          icon: L.divIcon({
            className: `route-marker route-marker--day-${d % DAY_COLOURS.length}`,
            html: `<span aria-hidden="true">${escapeHtml(stop.label)}</span>`,
            iconSize: [30, 30],
            iconAnchor: [15, 15],
            popupAnchor: [0, -14],
          }),
          keyboard: true,
          title: `${stop.label}. ${stop.name}`,
          riseOnHover: true,
        });
        marker.bindPopup(popupHtml(stop.name, stop.url, stop.detail, t('map.openPlace')));
        if (options.onStopSelect) onChoose(marker, () => options.onStopSelect?.(d, s));
        labelled(marker, label).addTo(route);
      });
    });
    fit();
  };

  const setMarkers = (markers: readonly RouteMarker[]) => {
    others.clearLayers();
    for (const item of markers) {
      const marker = L.marker([item.lat, item.lng], {
        icon: L.divIcon({ className: 'route-marker route-marker--other', html: '', iconSize: [18, 18] }),
        keyboard: true,
        title: item.name,
      });
      marker.bindPopup(popupHtml(item.name, item.url, undefined, t('map.openPlace')));
      if (options.onMarkerSelect) onChoose(marker, () => options.onMarkerSelect?.(item));
      labelled(marker, item.name).addTo(others);
    }
    // Before the first fit the map has no view to place markers in; whenReady waits for it.
    map.whenReady(declutter);
  };

  /**
   * Markers that would sit on one another at this zoom: the first (route stops before other
   * markers, in order) stays a button, the ones under it step back (no focus, no pointer, hidden
   * from screen readers) until zooming in separates them. Overlapping buttons could not be told
   * apart or hit (WCAG 2.5.8 target size); the list beside the map names every stop anyway.
   */
  const declutter = () => {
    const kept: L.Point[] = [];
    const all = [...route.getLayers(), ...others.getLayers()].filter(
      (layer): layer is L.Marker => layer instanceof L.Marker,
    );
    for (const marker of all) {
      const element = marker.getElement();
      if (!element) continue;
      const point = map.latLngToLayerPoint(marker.getLatLng());
      const stacked = kept.some(
        (other) => Math.abs(other.x - point.x) < MARKER_SPACING && Math.abs(other.y - point.y) < MARKER_SPACING,
      );
      if (!stacked) kept.push(point);
      element.classList.toggle('route-marker--stacked', stacked);
      element.tabIndex = stacked ? -1 : 0;
      if (stacked) {
        element.removeAttribute('role');
        element.setAttribute('aria-hidden', 'true');
      } else {
        element.setAttribute('role', 'button');
        element.removeAttribute('aria-hidden');
      }
      marker.setZIndexOffset(stacked ? -1000 : 0);
    }
  };
  map.on('zoomend', declutter);

  const fit = () => {
    const bounds = route.getLayers().length > 0 ? route.getBounds() : others.getBounds();
    if (!bounds.isValid()) {
      // Nothing to show yet: Vietnam, whole.
      map.fitBounds([
        [8.4, 102.1],
        [23.4, 109.5],
      ]);
      return;
    }
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    declutter();
  };

  setMarkers(options.markers ?? []);
  setDays(options.days);
  return { map, setDays, setMarkers, fit, destroy: () => map.remove() };
}
