import { useEffect, useState, type FormEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { AnswerOf } from '#lib/api/contract/call.ts';
import type { staffCalls } from '../contract.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { staffOptions } from '../staff-api.ts';
import { StaffPager } from './StaffPager.tsx';

type Audit = (typeof staffCalls)['audit'];

const PAGE_SIZE = 20;

interface Filters {
  action?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

/** A datetime-local value (Vietnam's time, as the desk reads it) as an ISO instant with its offset. */
const instant = (local: FormDataEntryValue | null) => (local ? `${String(local)}:00+07:00` : undefined);
const show = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));

/** Administrators search the audit log: by action, record and time, newest first, a page at a time. */
export function AuditLog({ t, locale }: { t: IslandTranslate; locale: Locale }) {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<AnswerOf<Audit>>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    setError(undefined);
    api
      .call<Audit>('GET /staff/audit', { ...filters, page, pageSize: PAGE_SIZE }, staffOptions())
      .then(setResult)
      .catch((failure: unknown) => setError(failureMessage(failure, t)));
  }, [filters, page, t]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPage(1);
    setFilters({
      action: String(form.get('action') ?? '').trim() || undefined,
      targetId: String(form.get('targetId') ?? '').trim() || undefined,
      from: instant(form.get('from')),
      to: instant(form.get('to')),
    });
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="staff-audit-title">
      <h1 id="staff-audit-title">{t('audit.title')}</h1>
      <form className="staff-form staff-form--inline" onSubmit={submit} role="search">
        <label>
          {t('audit.action')}
          <input name="action" maxLength={80} placeholder="voucher.checkIn" />
        </label>
        <label>
          {t('audit.targetId')}
          <input name="targetId" maxLength={200} />
        </label>
        <label>
          {t('audit.from')}
          <input name="from" type="datetime-local" />
        </label>
        <label>
          {t('audit.to')}
          <input name="to" type="datetime-local" />
        </label>
        <button type="submit" className="button button--primary">
          {t('audit.search')}
        </button>
      </form>
      {error && (
        <p role="alert" className="staff-error">
          {error}
        </p>
      )}
      {result && (
        <>
          <p id="staff-audit-total" aria-live="polite">
            {t('audit.total', { count: result.total })}
          </p>
          {result.items.length === 0 ? (
            <p>{t('audit.empty')}</p>
          ) : (
            // Scrolls sideways on a phone: focusable, and named by the count it lists.
            <div className="staff-table" tabIndex={0} role="region" aria-labelledby="staff-audit-total">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.when')}</th>
                    <th scope="col">{t('audit.who')}</th>
                    <th scope="col">{t('audit.what')}</th>
                    <th scope="col">{t('audit.record')}</th>
                    <th scope="col">{t('audit.change')}</th>
                    <th scope="col">{t('audit.address')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((row) => (
                    <tr key={row.id} data-testid="audit-row">
                      <td>
                        <time dateTime={row.at}>
                          {new Date(row.at).toLocaleString(locale, { timeZone: 'Asia/Ho_Chi_Minh' })}
                        </time>
                      </td>
                      <td>{row.actorName}</td>
                      <td>
                        <code>{row.action}</code>
                      </td>
                      <td className="staff-break">
                        {row.targetType ? `${row.targetType} ${row.targetId ?? ''}` : '–'}
                      </td>
                      <td className="staff-break">
                        {show(row.before)} → {show(row.after)}
                      </td>
                      <td>{row.clientAddress}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <StaffPager page={page} pages={pages} label={t('audit.title')} onPage={setPage} t={t} />
        </>
      )}
    </section>
  );
}
