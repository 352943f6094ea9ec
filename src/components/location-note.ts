import { locate } from '#browser/location.ts';
import { loadGeoIndex } from '#lib/geo/geo-index.ts';
import { elementTranslator } from '#lib/i18n/island-translator.ts';
import { $activeRegion, $locating, $location, $regionReason, preferPosition } from '#stores/location.ts';

/**
 * `<location-note>`: says which region is shown and why, and offers "Use my location". It follows
 * the location store, so a position that arrives later (the button, or a permission granted in the
 * site settings while the page is open) updates it at once.
 */
class LocationNote extends HTMLElement {
  #unsubscribe: (() => void)[] = [];

  connectedCallback(): void {
    const t = elementTranslator(this);
    const text = this.querySelector('.location-note__text');
    const button = this.querySelector<HTMLButtonElement>('[data-use-location]');
    const label = this.querySelector('[data-use-location-label]');
    const names = loadGeoIndex(this.dataset.prefix ?? '').then(
      (index) => new Map(index.regions.map((region) => [region.slug, region.name])),
    );
    const covered = new Set((this.dataset.covered ?? '').split(',').filter(Boolean));
    const localBase = this.dataset.localBase;
    // Set by the button: the visitor asked for their position, so take them to its region.
    let asked = false;

    const render = async () => {
      const reason = $regionReason.get();
      const region = $activeRegion.get();
      const name = (await names).get(region) ?? region;
      // A local list that shows another region, or all of them, has nothing to explain.
      const explains = !localBase || this.dataset.pageRegion === region;
      if (text) text.textContent = explains ? t(`location.reason.${reason}`, { region: name }) : '';
      if (button) {
        button.hidden = reason === 'position';
        button.disabled = $locating.get();
      }
      if (label) label.textContent = t($locating.get() ? 'location.locating' : 'location.use');
      if (asked && reason === 'position' && localBase && covered.has(region) && region !== this.dataset.pageRegion) {
        asked = false;
        location.assign(`${localBase}region/${region}/`);
      }
    };
    this.#unsubscribe = [$location.subscribe(() => void render()), $locating.listen(() => void render())];
    button?.addEventListener('click', () => {
      preferPosition();
      asked = true;
      locate();
    });
  }

  disconnectedCallback(): void {
    this.#unsubscribe.forEach((unsubscribe) => unsubscribe());
  }
}

if (!customElements.get('location-note')) customElements.define('location-note', LocationNote);
