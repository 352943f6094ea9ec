import { useMemo, useState } from 'react';
import type { GeoIndex } from '#lib/geo/geo-index.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { PlaceChoice } from '../../draft.ts';
import { matchPlaces } from '../../place-search.ts';

type Place = GeoIndex['places'][number];

interface Props {
  places: readonly Place[] | undefined;
  /** What is typed: the planner shows the matches on its map too. */
  query: string;
  onQuery: (query: string) => void;
  dayCount: number;
  t: IslandTranslate;
  onAdd: (dayIndex: number, place: PlaceChoice) => void;
}

/** Finds places of the catalogue by name ("hoi an" finds Hội An) and adds one to a chosen day. */
export function PlaceSearch({ places, query, onQuery, dayCount, t, onAdd }: Props) {
  const [day, setDay] = useState(0);
  const matches = useMemo(() => matchPlaces(places ?? [], query), [places, query]);
  const targetDay = Math.min(day, dayCount - 1);
  return (
    <section className="planner-search" aria-labelledby="planner-search-title">
      <h2 id="planner-search-title">{t('create.search.title')}</h2>
      <div className="planner-search__fields">
        <label className="planner-field">
          <span>{t('create.search.label')}</span>
          <input
            type="search"
            value={query}
            placeholder={t('create.search.placeholder')}
            onChange={(event) => onQuery(event.target.value)}
            autoComplete="off"
          />
        </label>
        <label className="planner-field">
          <span>{t('create.search.day')}</span>
          <select value={targetDay} onChange={(event) => setDay(Number(event.target.value))}>
            {Array.from({ length: dayCount }, (_, d) => (
              <option key={d} value={d}>
                {t('day', { n: d + 1 })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="planner-search__status" role="status">
        {places === undefined
          ? t('create.search.loading')
          : query.trim()
            ? t('create.search.found', { count: matches.length })
            : ''}
      </p>
      {matches.length > 0 && (
        <ul className="planner-search__results">
          {matches.map((place) => (
            <li key={place.slug}>
              <span className="planner-search__name">
                {place.name}
                <small>{place.meta}</small>
              </span>
              <button
                type="button"
                className="button"
                onClick={() => onAdd(targetDay, place)}
                aria-label={t('create.search.addTo', { name: place.name, day: targetDay + 1 })}
              >
                {t('create.search.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
