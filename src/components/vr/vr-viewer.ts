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

function markerLink(marker: ViewerScene['markers'][number]): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = marker.href;
  link.className = 'vr-marker';
  link.textContent = marker.name;
  link.dataset.place = marker.place;
  // A pointer click is the viewer's to judge (a drag that ends on a marker is not a click): it
  // reports real clicks as `select-marker` below. Enter on a focused marker (detail 0) follows
  // the link as any link does.
  link.addEventListener('click', (event) => {
    if (event.detail !== 0) event.preventDefault();
  });
  return link;
}

/** Opens the viewer in `container`; resolves when the panorama is shown, rejects if it cannot load. */
export function openViewer(container: HTMLElement, scene: ViewerScene, strings: ViewerStrings): Promise<ViewerHandle> {
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', scene.label);
  const markers: MarkerConfig[] = scene.markers.map((marker) => ({
    id: marker.place,
    element: markerLink(marker),
    position: { yaw: marker.yaw, pitch: marker.pitch },
    anchor: 'center left',
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
