import { splitLocale, localizedPath } from '../lib/i18n/localized-path.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { resetPosition, setPosition } from '../stores/location.ts';

/** The spec's message when the browser has no geolocation. */
export const GEOLOCATION_UNSUPPORTED = 'Geolocation không được hỗ trợ trên trình duyệt này.';

// The position is asked for once when the app starts: the first page of a browser session (each
// page load of a multi-page site would otherwise count as a start). docs/decisions/0007.
const ASKED = STORAGE_KEYS.locationAsked;

if (!sessionStorage.getItem(ASKED)) {
  sessionStorage.setItem(ASKED, '1');
  if (!('geolocation' in navigator)) {
    console.log(GEOLOCATION_UNSUPPORTED);
  } else {
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const point = { lat: coords.latitude, lng: coords.longitude };
        // The resolver and Vietnam's outline load only when there is a position to resolve.
        const [{ resolveRegion }, { anchorsOf, loadGeoIndex }] = await Promise.all([
          import('../lib/geo/region-resolve.ts'),
          import('../lib/geo/geo-index.ts'),
        ]);
        const prefix = localizedPath(splitLocale(location.pathname).locale, '/').replace(/\/$/, '');
        const region = resolveRegion(point, anchorsOf(await loadGeoIndex(prefix)));
        setPosition({ long: coords.longitude, lat: coords.latitude }, region);
      },
      (error) => {
        console.error(error);
        resetPosition();
      },
      { maximumAge: 10 * 60 * 1000, timeout: 20_000 },
    );
  }
}
