import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiCallError } from '#lib/api/client.ts';
import type { StaffEnrolment, StaffSignInAnswer, staffCalls } from '../contract.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

type Staff = typeof staffCalls;

type Step =
  | { type: 'loading' }
  | { type: 'notStaff' }
  | { type: 'enrol'; enrolment: StaffEnrolment }
  | { type: 'code'; recovery: boolean }
  | { type: 'recoveryCodes'; answer: StaffSignInAnswer };

/**
 * The second step of a staff sign-in: enrolment on the first one (QR code, key, first code, then
 * the recovery codes shown once), a TOTP or recovery code afterwards.
 */
export function SecondFactor({
  t,
  onSignedIn,
  onOtherAccount,
}: {
  t: IslandTranslate;
  onSignedIn: (answer: StaffSignInAnswer) => void;
  onOtherAccount: () => void;
}) {
  const [step, setStep] = useState<Step>({ type: 'loading' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Beginning enrolment tells the three cases apart: a new secret, CONFLICT (enrolled), FORBIDDEN (not staff).
    api
      .call<Staff['enrolmentBegin']>('POST /staff/enrolment/begin', {}, { auth: true })
      .then((enrolment) => setStep({ type: 'enrol', enrolment }))
      .catch((failure: unknown) => {
        if (failure instanceof ApiCallError && failure.code === 'CONFLICT') setStep({ type: 'code', recovery: false });
        else if (failure instanceof ApiCallError && failure.code === 'FORBIDDEN') setStep({ type: 'notStaff' });
        else setError(failureMessage(failure, t));
      });
  }, [t]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError(undefined);
    try {
      if (step.type === 'enrol') {
        const answer = await api.call<Staff['enrolmentConfirm']>(
          'POST /staff/enrolment/confirm',
          { code: value },
          { auth: true },
        );
        setStep({ type: 'recoveryCodes', answer });
      } else if (step.type === 'code') {
        const input = step.recovery ? { recoveryCode: value } : { code: value };
        onSignedIn(await api.call<Staff['signIn']>('POST /staff/signIn', input, { auth: true }));
      }
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const codeField = (label: string, recovery: boolean) => (
    <label>
      {label}
      <input
        name="code"
        required
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        pattern={recovery ? undefined : '[0-9]{6}'}
        maxLength={recovery ? 20 : 6}
        autoFocus
      />
    </label>
  );
  const alert = error && (
    <p role="alert" className="staff-error">
      {error}
    </p>
  );

  if (step.type === 'loading') return alert || <p>{t('area.loading')}</p>;
  if (step.type === 'notStaff')
    return (
      <div className="staff-form">
        <p role="alert">{t('signIn.notStaff')}</p>
        <button type="button" className="button button--ghost" onClick={onOtherAccount}>
          {t('signIn.otherAccount')}
        </button>
      </div>
    );
  if (step.type === 'recoveryCodes')
    return (
      <section className="staff-form" aria-labelledby="staff-recovery-title">
        <h2 id="staff-recovery-title">{t('recovery.title')}</h2>
        <p>{t('recovery.intro')}</p>
        <ul className="staff-recovery" data-testid="recovery-codes">
          {(step.answer.recoveryCodes ?? []).map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--primary" onClick={() => onSignedIn(step.answer)}>
          {t('recovery.done')}
        </button>
      </section>
    );
  if (step.type === 'enrol')
    return (
      <form className="staff-form" onSubmit={(event) => void submit(event)} aria-labelledby="staff-enrol-title">
        <h2 id="staff-enrol-title">{t('enrol.title')}</h2>
        <p>{t('enrol.intro')}</p>
        <img src={step.enrolment.qrCode} alt={t('enrol.qrAlt')} width={200} height={200} className="staff-qr" />
        <p>
          {t('enrol.secret')}: <code data-testid="totp-secret">{step.enrolment.secret}</code>
        </p>
        {codeField(t('signIn.code'), false)}
        {alert}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('enrol.submit')}
        </button>
      </form>
    );
  return (
    <form className="staff-form" onSubmit={(event) => void submit(event)} aria-labelledby="staff-code-title">
      <h2 id="staff-code-title">{t('signIn.codeTitle')}</h2>
      {codeField(step.recovery ? t('signIn.recovery') : t('signIn.code'), step.recovery)}
      {alert}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('signIn.codeSubmit')}
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          setError(undefined);
          setStep({ type: 'code', recovery: !step.recovery });
        }}
      >
        {step.recovery ? t('signIn.useCode') : t('signIn.useRecovery')}
      </button>
    </form>
  );
}
