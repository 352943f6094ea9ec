import { Viewer } from '@photo-sphere-viewer/core';
import { MarkersPlugin, type MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';

/**
 * The 360° viewer (Photo Sphere Viewer, three.js): the page's large chunk, imported only when a
 * visitor opens a panorama on /vr-360/ (src/components/vr/vr-360.ts). Markers are real links to the
 * place pages, so they can be reached with Tab and followed with Enter.
 */

/** One panorama as the page hands it over (see src/components/vr/VrPage.astro). */
export interface ViewerScene {
  src: string;
  /** Accessible name of the viewer. */
  label: string;
  caption: string;
  markers: { place: string; name: string; href: string; tooltip: string; yaw: number; pitch: number }[];
}

export interface ViewerStrings {
  open: string;
  opening: string;
  close: string;
  /** The viewer's own labels (zoom, move, fullscreen, loading…), localized. */
  lang: Record<string, string>;
}

export interface ViewerHandle {
  destroy(): void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A marker: on a wide screen a pill with the place's name; on a phone, where names would overlap
 * and run past the edge, a numbered dot whose number is the place's in the list under the viewer
 * (the name stays its accessible name). Decision 0034.
 */
function markerLink(marker: ViewerScene['markers'][number], number: number, compact: boolean): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = marker.href;
  link.className = compact ? 'vr-marker vr-marker--compact' : 'vr-marker';
  link.dataset.place = marker.place;
  const name = Object.assign(document.createElement('span'), {
    className: 'vr-marker__name',
    textContent: marker.name,
  });
  if (compact) {
    const digit = Object.assign(document.createElement('span'), { textContent: String(number) });
    digit.setAttribute('aria-hidden', 'true');
    link.append(digit);
  }
  link.append(name);
  // A pointer click is the viewer's to judge (a drag that ends on a marker is not a click): it
  // reports real clicks as `select-marker` below. Enter on a focused marker (detail 0) follows
  // the link as any link does.
  link.addEventListener('click', (event) => {
    if (event.detail !== 0) event.preventDefault();
  });
  return link;
}

/** The gap kept between two markers that would overlap at this zoom and direction. */
const MARKER_GAP_PX = 4;

/**
 * Places close together in the panorama would put their markers on top of each other: each marker
 * that overlaps one above it moves down, below it, by a translate on the link (the viewer positions
 * the marker's own box, which stays where the place is). Run after every frame the viewer draws.
 */
function declutter(container: HTMLElement): void {
  const links = [...container.querySelectorAll<HTMLElement>('.vr-marker')];
  for (const link of links) link.style.translate = '';
  const shown = links
    .filter((link) => link.checkVisibility({ checkVisibilityCSS: true }))
    .map((link) => ({ link, box: link.getBoundingClientRect() }))
    .sort((a, b) => a.box.top - b.box.top);
  const placed: DOMRect[] = [];
  for (const { link, box } of shown) {
    let shift = 0;
    for (const other of placed) {
      const overlaps =
        box.left < other.right &&
        other.left < box.right &&
        box.top + shift < other.bottom &&
        other.top < box.bottom + shift;
      if (overlaps) shift = other.bottom + MARKER_GAP_PX - box.top;
    }
    if (shift > 0) link.style.translate = `0 ${shift}px`;
    placed.push(new DOMRect(box.left, box.top + shift, box.width, box.height));
  }
}

/** Screens where markers are numbered dots (the phone layout of the page). */
const COMPACT_MARKERS = '(max-width: 40rem)';

/** Opens the viewer in `container`; resolves when the panorama is shown, rejects if it cannot load. */
export function openViewer(container: HTMLElement, scene: ViewerScene, strings: ViewerStrings): Promise<ViewerHandle> {
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', scene.label);
  const compact = matchMedia(COMPACT_MARKERS).matches;
  const markers: MarkerConfig[] = scene.markers.map((marker, index) => ({
    id: marker.place,
    element: markerLink(marker, index + 1, compact),
    position: { yaw: marker.yaw, pitch: marker.pitch },
    anchor: compact ? 'center center' : 'center left',
    tooltip: { content: escapeHtml(marker.tooltip), position: 'top center' },
    data: { href: marker.href },
  }));
  const viewer = new Viewer({
    container,
    panorama: scene.src,
    caption: escapeHtml(scene.caption),
    navbar: ['zoom', 'move', 'caption', 'fullscreen'],
    lang: strings.lang,
    // The page scrolls past several panoramas: the wheel zooms only with Ctrl held.
    mousewheelCtrlKey: true,
    defaultZoomLvl: 30,
    plugins: [MarkersPlugin.withConfig({ markers })],
  });
  let pending = false;
  viewer.addEventListener('render', () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      declutter(container);
    });
  });
  viewer.getPlugin<MarkersPlugin>(MarkersPlugin).addEventListener('select-marker', ({ marker }) => {
    window.location.assign(String((marker.data as { href: string }).href));
  });
  const handle: ViewerHandle = { destroy: () => viewer.destroy() };
  return new Promise((resolve, reject) => {
    viewer.addEventListener('ready', () => resolve(handle), { once: true });
    viewer.addEventListener(
      'panorama-error',
      (event) => {
        viewer.destroy();
        reject(event.error);
      },
      { once: true },
    );
  });
}
