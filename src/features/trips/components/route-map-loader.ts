import { elementTranslator } from '#lib/i18n/island-translator.ts';
import type { RouteDay } from '#components/maps/route-map.ts';

/**
 * The route map's page script: a few hundred bytes that wait until a map is about to scroll into
 * view, then load Leaflet and the map module (route-map.ts) and draw it. A reader who never gets
 * there never downloads the map (decision 0026). `data-state` tells styles and tests where it is:
 * idle → loading → ready, or failed (the list of stops stays the content).
 */
function draw(element: HTMLElement): void {
  const t = elementTranslator(element);
  element.dataset.state = 'loading';
  import('#components/maps/route-map.ts')
    .then(({ createRouteMap }) => {
      element.replaceChildren();
      createRouteMap(element, {
        tiles: { url: element.dataset.tileUrl ?? '', attribution: element.dataset.attribution ?? '' },
        t,
        days: JSON.parse(element.dataset.route ?? '[]') as RouteDay[],
      });
      element.dataset.state = 'ready';
    })
    .catch(() => {
      // A chunk removed by a deploy reloads the page (src/browser/chunk-reload.ts); otherwise say so:
      // the list of stops beside the map stays the content.
      element.dataset.state = 'failed';
      const message = document.createElement('p');
      message.className = 'route-map__status';
      message.textContent = t('map.failed');
      element.replaceChildren(message);
    });
}

const maps = [...document.querySelectorAll<HTMLElement>('[data-route-map]')];
if (maps.length > 0) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        draw(entry.target as HTMLElement);
      }
    },
    // Start a little before the map is on screen, so it is drawn as it arrives.
    { rootMargin: '200px 0px' },
  );
  for (const element of maps) observer.observe(element);
}
