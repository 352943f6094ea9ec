import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { InventoryDay, InventoryProduct, InventoryTerms, staffDeskCalls } from '../desk-contract.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import { formatAmount } from '#lib/money.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { staffOptions } from '../staff-api.ts';

type Desk = typeof staffDeskCalls;

interface Range {
  product: string;
  from: string;
  to: string;
}

/** A change of a range's stock: the call and what it sets besides the range. */
type StockChange =
  | { route: 'POST /staff/inventory/stopSell'; stopped: boolean }
  | { route: 'POST /staff/inventory/price'; price: number }
  | { route: 'POST /staff/inventory/capacity'; capacity: number };

/** Sends a stock change through its own call; each answers the range's days as they now stand. */
function sendChange(range: Range, change: StockChange, key: string) {
  const options = staffOptions(key);
  if (change.route === 'POST /staff/inventory/stopSell')
    return api.call<Desk['stopSell']>(change.route, { ...range, stopped: change.stopped }, options);
  if (change.route === 'POST /staff/inventory/price')
    return api.call<Desk['price']>(change.route, { ...range, price: change.price }, options);
  return api.call<Desk['capacity']>(change.route, { ...range, capacity: change.capacity }, options);
}

const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/**
 * The built-in supplier's stock: a product and a range of days, their units and prices, and the
 * changes a manager makes to them (stop-sell and reopen, price, capacity).
 */
