import { useCallback, useEffect, useState } from 'react';
import { api } from '#lib/api/client.ts';
import {
  MODERATION_ACTIONS,
  SUSPENSION_DAYS,
  type ModerationAction,
  type ModerationQueueEntry,
  type ModerationQueuePage,
  type moderationCalls,
} from '#features/moderation/contract.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { staffOptions } from '../staff-api.ts';
import { StaffPager } from './StaffPager.tsx';

type Moderation = typeof moderationCalls;

const PAGE_SIZE = 20;

/** Decisions that cannot be taken back ask first. */
const CONFIRMED: ReadonlySet<ModerationAction> = new Set(['remove', 'ban']);

interface Props {
  t: IslandTranslate;
  locale: Locale;
}

/**
 * Moderators work through the queue (decision 0089): every reported item once, the one waiting
 * longest first, with what was reported and why, and one decision that resolves all its reports.
 */
export function ModerationQueue({ t, locale }: Props) {
  const [overdue, setOverdue] = useState(false);
  const [page, setPage] = useState(1);
  const [queue, setQueue] = useState<ModerationQueuePage>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  const load = useCallback(() => {
    setError(undefined);
    api
      .call<Moderation['queue']>(
        'GET /staff/moderation/queue',
        { overdue: overdue ? 'true' : 'false', page, pageSize: PAGE_SIZE },
        staffOptions(),
      )
      .then(setQueue)
      .catch((failure: unknown) => setError(failureMessage(failure, t)));
  }, [overdue, page, t]);
  useEffect(load, [load]);

  const view = (next: boolean) => {
    setOverdue(next);
    setPage(1);
  };
  const pages = queue ? Math.max(1, Math.ceil(queue.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="staff-moderation-title">
      <h1 id="staff-moderation-title">{t('moderation.title')}</h1>
      {queue && <p>{t('moderation.intro', { hours: queue.limitHours })}</p>}
      <div className="staff-views" role="group" aria-label={t('moderation.views')}>
        <button type="button" className="button button--ghost" aria-pressed={!overdue} onClick={() => view(false)}>
          {t('moderation.all')}
        </button>
        <button type="button" className="button button--ghost" aria-pressed={overdue} onClick={() => view(true)}>
          {t('moderation.overdueView', { count: queue?.overdueTotal ?? 0 })}
        </button>
      </div>
      <p role="status" className="staff-muted" data-testid="moderation-done">
        {done}
      </p>
      {error && (
        <p role="alert" className="staff-error">
          {error}
        </p>
      )}
      {queue && queue.items.length === 0 && <p>{t(overdue ? 'moderation.emptyOverdue' : 'moderation.empty')}</p>}
      {queue && queue.items.length > 0 && (
        <ol className="staff-list" aria-label={t('moderation.total', { count: queue.total })}>
          {queue.items.map((entry) => (
            <li key={`${entry.item.kind}:${entry.item.id}`}>
              <QueueEntry
                entry={entry}
                t={t}
                locale={locale}
                onDecided={(message) => {
                  setDone(message);
                  load();
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {queue && <StaffPager page={page} pages={pages} label={t('moderation.pages')} onPage={setPage} t={t} />}
    </section>
  );
}

function QueueEntry({
  entry,
  t,
  locale,
  onDecided,
}: Props & { entry: ModerationQueueEntry; onDecided: (message: string) => void }) {
  const { item } = entry;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const headingId = `moderation-${item.kind}-${item.id}`;
  const kindLabel = t(`moderation.kind.${item.postKind === 'reel' ? 'reel' : item.kind}`);
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { timeZone: 'Asia/Ho_Chi_Minh' });

  const decide = async (action: ModerationAction, form: HTMLFormElement) => {
    if (CONFIRMED.has(action) && !window.confirm(t(`moderation.confirm.${action}`, { name: item.author.fullname })))
      return;
    const fields = new FormData(form);
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await api.call<Moderation['act']>(
        'POST /staff/moderation/act',
        {
          itemKind: item.kind,
          itemId: item.id,
          action,
          note: String(fields.get('note') ?? ''),
          days: Number(fields.get('days') ?? SUSPENSION_DAYS.default),
        },
        // One decision, however often the request is sent again.
        staffOptions(crypto.randomUUID()),
      );
      onDecided(t('moderation.decided', { action: t(`moderation.action.${action}`), count: outcome.resolved }));
    } catch (failure) {
      setError(failureMessage(failure, t));
      setBusy(false);
    }
  };

  return (
    <article className="staff-card" aria-labelledby={headingId} data-testid="moderation-entry">
      <h2 id={headingId}>{t('moderation.itemBy', { kind: kindLabel, name: item.author.fullname })}</h2>
      <div className="staff-moderation-item">
        {item.thumbnailUrl && (
          <img src={item.thumbnailUrl} alt={t('moderation.thumbnail')} width={96} height={96} loading="lazy" />
        )}
        <div>
          {item.rating !== undefined && <p>{t('moderation.rating', { count: item.rating })}</p>}
          {item.text ? (
            <blockquote className="staff-break">{item.text}</blockquote>
          ) : (
            <p className="staff-muted">{t('moderation.noText')}</p>
          )}
          {item.state !== 'visible' && <p className="staff-muted">{t(`moderation.state.${item.state}`)}</p>}
          {item.state === 'visible' && item.link && (
            <p>
              <a href={localizedPath(locale, item.link)} target="_blank" rel="noopener">
                {t('moderation.open')}
              </a>
            </p>
          )}
        </div>
      </div>
      <dl className="staff-facts">
        <dt>{t('moderation.reporters')}</dt>
        <dd>{t('moderation.reporterCount', { count: entry.reporters })}</dd>
        <dt>{t('moderation.reasons')}</dt>
        <dd>
          {entry.reasons
            .map(({ reason, count }) => t('moderation.reasonCount', { reason: t(`report.reasons.${reason}`), count }))
            .join(', ')}
        </dd>
        <dt>{t('moderation.reported')}</dt>
        <dd>
          <time dateTime={entry.firstReportedAt}>{when(entry.firstReportedAt)}</time>
        </dd>
        <dt>{t('moderation.due')}</dt>
        <dd>
          <time dateTime={entry.dueAt}>{when(entry.dueAt)}</time>
          {entry.overdue && <strong className="staff-error"> · {t('moderation.overdue')}</strong>}
        </dd>
      </dl>
      {entry.notes.length > 0 && (
        <>
          <h3>{t('moderation.notes')}</h3>
          <ul>
            {entry.notes.map((note, i) => (
              <li key={i} className="staff-break">
                {note}
              </li>
            ))}
          </ul>
        </>
      )}
      <form className="staff-form staff-decision" onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled={busy}>
          <legend>{t('moderation.decision')}</legend>
          <label>
            {t('moderation.note')}
            <textarea name="note" maxLength={500} rows={2} />
          </label>
          <label>
            {t('moderation.days')}
            <input
              name="days"
              type="number"
              inputMode="numeric"
              min={SUSPENSION_DAYS.min}
              max={SUSPENSION_DAYS.max}
              defaultValue={SUSPENSION_DAYS.default}
            />
          </label>
          <div className="staff-actions">
            {MODERATION_ACTIONS.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'dismiss' ? 'button button--ghost' : 'button button--primary'}
                onClick={(event) => {
                  const form = event.currentTarget.form;
                  if (form) void decide(action, form);
                }}
              >
                {t(`moderation.action.${action}`)}
              </button>
            ))}
          </div>
        </fieldset>
        {error && (
          <p role="alert" className="staff-error">
            {error}
          </p>
        )}
      </form>
    </article>
  );
}
