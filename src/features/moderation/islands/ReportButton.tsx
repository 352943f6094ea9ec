import { useId, useRef, useState } from 'react';
import type { ModeratedItemKind, ReportReason } from '../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '../contract-values.ts';
import { toast } from '#stores/toasts.ts';
import { useBusyAction } from '#islands/use-busy-action.ts';
import './report-button.css';

interface Props {
  /** What is reported: names the dialog ("Report this comment"). */
  kind: ModeratedItemKind;
  /** A translator holding the `report` strings (islandStrings(locale, [..., 'report'])). */
  t: IslandTranslate;
  /** Sends the report; a refusal is shown as the write failure `failure`. */
  send: (reason: ReportReason, note: string) => Promise<unknown>;
  failure: string;
}

/**
 * "Report" and its dialog, the same for posts, comments and reviews: a reason and an optional note
 * go to the moderators' queue (decision 0089). Signed out, sending opens the login popup and sends
 * nothing (the API client's rule).
 */
export function ReportButton({ kind, t, send, failure }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const { busy, run } = useBusyAction(failure);

  const sendReport = () =>
    run(async () => {
      await send(reason, note);
      dialog.current?.close();
      setNote('');
      toast({ title: t('report.sent'), color: 'success', icon: 'success' });
    });

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => dialog.current?.showModal()}>
        {t('report.open')}
      </button>
      <dialog ref={dialog} className="report-dialog" aria-labelledby={titleId}>
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            void sendReport();
          }}
        >
          <h2 id={titleId}>{t(`report.title.${kind}`)}</h2>
          <fieldset>
            <legend>{t('report.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className="report-dialog__note">
            {t('report.note')}
            <textarea
              value={note}
              maxLength={REPORT_NOTE_MAX}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <div className="report-dialog__buttons">
            <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
              {t('report.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('report.send')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
