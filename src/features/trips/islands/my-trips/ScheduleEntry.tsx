import { useState, type SubmitEvent } from 'react';
import { ApiCallError } from '#lib/api/client.ts';
import type { ScheduleSummary } from '../../contract.ts';
import { intlLocale } from '#lib/i18n/locales.ts';
import { SCHEDULE_LIMITS } from '../../schedule-limits.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import { downloadIcs, schedulesApi } from '../planner/schedules-api.ts';
import type { TimelineEntry } from '#lib/timeline.ts';
import type { EntryViewProps } from './sources.ts';

type Mode = 'idle' | 'rename' | 'delete';

const shareUrl = (sharedPath: string, token: string) => new URL(`${sharedPath}${token}/`, location.origin).href;

interface ActionProps {
  label: string;
  busy: boolean;
  onClick: () => void;
  primary?: boolean;
}

/** One of an entry's buttons: held while a call of the entry is under way, so no change is sent twice. */
function EntryAction({ label, busy, onClick, primary = false }: ActionProps) {
  return (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button button--ghost'}
      disabled={busy}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** The day of a trip a date is, counting its first as 1. */
const dayNumber = (startDate: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;

/** Entries by their first day, in the order given (the timeline sorts them by day and time). */
function byDay(entries: readonly TimelineEntry[]): [string, TimelineEntry[]][] {
  const days = new Map<string, TimelineEntry[]>();
  for (const entry of entries) days.set(entry.startDate, [...(days.get(entry.startDate) ?? []), entry]);
  return [...days];
}

/** A saved schedule on the timeline, with its bookings on their days and everything its owner can do with it. */
export function ScheduleEntry({
  entry,
  locale,
  t,
  paths,
  onChanged,
  onItsDays = [],
  renderOnDay,
}: EntryViewProps<ScheduleSummary>) {
  const schedule = entry.item;
  const [mode, setMode] = useState<Mode>('idle');
  const [title, setTitle] = useState(schedule.title);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [copied, setCopied] = useState(false);
  const headingId = `trip-${schedule.id}`;
  const dates = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (date: string) => dates.format(new Date(`${date}T00:00:00Z`));

  async function act(work: () => Promise<string>) {
    setBusy(true);
    setProblem('');
    try {
      onChanged(await work());
      setMode('idle');
    } catch (error) {
      if (!(error instanceof ApiCallError && error.code === 'SIGN_IN_REQUIRED'))
        setProblem(
          error instanceof ApiCallError && error.code === 'VALIDATION_ERROR'
            ? Object.values(error.fields).join(' ')
            : failureMessage(error, t),
        );
    } finally {
      setBusy(false);
    }
  }

  /** A click handler that runs `work` and reports its message (for the buttons below). */
  const run = (work: () => Promise<string>) => () => void act(work);
  const cancel = <EntryAction label={t('myTrips.cancel')} busy={false} onClick={() => setMode('idle')} />;

  const rename = (event: SubmitEvent) => {
    event.preventDefault();
    void act(async () => {
      const saved = await schedulesApi.rename(schedule.id, schedule.version, title);
      return t('myTrips.renamed', { title: saved.title });
    });
  };

  const link = schedule.shareToken ? shareUrl(paths.shared, schedule.shareToken) : undefined;
  const planner = `${paths.planner}?id=${schedule.id}`;

  return (
    <article className="trip-entry" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <a href={planner}>{schedule.title}</a>
      </h3>
      <p className="trip-entry__meta">
        {t('myTrips.dates', { start: day(entry.startDate), end: day(entry.endDate) })} ·{' '}
        {t('myTrips.days', { count: schedule.dayCount })} · {t('myTrips.stops', { count: schedule.stopCount })}
      </p>
      {renderOnDay && onItsDays.length > 0 && (
        <ol className="trip-entry__days" aria-label={t('myTrips.bookedDays', { title: schedule.title })}>
          {byDay(onItsDays).map(([date, entries]) => (
            <li key={date} className="trip-entry__day" data-testid="trip-day">
              <h4>{t('myTrips.onDay', { n: dayNumber(entry.startDate, date), date: day(date) })}</h4>
              <ul className="trip-entry__day-list">
                {entries.map((placed) => (
                  <li key={placed.key}>{renderOnDay(placed)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}

      {mode === 'rename' && (
        <form className="trip-entry__form" onSubmit={rename}>
          <label className="planner-field">
            <span>{t('myTrips.rename.label')}</span>
            <input
              type="text"
              value={title}
              required
              maxLength={SCHEDULE_LIMITS.titleMax}
              onChange={(event) => setTitle(event.target.value)}
            />
          </label>
          <div className="planner-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('myTrips.rename.save')}
            </button>
            {cancel}
          </div>
        </form>
      )}

      {mode === 'delete' && (
        <div className="trip-entry__confirm" role="alertdialog" aria-labelledby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`}>{t('myTrips.delete.confirm', { title: schedule.title })}</p>
          <div className="planner-actions">
            <EntryAction
              primary
              label={t('myTrips.delete.yes')}
              busy={busy}
              onClick={run(async () => {
                await schedulesApi.remove(schedule.id);
                return t('myTrips.delete.done', { title: schedule.title });
              })}
            />
            {cancel}
          </div>
        </div>
      )}

      {link && (
        <div className="trip-entry__share">
          <label className="planner-field planner-field--wide">
            <span>{t('myTrips.share.label')}</span>
            <input type="url" readOnly value={link} onFocus={(event) => event.target.select()} />
          </label>
          <div className="planner-actions">
            <EntryAction
              label={copied ? t('myTrips.share.copied') : t('myTrips.share.copy')}
              busy={false}
              onClick={() =>
                void navigator.clipboard.writeText(link).then(
                  () => setCopied(true),
                  () => setProblem(t('myTrips.share.copyFailed')),
                )
              }
            />
            <EntryAction
              label={t('myTrips.share.revoke')}
              busy={busy}
              onClick={run(async () => {
                await schedulesApi.revoke(schedule.id);
                return t('myTrips.share.revoked', { title: schedule.title });
              })}
            />
          </div>
        </div>
      )}

      {mode === 'idle' && (
        <div
          className="planner-actions trip-entry__actions"
          role="group"
          aria-label={t('myTrips.actions', { title: schedule.title })}
        >
          <a className="button button--primary" href={planner}>
            {t('myTrips.open')}
          </a>
          <EntryAction label={t('myTrips.rename.action')} busy={false} onClick={() => setMode('rename')} />
          <EntryAction
            label={t('myTrips.duplicate')}
            busy={busy}
            onClick={run(async () => {
              const copy = await schedulesApi.duplicate(schedule.id);
              return t('myTrips.duplicated', { title: copy.title });
            })}
          />
          {!link && (
            <EntryAction
              label={t('myTrips.share.action')}
              busy={busy}
              onClick={run(async () => {
                await schedulesApi.share(schedule.id);
                return t('myTrips.share.done', { title: schedule.title });
              })}
            />
          )}
          <EntryAction
            label={t('myTrips.ics')}
            busy={busy}
            onClick={() =>
              void schedulesApi
                .ics(schedule.id)
                .then(downloadIcs)
                .catch((error: unknown) => setProblem(failureMessage(error, t)))
            }
          />
          <a className="button button--ghost" href={`${planner}&print=1`}>
            {t('myTrips.print')}
          </a>
          <EntryAction label={t('myTrips.delete.action')} busy={false} onClick={() => setMode('delete')} />
        </div>
      )}
      {problem && (
        <p className="trip-entry__problem" role="alert">
          {problem}
        </p>
      )}
    </article>
  );
}
