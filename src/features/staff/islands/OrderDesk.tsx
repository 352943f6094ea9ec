import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { AnswerOf } from '#lib/api/contract/call.ts';
import { DESK_REASONS, type DeskOrder, type DeskReason, type staffDeskCalls } from '../desk-contract.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import { formatAmount } from '#lib/money.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { staffOptions } from '../staff-api.ts';
import { StaffPager } from './StaffPager.tsx';

type Desk = typeof staffDeskCalls;

const PAGE_SIZE = 20;

/** A change the desk makes to an open order: the call and what it sends besides the order's id. */
type DeskChange =
  | { route: 'POST /staff/orders/refund'; amount: number; reason: DeskReason }
  | { route: 'POST /staff/orders/cancel'; reason: DeskReason }
  | { route: 'POST /staff/orders/resend' }
  | { route: 'POST /staff/orders/topUp'; action: 'retry' | 'refund' };

/** Sends a change through its own call: the order as the desk now sees it, or null (a resend). */
function sendChange(orderId: string, change: DeskChange, key: string): Promise<DeskOrder | null> {
  const options = staffOptions(key);
  switch (change.route) {
    case 'POST /staff/orders/refund':
      return api.call<Desk['refund']>(change.route, { orderId, amount: change.amount, reason: change.reason }, options);
    case 'POST /staff/orders/cancel':
      return api.call<Desk['cancel']>(change.route, { orderId, reason: change.reason }, options);
    case 'POST /staff/orders/resend':
      return api.call<Desk['resend']>(change.route, { orderId }, options);
    case 'POST /staff/orders/topUp':
      return api.call<Desk['topUp']>(change.route, { orderId, action: change.action }, options);
  }
}

