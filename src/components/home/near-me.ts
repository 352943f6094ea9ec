import { distanceKm } from '#lib/geo/distance.ts';
import { loadGeoIndex } from '#lib/geo/geo-index.ts';
import { elementTranslator } from '#lib/i18n/island-translator.ts';
import { intlLocale, isLocale } from '#lib/i18n/locales.ts';
import { $location } from '#stores/location.ts';

const SHOWN = 6;

/** `<near-me>`: the places nearest the stored position, re-sorted whenever it changes. */
class NearMe extends HTMLElement {
  #unsubscribe: (() => void) | undefined;

  connectedCallback(): void {
    const t = elementTranslator(this);
    const list = this.querySelector('.near__list');
    const { locale } = this.dataset;
    const numbers = new Intl.NumberFormat(isLocale(locale) ? intlLocale(locale) : undefined, {
      maximumFractionDigits: 1,
    });
    const indexPromise = loadGeoIndex(this.dataset.prefix ?? '');
    this.#unsubscribe = $location.subscribe(async (state) => {
      const index = await indexPromise;
      const here = { lat: state.lat, lng: state.long };
      const nearest = index.places
        .map((place) => ({ place, km: distanceKm(here, place) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, SHOWN);
      list?.replaceChildren(
        ...nearest.map(({ place, km }) => {
          const item = document.createElement('li');
          const link = Object.assign(document.createElement('a'), { href: place.url });
          const image = Object.assign(document.createElement('img'), {
            src: place.image,
            alt: '',
            width: 160,
            height: 107,
            loading: 'lazy',
          });
          const text = document.createElement('span');
          const name = Object.assign(document.createElement('span'), {
            className: 'near__name',
            textContent: place.name,
          });
          const meta = Object.assign(document.createElement('span'), {
            className: 'near__meta',
            textContent: place.meta,
          });
          const distance = Object.assign(document.createElement('span'), {
            className: 'near__distance',
            textContent: t('near.distance', { distance: numbers.format(km < 10 ? km : Math.round(km)) }),
          });
          text.append(name, meta, distance);
          link.append(image, text);
          item.append(link);
          return item;
        }),
      );
    });
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
  }
}

if (!customElements.get('near-me')) customElements.define('near-me', NearMe);
