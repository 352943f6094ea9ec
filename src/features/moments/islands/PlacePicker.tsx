import { useMemo, useState } from 'react';
import { loadGeoIndex, type GeoIndex } from '#lib/geo/geo-index.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { matchPlaces } from '#features/trips/place-search.ts';

export interface ChosenPlace {
  slug: string;
  name: string;
}

interface Props {
  locale: Locale;
  /** Translates the composer's `create.place…` keys. */
  t: IslandTranslate;
  value: ChosenPlace | null;
  disabled: boolean;
  onChange: (place: ChosenPlace | null) => void;
}

/**
 * An optional place of the catalogue, found by name as typed (diacritics optional), for the photo
 * and reel composers. The catalogue's index loads on first focus only.
 */
export default function PlacePicker({ locale, t, value, disabled, onChange }: Props) {
  const [places, setPlaces] = useState<GeoIndex['places']>();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => matchPlaces(places ?? [], query), [places, query]);
  if (value)
    return (
      <p className="composer__place">
        <span>
          {t('create.placeChosen')} <strong>{value.name}</strong>
        </span>
        <button type="button" className="button button--ghost" disabled={disabled} onClick={() => onChange(null)}>
          {t('create.placeClear')}
        </button>
      </p>
    );
  return (
    <>
      <label htmlFor="composer-place">{t('create.place')}</label>
      <input
        id="composer-place"
        type="search"
        value={query}
        disabled={disabled}
        autoComplete="off"
        placeholder={t('create.placePlaceholder')}
        onFocus={() =>
          places ??
          void loadGeoIndex(localizedPath(locale, '/').replace(/\/$/, ''))
            .then((index) => setPlaces(index.places))
            .catch(() => setPlaces([]))
        }
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="composer__hint">
        {query.trim() ? t('create.placeFound', { count: matches.length }) : ''}
      </p>
      {matches.length > 0 && (
        <ul className="composer__places">
          {matches.map((place) => (
            <li key={place.slug}>
              <button
                type="button"
                className="composer__place-option"
                onClick={() => {
                  onChange({ slug: place.slug, name: place.name });
                  setQuery('');
                }}
              >
                {place.name}
                <small>{place.meta}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