const at = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(locale, { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' });

/**
 * The reason chosen in a form's select, one of DESK_REASONS; sent as chosen, the server refuses
 * any other word.
 */
const reasonOf = (form: FormData) => String(form.get('reason')) as DeskReason;

/**
 * One Idempotency-Key per change the desk means to make: kept across retries of that change (a
 * double click, a lost answer), renewed once it went through.
 */
function useChangeKey() {
  const key = useRef(crypto.randomUUID());
  return { current: () => key.current, renew: () => (key.current = crypto.randomUUID()) };
}

/** The order desk: find an order, read what happened to it, and cancel, refund or resend it. */
export function OrderDesk({ t, locale }: { t: IslandTranslate; locale: Locale }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [hits, setHits] = useState<AnswerOf<Desk['orders']>>();
  const [open, setOpen] = useState<DeskOrder>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!q) return;
    setError(undefined);
    api
      .call<Desk['orders']>('GET /staff/orders', { q, page, pageSize: PAGE_SIZE }, staffOptions())
      .then(setHits)
      .catch((failure: unknown) => setError(failureMessage(failure, t)));
  }, [q, page, t]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPage(1);
    setOpen(undefined);
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  const show = (orderId: string) =>
    void api
      .call<Desk['order']>('GET /staff/orders/detail', { orderId }, staffOptions())
      .then(setOpen)
      .catch((failure: unknown) => setError(failureMessage(failure, t)));
  const pages = hits ? Math.max(1, Math.ceil(hits.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="staff-orders-title">
      <h1 id="staff-orders-title">{t('orders.title')}</h1>
      <form className="staff-form staff-form--inline" role="search" onSubmit={search}>
        <label>
          {t('orders.query')}
          <input name="q" required minLength={2} maxLength={120} aria-describedby="staff-orders-hint" />
        </label>
        <button type="submit" className="button button--primary">
          {t('orders.search')}
        </button>
      </form>
      <p id="staff-orders-hint" className="staff-muted">
        {t('orders.hint')}
      </p>
      {error && (
        <p role="alert" className="staff-error">
          {error}
        </p>
      )}
      {hits && !open && (
        <>
          <p aria-live="polite">{t('orders.total', { count: hits.total })}</p>
          <ul className="staff-list">
            {hits.items.map((hit) => (
              <li key={hit.id} className="staff-card" data-testid="desk-hit">
                <button type="button" className="button button--ghost" onClick={() => show(hit.id)}>
                  {hit.number}
                </button>{' '}
                {t(`orders.state.${hit.state}`)} · {formatAmount(hit.total, locale)} ·{' '}
                {[hit.contactName, hit.phone, hit.email].filter(Boolean).join(' · ')} · {at(hit.createdAt, locale)}
              </li>
            ))}
          </ul>
          <StaffPager page={page} pages={pages} label={t('orders.title')} onPage={setPage} t={t} />
        </>
      )}
      {open && <DeskOrderView desk={open} t={t} locale={locale} onChange={setOpen} onBack={() => setOpen(undefined)} />}
    </section>
  );
}

interface ViewProps {
  desk: DeskOrder;
  t: IslandTranslate;
  locale: Locale;
  onChange: (desk: DeskOrder) => void;
  onBack: () => void;
}

function DeskOrderView({ desk, t, locale, onChange, onBack }: ViewProps) {
  const { order } = desk;
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [busy, setBusy] = useState(false);
  const key = useChangeKey();
  const money = (amount: number) => formatAmount(amount, locale);

  const act = async (change: DeskChange, done: string) => {
    setBusy(true);
    try {
      const answer = await sendChange(order.id, change, key.current());
      key.renew();
      if (answer) onChange(answer);
      setResult({ ok: true, message: t(done) });
    } catch (failure) {
      setResult({ ok: false, message: failureMessage(failure, t) });
    } finally {
      setBusy(false);
    }
  };
  const refund = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(
      { route: 'POST /staff/orders/refund', amount: Number(form.get('amount')), reason: reasonOf(form) },
      'orders.refunded',
    );
  };
  const cancel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act(
      { route: 'POST /staff/orders/cancel', reason: reasonOf(new FormData(event.currentTarget)) },
      'orders.cancelled',
    );
  };
  const reasons = (id: string) => (
    <label>
      {t('orders.reason')}
      <select name="reason" id={id} defaultValue="customerRequest">
        {DESK_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`orders.reasons.${reason}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <article className="staff-card" aria-labelledby="staff-order-number" data-testid="desk-order">
      <button type="button" className="button button--ghost" onClick={onBack}>
        {t('orders.back')}
      </button>
      <h2 id="staff-order-number">
        {order.number} · <span data-testid="desk-state">{t(`orders.state.${order.state}`)}</span>
      </h2>
      <p>
        {[order.contact.name, order.contact.phone, order.contact.email].filter(Boolean).join(' · ')} ·{' '}
        {t('orders.language', { locale: desk.locale })}
      </p>
      <h3>{t('orders.lines')}</h3>
      <ul>
        {order.items.map((item) => (
          <li key={`${item.product}-${item.firstDay}`}>
            {t('vouchers.item', { product: item.product, quantity: item.quantity, day: item.firstDay })}
          </li>
        ))}
      </ul>
      <h3>{t('orders.quote')}</h3>
      <ul>
        {order.quote.lines.map((line, index) => (
          <li key={index}>
            {line.code} {line.day ?? ''} · {line.quantity} × {money(line.unitPrice)} = {money(line.amount)}
          </li>
        ))}
        <li>
          <strong>{t('orders.totalPrice', { total: money(order.quote.total) })}</strong>
        </li>
      </ul>
      <h3>{t('orders.terms')}</h3>
      <p>
        {order.terms.freeUntil
          ? t('orders.freeUntil', { time: at(order.terms.freeUntil, locale) })
          : t('orders.neverFree')}{' '}
        {t('orders.refundAfter', { percent: order.terms.refundPercentAfter })}
      </p>
      <h3>{t('orders.payments')}</h3>
      <ul data-testid="desk-payments">
        {desk.payments.map((payment) => (
          <li key={payment.id}>
            {at(payment.createdAt, locale)} · {t(`orders.payment.${payment.kind}`)} · {payment.provider} ·{' '}
            {money(payment.amount)} · {payment.status}
          </li>
        ))}
      </ul>
      <p data-testid="desk-refundable">{t('orders.refundable', { amount: money(desk.refundable) })}</p>
      <h3>{t('orders.messages')}</h3>
      {desk.messages.length === 0 ? (
        <p>{t('orders.noMessages')}</p>
      ) : (
        <ul>
          {desk.messages.map((message, index) => (
            <li key={index}>
              {at(message.at, locale)} · {message.channel} · {message.kind} ·{' '}
              {t(message.sent ? 'orders.sent' : 'orders.dropped')}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('orders.events')}</h3>
      <ol>
        {desk.events.map((event, index) => (
          <li key={index}>
            {at(event.at, locale)} · {event.reason} · {event.from ?? '–'} → {event.to} · {event.actor}
          </li>
        ))}
      </ol>
      {desk.topUp && <p>{t('orders.topUp', { status: desk.topUp.status, attempts: desk.topUp.attempts })}</p>}

      <h3>{t('orders.actions')}</h3>
      {desk.refundable > 0 && (
        <form className="staff-form" onSubmit={refund} aria-label={t('orders.refund')}>
          <label>
            {t('orders.amount')}
            <input
              name="amount"
              type="number"
              inputMode="numeric"
              min={1}
              max={desk.refundable}
              step={1}
              required
              aria-describedby="desk-refundable"
            />
          </label>
          {reasons('desk-refund-reason')}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('orders.refund')}
          </button>
        </form>
      )}
      {['held', 'awaiting_payment', 'confirmed'].includes(order.state) && (
        <form className="staff-form" onSubmit={cancel} aria-label={t('orders.cancel')}>
          {reasons('desk-cancel-reason')}
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t('orders.cancel')}
          </button>
        </form>
      )}
      {order.state === 'confirmed' && (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void act({ route: 'POST /staff/orders/resend' }, 'orders.resent')}
        >
          {t('orders.resend')}
        </button>
      )}
      {desk.topUp?.status === 'pending' && (
        <p>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void act({ route: 'POST /staff/orders/topUp', action: 'retry' }, 'orders.topUpRetried')}
          >
            {t('orders.topUpRetry')}
          </button>{' '}
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void act({ route: 'POST /staff/orders/topUp', action: 'refund' }, 'orders.topUpRefunded')}
          >
            {t('orders.topUpRefund')}
          </button>
        </p>
      )}
      <div aria-live="polite">
        {result && (
          <p
            role={result.ok ? undefined : 'alert'}
            className={`staff-result ${result.ok ? 'staff-result--ok' : 'staff-result--refused'}`}
            data-testid="desk-result"
          >
            {result.message}
          </p>
        )}
      </div>
    </article>
  );
}