export function Inventory({ t, locale }: { t: IslandTranslate; locale: Locale }) {
  const [products, setProducts] = useState<InventoryProduct[]>([]);
  const [range, setRange] = useState<Range>();
  const [days, setDays] = useState<InventoryDay[]>();
  const [terms, setTerms] = useState<InventoryTerms>();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());

  useEffect(() => {
    api
      .call<Desk['products']>('GET /staff/inventory/products', {}, staffOptions())
      .then((answer) => setProducts(answer.items))
      .catch((failure: unknown) => setResult({ ok: false, message: failureMessage(failure, t) }));
  }, [t]);
  useEffect(() => {
    if (!range) return;
    api
      .call<Desk['inventory']>('GET /staff/inventory', { ...range }, staffOptions())
      .then((answer) => {
        setDays(answer.days);
        setTerms(answer.terms);
      })
      .catch((failure: unknown) => setResult({ ok: false, message: failureMessage(failure, t) }));
  }, [range, t]);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setResult(undefined);
    setRange({ product: String(form.get('product')), from: String(form.get('from')), to: String(form.get('to')) });
  };
  const change = async (stock: StockChange) => {
    if (!range) return;
    setBusy(true);
    try {
      const answer = await sendChange(range, stock, key.current);
      key.current = crypto.randomUUID();
      setDays(answer.days);
      setResult({ ok: true, message: t('inventory.changed', { count: answer.days.length }) });
    } catch (failure) {
      setResult({ ok: false, message: failureMessage(failure, t) });
    } finally {
      setBusy(false);
    }
  };
  const numberOf = (event: FormEvent<HTMLFormElement>, name: string) => {
    event.preventDefault();
    return Number(new FormData(event.currentTarget).get(name));
  };
  const changeTerms = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!range) return;
    const form = new FormData(event.currentTarget);
    const optional = (name: string) => (String(form.get(name) ?? '') === '' ? null : Number(form.get(name)));
    setBusy(true);
    try {
      const answer = await api.call<Desk['terms']>(
        'POST /staff/inventory/terms',
        {
          product: range.product,
          freeUntilHoursBefore: optional('freeUntilHoursBefore'),
          refundPercentAfter: Number(form.get('refundPercentAfter')),
          ...(range.product.startsWith('flight:') ? { changeFee: optional('changeFee') } : {}),
        },
        staffOptions(key.current),
      );
      key.current = crypto.randomUUID();
      setTerms(answer.terms);
      setResult({ ok: true, message: t('inventory.termsChanged') });
    } catch (failure) {
      setResult({ ok: false, message: failureMessage(failure, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="staff-inventory-title">
      <h1 id="staff-inventory-title">{t('inventory.title')}</h1>
      <form className="staff-form staff-form--inline" onSubmit={choose}>
        <label>
          {t('inventory.product')}
          <select name="product">
            {products.map((product) => (
              <option key={product.product} value={product.product}>
                {t(`inventory.kind.${product.kind}`)} · {product.name} ({product.product})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('inventory.from')}
          <input name="from" type="date" required min={today()} defaultValue={today()} />
        </label>
        <label>
          {t('inventory.to')}
          <input name="to" type="date" required min={today()} defaultValue={today()} />
        </label>
        <button type="submit" className="button button--primary" disabled={products.length === 0}>
          {t('inventory.show')}
        </button>
      </form>
      {range && days && (
        <>
          <div className="staff-table" tabIndex={0} role="region" aria-labelledby="staff-inventory-days">
            <table>
              <caption id="staff-inventory-days">{t('inventory.days', { count: days.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('inventory.day')}</th>
                  <th scope="col">{t('inventory.capacity')}</th>
                  <th scope="col">{t('inventory.held')}</th>
                  <th scope="col">{t('inventory.sold')}</th>
                  <th scope="col">{t('inventory.price')}</th>
                  <th scope="col">{t('inventory.sale')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day} data-testid="inventory-day">
                    <td>{day.day}</td>
                    <td>{day.capacity}</td>
                    <td>{day.held}</td>
                    <td>{day.sold}</td>
                    <td>{formatAmount(day.price, locale)}</td>
                    <td>{t(day.stopped ? 'inventory.stopped' : 'inventory.open')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void change({ route: 'POST /staff/inventory/stopSell', stopped: true })}
            >
              {t('inventory.stopSell')}
            </button>{' '}
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void change({ route: 'POST /staff/inventory/stopSell', stopped: false })}
            >
              {t('inventory.reopen')}
            </button>
          </p>
          <form
            className="staff-form staff-form--inline"
            onSubmit={(event) => void change({ route: 'POST /staff/inventory/price', price: numberOf(event, 'price') })}
          >
            <label>
              {t('inventory.newPrice')}
              <input name="price" type="number" inputMode="numeric" min={0} step={1000} required />
            </label>
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('inventory.setPrice')}
            </button>
          </form>
          <form
            className="staff-form staff-form--inline"
            onSubmit={(event) =>
              void change({ route: 'POST /staff/inventory/capacity', capacity: numberOf(event, 'capacity') })
            }
          >
            <label>
              {t('inventory.newCapacity')}
              <input name="capacity" type="number" inputMode="numeric" min={0} step={1} required />
            </label>
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('inventory.setCapacity')}
            </button>
          </form>
        </>
      )}
      {range && terms && (
        <form
          key={`${terms.key}-${JSON.stringify(terms.rule)}`}
          className="staff-form"
          onSubmit={(event) => void changeTerms(event)}
          aria-labelledby="staff-inventory-terms"
        >
          <h2 id="staff-inventory-terms">{t('inventory.terms')}</h2>
          <p className="staff-muted">
            {t(terms.set ? 'inventory.termsSet' : 'inventory.termsCatalogue', { key: terms.key })}
          </p>
          <label>
            {t('inventory.freeUntilHours')}
            <input
              name="freeUntilHoursBefore"
              type="number"
              inputMode="numeric"
              min={0}
              max={8760}
              step={1}
              defaultValue={terms.rule.freeUntilHoursBefore ?? ''}
              aria-describedby="staff-inventory-free-hint"
            />
          </label>
          <p id="staff-inventory-free-hint" className="staff-muted">
            {t('inventory.freeUntilHint')}
          </p>
          <label>
            {t('inventory.refundAfter')}
            <input
              name="refundPercentAfter"
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              step={1}
              required
              defaultValue={terms.rule.refundPercentAfter}
            />
          </label>
          {range.product.startsWith('flight:') && (
            <label>
              {t('inventory.changeFee')}
              <input
                name="changeFee"
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                defaultValue={terms.rule.changeFee ?? ''}
              />
            </label>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('inventory.setTerms')}
          </button>
        </form>
      )}
      <div aria-live="polite">
        {result && (
          <p
            role={result.ok ? undefined : 'alert'}
            className={`staff-result ${result.ok ? 'staff-result--ok' : 'staff-result--refused'}`}
          >
            {result.message}
          </p>
        )}
      </div>
    </section>
  );
}
