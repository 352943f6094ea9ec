import { localePrefix, splitLocale } from '#lib/i18n/localized-path.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import { $locating, resetPosition, setPosition } from '#stores/location.ts';

/** The spec's message when the browser has no geolocation. */
export const GEOLOCATION_UNSUPPORTED = 'Geolocation không được hỗ trợ trên trình duyệt này.';

/**
 * Asks the browser for the position and stores it with its region; a refusal or failure restores
 * the defaults (hasLocation false). `locating` is set while the browser works on it.
 */
export function locate(): void {
  if (!('geolocation' in navigator)) {
    console.log(GEOLOCATION_UNSUPPORTED);
    return;
  }
  $locating.set(true);
  navigator.geolocation.getCurrentPosition(
    async ({ coords }) => {
      const point = { lat: coords.latitude, lng: coords.longitude };
      // The resolver and Vietnam's outline load only when there is a position to resolve.
      const [{ resolveRegion }, { anchorsOf, loadGeoIndex }] = await Promise.all([
        import('#lib/geo/region-resolve.ts'),
        import('#lib/geo/geo-index.ts'),
      ]);
      const prefix = localePrefix(splitLocale(location.pathname).locale);
      const region = resolveRegion(point, anchorsOf(await loadGeoIndex(prefix)));
      setPosition({ long: coords.longitude, lat: coords.latitude }, region);
      $locating.set(false);
    },
    (error) => {
      console.error(error);
      resetPosition(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
      $locating.set(false);
    },
    { maximumAge: 10 * 60 * 1000, timeout: 20_000 },
  );
}

// The position is asked for once when the app starts: the first page of a browser session (each
// page load of a multi-page site would otherwise count as a start). docs/decisions/0007.
if (!sessionStorage.getItem(STORAGE_KEYS.locationAsked)) {
  sessionStorage.setItem(STORAGE_KEYS.locationAsked, '1');
  locate();
}

// Permission given or taken back later, in this open tab (the site settings, the address bar's
// icon): follow it at once instead of at the next browser session (decision 0034).
void navigator.permissions
  ?.query({ name: 'geolocation' })
  .then((status) => {
    status.addEventListener('change', () => {
      if (status.state === 'granted') locate();
      else if (status.state === 'denied') resetPosition('denied');
    });
  })
  .catch(() => undefined);
