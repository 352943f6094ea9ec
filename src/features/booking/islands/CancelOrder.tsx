import { useRef, useState } from 'react';
import type { Order } from '../contract.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import { bookingApi } from '../booking-api.ts';
import { refundPercentAt } from '../cancellation-terms.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/** Cancel within the policy, after a confirmation dialog (the platform's modal <dialog>). */
export function CancelOrder({
  order,
  t,
  onCancelled,
}: {
  order: Order;
  t: IslandTranslate;
  onCancelled: (order: Order) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const key = useRef(bookingApi.newKey());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Past the free window a partial fare gives back only its share (a hold is let go for free).
  const percent = order.state === 'confirmed' ? refundPercentAt(order.terms, new Date()) : 100;

  async function cancel() {
    setBusy(true);
    setError('');
    try {
      const answer = await bookingApi.cancel(order.id, key.current);
      dialog.current?.close();
      onCancelled(answer.order);
    } catch (caught) {
      key.current = bookingApi.newKey();
      setError(failureMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => dialog.current?.showModal()}>
        {t('order.cancel')}
      </button>
      <dialog ref={dialog} className="booking-dialog" aria-labelledby="cancel-title">
        <h2 id="cancel-title">{t('order.cancelTitle')}</h2>
        <p>
          {percent < 100
            ? t('order.cancelPartial', { percent })
            : order.payment.paid > 0
              ? t('order.cancelRefund')
              : t('order.cancelFree')}
        </p>
        {error && (
          <p role="alert" className="booking-error">
            {error}
          </p>
        )}
        <div className="booking-actions">
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            {t('order.keep')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void cancel()}>
            {t('order.cancelConfirm')}
          </button>
        </div>
      </dialog>
    </>
  );
}
