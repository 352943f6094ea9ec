import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { DraftDay, DraftStop } from '../../draft.ts';
import { formatDistance } from '../../format.ts';
import { islandDuration } from './format-duration.ts';
import { overlappingStops, planDay } from '#lib/travel/travel.ts';
import { reorderHandlers } from './pointer-reorder.ts';
import { StopCard, type StopPosition } from './StopCard.tsx';

interface Props {
  day: DraftDay;
  dayIndex: number;
  dayCount: number;
  locale: Locale;
  t: IslandTranslate;
  onChangeStop: (stop: number, changes: Partial<DraftStop>) => void;
  onMove: (from: StopPosition, to: StopPosition) => void;
  onRemoveStop: (stop: number) => void;
  onRemoveDay: () => void;
}

/** One day: its stops in order, its totals from the travel model, and a drop zone at its end. */
export function DayCard({ day, dayIndex, dayCount, locale, t, ...actions }: Props) {
  const headingId = `day-${day.key}`;
  const totals = planDay(day.stops.map((s) => ({ coordinates: s, minutes: s.minutes, mode: s.mode })));
  const overlaps = new Set(overlappingStops(day.stops));
  return (
    <section className="planner-day" aria-labelledby={headingId}>
      <div className="planner-day__head">
        <h3 id={headingId}>{t('day', { n: dayIndex + 1 })}</h3>
        {dayCount > 1 && (
          <button type="button" className="button button--ghost" onClick={actions.onRemoveDay}>
            {t('create.day.remove', { n: dayIndex + 1 })}
          </button>
        )}
      </div>
      <p className="planner-day__totals">
        {day.stops.length === 0
          ? t('create.day.empty')
          : t('create.day.totals', {
              stops: t('create.day.stops', { count: day.stops.length }),
              distance: formatDistance(totals.roadKm, locale),
              travel: islandDuration(totals.travelMinutes, t),
              visit: islandDuration(totals.visitMinutes, t),
            })}
      </p>
      <ol className="planner-day__stops">
        {day.stops.map((stop, index) => (
          <StopCard
            key={stop.key}
            stop={stop}
            position={{ day: dayIndex, stop: index }}
            dayCount={dayCount}
            stopsInDay={day.stops.length}
            leg={totals.legs[index]}
            overlaps={overlaps.has(index)}
            locale={locale}
            t={t}
            onChange={(changes) => actions.onChangeStop(index, changes)}
            onMove={(to) => actions.onMove({ day: dayIndex, stop: index }, to)}
            onRemove={() => actions.onRemoveStop(index)}
            handle={reorderHandlers({ day: dayIndex, stop: index }, actions.onMove)}
          />
        ))}
      </ol>
      <div className="planner-day__drop" data-drop-day={dayIndex} data-drop-stop="end">
        {t('create.day.dropHere')}
      </div>
    </section>
  );
}
