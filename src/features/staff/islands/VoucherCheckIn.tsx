import { useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { api } from '#lib/api/client.ts';
import type { AnswerOf } from '#lib/api/contract/call.ts';
import type { staffCalls } from '../contract.ts';
import { staffOptions } from '../staff-api.ts';

type CheckIn = (typeof staffCalls)['voucherCheckIn'];

/** The door: a scanner types the code and Enter, or a person types it; the field is ready for the next at once. */
export function VoucherCheckIn({ t }: { t: IslandTranslate }) {
  const [result, setResult] = useState<{ ok: true; checked: AnswerOf<CheckIn> } | { ok: false; message: string }>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const code = String(new FormData(form).get('code') ?? '').trim();
    setBusy(true);
    try {
      const checked = await api.call<CheckIn>('POST /staff/vouchers/checkIn', { code }, staffOptions());
      setResult({ ok: true, checked });
      form.reset();
    } catch (failure) {
      setResult({ ok: false, message: failureMessage(failure, t) });
    } finally {
      setBusy(false);
      field.current?.focus();
    }
  };
  return (
    <section aria-labelledby="staff-vouchers-title">
      <h1 id="staff-vouchers-title">{t('vouchers.title')}</h1>
      <form className="staff-form" onSubmit={(event) => void submit(event)}>
        <label>
          {t('vouchers.code')}
          <input
            ref={field}
            name="code"
            required
            minLength={10}
            maxLength={200}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="staff-voucher-hint"
            autoFocus
          />
        </label>
        <p id="staff-voucher-hint" className="staff-muted">
          {t('vouchers.hint')}
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('vouchers.submit')}
        </button>
      </form>
      <div aria-live="polite" data-testid="voucher-result">
        {result?.ok === true && (
          <div className="staff-result staff-result--ok">
            <p>
              <strong>{t('vouchers.accepted', { number: result.checked.number })}</strong>
            </p>
            {result.checked.contactName && <p>{t('vouchers.guest', { name: result.checked.contactName })}</p>}
            <ul>
              {result.checked.items.map((item) => (
                <li key={`${item.product}-${item.firstDay}`}>
                  {t('vouchers.item', { product: item.product, quantity: item.quantity, day: item.firstDay })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {result?.ok === false && (
          <p role="alert" className="staff-result staff-result--refused">
            {result.message}
          </p>
        )}
      </div>
    </section>
  );
}
