import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../contract.ts';
import { ApiCallError } from '#lib/api/client.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import { orderPagePath } from '#features/booking/booking-api.ts';
import { formatVnd } from '#lib/money.ts';
import { dataApi } from '../data-api.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { $signedIn } from '#stores/auth.ts';
import { $bookingGuest } from '#features/booking/booking-guest.ts';
import { Money } from '#features/booking/islands/Money.tsx';
import { when } from '#features/booking/islands/OrderDetail.tsx';
import { SignInOrPhone } from '#features/booking/islands/SignInOrPhone.tsx';
import { useBookingIsland } from '#features/booking/islands/use-booking-island.ts';
import '#features/booking/islands/booking.css';
import './data-packages.css';

interface Props {
  strings: IslandStrings;
  locale: Locale;
  prefix: string;
}

/** How often a page with a pending top-up is read again, and how many times. */
const PENDING_POLL_MS = 3000;
const PENDING_POLLS = 40;

/** What happened to the money of a top-up that was not delivered, in words. */
function outcomeNote(entry: HistoryEntry, t: IslandTranslate, locale: Locale): string | null {
  if (entry.status === 'pending') return t('topup.pendingNote');
  if (entry.status === 'succeeded') return null;
  const reason = entry.failure ? t(`topup.failure.${entry.failure}`) : '';
  if (entry.status === 'failed') return reason;
  const refund =
    entry.refunded > 0 ? t('topup.refunded', { amount: formatVnd(entry.refunded, locale) }) : t('topup.nothingCharged');
  return `${reason} ${refund}`.trim();
}

function Entry({
  entry,
  t,
  locale,
  prefix,
}: {
  entry: HistoryEntry;
  t: IslandTranslate;
  locale: Locale;
  prefix: string;
}) {
  const note = outcomeNote(entry, t, locale);
  return (
    <li className="data-history__entry" data-testid="topup" data-status={entry.status}>
      <strong>{entry.packageName}</strong>
      <dl>
        <dt>{t('history.number')}</dt>
        <dd>{entry.phone}</dd>
        <dt>{t('history.amount')}</dt>
        <dd>
          <Money amount={entry.amount} locale={locale} />
        </dd>
        <dt>{t('history.status')}</dt>
        <dd className="data-history__status" data-status={entry.status}>
          {t(`topup.status.${entry.status}`)}
        </dd>
        <dt>{t('history.time')}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{when(entry.createdAt, locale)}</time>
        </dd>
      </dl>
      {note && <p data-testid="topup-note">{note}</p>}
      <a href={orderPagePath(prefix, entry.orderId)}>{t('history.order', { number: entry.orderNumber })}</a>
    </li>
  );
}

/**
 * /package-data/history: the caller's top-ups, newest first, a page at a time (the API's cursor).
 * Signed out without a verified number, the page offers both ways in. A page with a top-up still
 * pending is read again every few seconds until it ends.
 */
export default function DataHistory({ strings, locale, prefix }: Props) {
  const { t } = useBookingIsland(locale, strings);
  const signedIn = useStore($signedIn);
  const guest = useStore($bookingGuest);
  const known = signedIn || (guest !== null && guest.expiresAt > Date.now());
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    if (!known) return;
    setError(null);
    dataApi.history().then(
      (page) => {
        setEntries(page.items);
        setNext(page.nextCursor);
      },
      (failure: unknown) => setError(failure),
    );
  }, [known, signedIn, guest, polls]);

  const pending = entries?.some((entry) => entry.status === 'pending' || entry.status === 'failed') ?? false;
  useEffect(() => {
    if (!pending || polls >= PENDING_POLLS) return;
    const timer = setTimeout(() => setPolls((count) => count + 1), PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls]);

  async function more() {
    if (!next) return;
    setBusy(true);
    try {
      const page = await dataApi.history(next);
      setEntries((previous) => [...(previous ?? []), ...page.items]);
      setNext(page.nextCursor);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  if (!known || (error instanceof ApiCallError && error.code === 'SIGN_IN_REQUIRED'))
    return (
      <section className="booking-buyer">
        <SignInOrPhone t={t} note={t('history.signIn')} />
      </section>
    );
  if (error)
    return (
      <p role="alert" className="booking-error">
        {failureMessage(error, t)}
      </p>
    );
  if (!entries)
    return (
      <p role="status" className="booking-status">
        {t('history.loading')}
      </p>
    );
  if (entries.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <section className="data-history">
      <ol className="booking-list" aria-label={t('history.title')}>
        {entries.map((entry) => (
          <Entry key={entry.orderId} entry={entry} t={t} locale={locale} prefix={prefix} />
        ))}
      </ol>
      {next && (
        <button type="button" className="button button--ghost" onClick={more} disabled={busy}>
          {t('history.more')}
        </button>
      )}
    </section>
  );
}
