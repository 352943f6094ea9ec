import type { DragEvent } from 'react';
import type { IslandTranslate } from '../../lib/i18n/island-translator.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { DraftDay, DraftStop } from '../../lib/trips/draft.ts';
import { formatDistance } from '../../lib/trips/format.ts';
import { islandDuration } from './format-duration.ts';
import { overlappingStops, planDay } from '../../lib/trips/travel.ts';
import { StopCard, type StopPosition } from './StopCard.tsx';

/** What a drag carries: the stop being dragged, by position, under a type of our own. */
export const DRAG_TYPE = 'application/x-nvtravel-stop';

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

/** Lets a stop be dropped here (a drag of anything else is left alone). */
const allowDrop = (event: DragEvent) => {
  if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
  event.preventDefault();
  event.dataTransfer.dropEffect = 'move';
};

const readDrag = (event: DragEvent): StopPosition | undefined => {
  try {
    const value = JSON.parse(event.dataTransfer.getData(DRAG_TYPE)) as StopPosition;
    return Number.isInteger(value.day) && Number.isInteger(value.stop) ? value : undefined;
  } catch {
    return undefined;
  }
};

/** One day: its stops in order, its totals from the travel model, and a drop zone at its end. */
export function DayCard({ day, dayIndex, dayCount, locale, t, ...actions }: Props) {
  const headingId = `day-${day.key}`;
  const totals = planDay(day.stops.map((s) => ({ coordinates: s, minutes: s.minutes, mode: s.mode })));
  const overlaps = new Set(overlappingStops(day.stops));
  const dropAt = (event: DragEvent, stop: number) => {
    const from = readDrag(event);
    if (!from) return;
    event.preventDefault();
    event.stopPropagation();
    actions.onMove(from, { day: dayIndex, stop });
  };
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
            onDragStart={(event) => {
              event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ day: dayIndex, stop: index }));
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={allowDrop}
            onDrop={(event) => dropAt(event, index)}
          />
        ))}
      </ol>
      <div
        className="planner-day__drop"
        data-drop-day={dayIndex}
        onDragOver={allowDrop}
        onDrop={(event) => dropAt(event, Number.MAX_SAFE_INTEGER)}
      >
        {t('create.day.dropHere')}
      </div>
    </section>
  );
}
