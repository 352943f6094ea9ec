import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Notification, notificationCalls } from '../contract.ts';
import { api, ApiCallError } from '#lib/api/client.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { LOCALE_TAGS } from '#lib/i18n/locales.ts';
import { $signedIn } from '#stores/auth.ts';
import { $notification, $unreadNotifications } from '#stores/notifications.ts';
import { NotificationPreferencesForm } from './NotificationPreferencesForm.tsx';
import { PushSwitch } from './PushSwitch.tsx';
import './notifications.css';

interface Props {
  locale: Locale;
  strings: Record<string, string>;
}

type State =
  | { type: 'loading' }
  | { type: 'ready'; items: Notification[]; nextCursor: string | null }
  | { type: 'failed'; message: string };

const PAGE_SIZE = 20;

/**
 * /user/notifications for a signed-in reader: the list, newest first, a page at a time (cursor),
 * marked read one by one or all at once; this device's push switch; the topics to be told about.
 */
export default function NotificationsPage({ locale, strings }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const signedIn = useStore($signedIn);
  const unread = useStore($unreadNotifications);
  const [state, setState] = useState<State>({ type: 'loading' });
  const [busy, setBusy] = useState(false);
  const when = useMemo(
    () => new Intl.DateTimeFormat(LOCALE_TAGS[locale].lang, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );

  const page = useCallback(
    (cursor?: string) =>
      api.call<(typeof notificationCalls)['list']>(
        'GET /notifications/list',
        { pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
        { auth: true },
      ),
    [],
  );

  const reload = useCallback(async () => {
    try {
      const first = await page();
      $unreadNotifications.set(first.unread);
      setState({ type: 'ready', items: first.items, nextCursor: first.nextCursor });
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'SIGN_IN_REQUIRED') return;
      setState({ type: 'failed', message: failureMessage(error, t) });
    }
  }, [page, t]);

  useEffect(() => {
    if (signedIn) void reload();
  }, [signedIn, reload]);
  // A notification arrived (a push, the tab came back): the first page again.
  useEffect(() => $notification.listen(({ refreshData }) => void (refreshData && reload())), [reload]);

  const more = async () => {
    if (state.type !== 'ready' || !state.nextCursor) return;
    setBusy(true);
    try {
      const next = await page(state.nextCursor);
      setState({ type: 'ready', items: [...state.items, ...next.items], nextCursor: next.nextCursor });
    } catch (error) {
      setState({ type: 'failed', message: failureMessage(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const markRead = async (id: string) => {
    const answer = await api.call<(typeof notificationCalls)['markRead']>(
      'POST /notifications/markRead',
      { id },
      { auth: true },
    );
    $unreadNotifications.set(answer.unread);
    setState((current) =>
      current.type === 'ready'
        ? { ...current, items: current.items.map((item) => (item.id === id ? { ...item, read: true } : item)) }
        : current,
    );
  };

  const markAll = async () => {
    setBusy(true);
    try {
      await api.call<(typeof notificationCalls)['markAllRead']>('POST /notifications/markAllRead', {}, { auth: true });
      $unreadNotifications.set(0);
      setState((current) =>
        current.type === 'ready'
          ? { ...current, items: current.items.map((item) => ({ ...item, read: true })) }
          : current,
      );
    } finally {
      setBusy(false);
    }
  };

  if (!signedIn) return null;
  return (
    <div className="notifications">
      <div className="notifications__bar">
        <p className="notifications__unread" aria-live="polite">
          {t('page.unread', { count: unread })}
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void markAll()}
          disabled={busy || unread === 0}
        >
          {t('page.markAll')}
        </button>
      </div>
      {state.type === 'loading' && <p className="notifications__note">…</p>}
      {state.type === 'failed' && (
        <div className="notifications__note" role="alert">
          <p>{state.message}</p>
          <button type="button" className="button button--ghost" onClick={() => void reload()}>
            {t('page.retry')}
          </button>
        </div>
      )}
      {state.type === 'ready' && state.items.length === 0 && <p className="notifications__note">{t('page.empty')}</p>}
      {state.type === 'ready' && state.items.length > 0 && (
        <ol className="notifications__list">
          {state.items.map((item) => (
            <li key={item.id} className={item.read ? 'notification' : 'notification notification--unread'}>
              <div className="notification__text">
                <p className="notification__title">
                  {!item.read && <span className="notification__new">{t('page.new')}</span>}
                  {item.link ? (
                    <a href={item.link} onClick={() => void (item.read || markRead(item.id))}>
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </p>
                <p className="notification__body">{item.body}</p>
                <time className="notification__time" dateTime={item.createdAt}>
                  {when.format(new Date(item.createdAt))}
                </time>
              </div>
              {!item.read && (
                <button
                  type="button"
                  className="button button--ghost notification__mark"
                  onClick={() => void markRead(item.id)}
                  aria-label={`${t('page.markRead')}: ${item.title}`}
                >
                  {t('page.markRead')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {state.type === 'ready' && state.nextCursor && (
        <button
          type="button"
          className="button button--ghost notifications__more"
          onClick={() => void more()}
          disabled={busy}
        >
          {t('page.loadMore')}
        </button>
      )}
      <PushSwitch t={t} />
      <NotificationPreferencesForm t={t} />
    </div>
  );
}
