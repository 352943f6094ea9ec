import { SCHEDULE_LIMITS } from '../../schedule-limits.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { DraftStop } from '../../draft.ts';
import { TRAVEL_MODES, type LegEstimate } from '#lib/travel/travel.ts';
import { formatDistance } from '../../format.ts';
import { islandDuration } from './format-duration.ts';
import type { reorderHandlers } from './pointer-reorder.ts';
import type { Locale } from '#lib/i18n/locales.ts';

export interface StopPosition {
  day: number;
  stop: number;
}

interface Props {
  stop: DraftStop;
  position: StopPosition;
  dayCount: number;
  stopsInDay: number;
  leg: LegEstimate | undefined;
  overlaps: boolean;
  locale: Locale;
  t: IslandTranslate;
  onChange: (changes: Partial<DraftStop>) => void;
  onMove: (to: StopPosition) => void;
  onRemove: () => void;
  /** The handle's pointer handlers (pointer-reorder.ts). */
  handle: ReturnType<typeof reorderHandlers>;
}

/**
 * One stop of a day: its time, how long, how the next stop is reached, a note, and the buttons that
 * move it (up, down, to another day) for keyboards, beside dragging its handle with a mouse or a finger.
 */
export function StopCard(props: Props) {
  const { stop, position, dayCount, stopsInDay, leg, overlaps, locale, t } = props;
  const id = `stop-${stop.key}`;
  const number = position.stop + 1;
  return (
    <li
      className="planner-stop"
      data-stop={stop.place}
      data-drop-day={position.day}
      data-drop-stop={position.stop}
      aria-labelledby={`${id}-name`}
    >
      <div className="planner-stop__head">
        {/* The handle alone drags (the fields stay selectable); keyboards use the buttons. */}
        <span className="planner-stop__handle" aria-hidden="true" title={t('create.stop.drag')} {...props.handle}>
          <span className="planner-stop__grip">⠿</span>
          <span className="planner-stop__number">{number}</span>
        </span>
        <h4 id={`${id}-name`} className="planner-stop__name">
          {stop.name}
        </h4>
        <div className="planner-stop__moves" role="group" aria-label={t('create.stop.moves', { name: stop.name })}>
          <button
            type="button"
            className="button button--icon"
            disabled={position.stop === 0}
            aria-label={t('create.stop.up', { name: stop.name })}
            onClick={() => props.onMove({ day: position.day, stop: position.stop - 1 })}
          >
            ↑
          </button>
          <button
            type="button"
            className="button button--icon"
            disabled={position.stop === stopsInDay - 1}
            aria-label={t('create.stop.down', { name: stop.name })}
            onClick={() => props.onMove({ day: position.day, stop: position.stop + 1 })}
          >
            ↓
          </button>
          <label className="planner-stop__day">
            <span className="visually-hidden">{t('create.stop.toDay', { name: stop.name })}</span>
            <select
              value={position.day}
              onChange={(event) => props.onMove({ day: Number(event.target.value), stop: Number.MAX_SAFE_INTEGER })}
            >
              {Array.from({ length: dayCount }, (_, d) => (
                <option key={d} value={d}>
                  {t('day', { n: d + 1 })}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button--icon"
            aria-label={t('create.stop.remove', { name: stop.name })}
            onClick={props.onRemove}
          >
            ×
          </button>
        </div>
      </div>
      <div className="planner-stop__fields">
        <label className="planner-field">
          <span>{t('create.stop.start')}</span>
          <input
            type="time"
            value={stop.start}
            aria-invalid={overlaps || undefined}
            aria-describedby={overlaps ? `${id}-overlap` : undefined}
            onChange={(event) => props.onChange({ start: event.target.value })}
          />
        </label>
        <label className="planner-field">
          <span>{t('create.stop.minutes')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={SCHEDULE_LIMITS.minutesMin}
            max={SCHEDULE_LIMITS.minutesMax}
            step={5}
            value={stop.minutes}
            onChange={(event) => {
              const minutes = Math.round(Number(event.target.value));
              if (Number.isFinite(minutes))
                props.onChange({
                  minutes: Math.min(SCHEDULE_LIMITS.minutesMax, Math.max(SCHEDULE_LIMITS.minutesMin, minutes)),
                });
            }}
          />
        </label>
        {position.stop < stopsInDay - 1 && (
          <label className="planner-field">
            <span>{t('create.stop.mode')}</span>
            <select
              value={stop.mode}
              onChange={(event) => props.onChange({ mode: event.target.value as DraftStop['mode'] })}
            >
              {TRAVEL_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`create.mode.${mode}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="planner-field planner-field--wide">
          <span>{t('create.stop.note')}</span>
          <textarea
            rows={2}
            maxLength={SCHEDULE_LIMITS.noteMax}
            value={stop.note}
            onChange={(event) => props.onChange({ note: event.target.value })}
          />
        </label>
      </div>
      {overlaps && (
        <p id={`${id}-overlap`} className="planner-stop__error">
          {t('create.stop.overlap')}
        </p>
      )}
      {leg && (
        <p className="planner-stop__leg">
          {t(`leg.${leg.mode}`, {
            distance: formatDistance(leg.roadKm, locale),
            duration: islandDuration(leg.minutes, t),
          })}
        </p>
      )}
    </li>
  );
}
