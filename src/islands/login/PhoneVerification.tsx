import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { api } from '../../lib/api/client.ts';
import type { OtpSent, OtpVerified } from '../../lib/api/contract/user.ts';
import { Field, FormError } from './Field.tsx';
import type { IslandTranslate } from '../../lib/i18n/island-translator.ts';
import { useSubmit } from './use-submit.ts';

/** The three calls of one OTP purpose (register, reset password, link a mobile number). */
export interface OtpCalls {
  send: string;
  resend: string;
  verify: string;
  /** The calls need the signed-in user (linking a number). */
  auth?: boolean;
}

interface Props {
  calls: OtpCalls;
  t: IslandTranslate;
  /** Called with the single-use ticket the verify call answers, and the number as typed. */
  onTicket: (ticket: string, phone: string) => void;
}

/** Phone number → code sent by SMS → code checked: the first two steps of every OTP flow. */
export function PhoneVerification({ calls, t, onTicket }: Props) {
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<OtpSent>();
  const phoneForm = useSubmit(t, { RATE_LIMITED: 'phone', OTP_RESEND_TOO_SOON: 'phone' });

  const send = (event: SubmitEvent) => {
    event.preventDefault();
    void phoneForm.run(async () => {
      setSent(await api.post<OtpSent>(calls.send, { phone }, { auth: calls.auth }));
    });
  };

  if (sent)
    return (
      <OtpStep
        calls={calls}
        t={t}
        phone={phone}
        sent={sent}
        onResent={setSent}
        onTicket={(ticket) => onTicket(ticket, phone)}
        onBack={() => setSent(undefined)}
      />
    );
  return (
    <form className="account-form" onSubmit={send} noValidate>
      <Field
        label={t('login.phone')}
        hint={t('login.phone.hint')}
        error={phoneForm.errors.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <FormError message={phoneForm.errors.form} />
      <button type="submit" className="button button--primary" disabled={phoneForm.busy}>
        {phoneForm.busy ? t('login.working') : t('login.sendCode')}
      </button>
    </form>
  );
}

interface OtpProps {
  calls: OtpCalls;
  t: IslandTranslate;
  phone: string;
  sent: OtpSent;
  onResent: (sent: OtpSent) => void;
  onTicket: (ticket: string) => void;
  onBack: () => void;
}

function OtpStep({ calls, t, phone, sent, onResent, onTicket, onBack }: OtpProps) {
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState('');
  const [waitUntil, setWaitUntil] = useState(() => Date.now() + sent.resendAfterMs);
  const [now, setNow] = useState(() => Date.now());
  const form = useSubmit(t, { OTP: 'otp', OTP_RESEND_TOO_SOON: 'form' });
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (now >= waitUntil) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [now, waitUntil]);

  const verify = (event: SubmitEvent) => {
    event.preventDefault();
    void form.run(async () => {
      const { ticket } = await api.post<OtpVerified>(calls.verify, { phone, otp }, { auth: calls.auth });
      onTicket(ticket);
    });
  };
  const resend = () =>
    void form.run(async () => {
      setNotice('');
      const again = await api.post<OtpSent>(calls.resend, { phone }, { auth: calls.auth });
      onResent(again);
      setWaitUntil(Date.now() + again.resendAfterMs);
      setNow(Date.now());
      setNotice(t('login.otp.resent'));
    });
  const seconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  return (
    <form className="account-form" onSubmit={verify} noValidate>
      <p className="account-form__lead">
        {t('login.otp.sent', { phone: sent.phone, minutes: Math.round(sent.expiresInMs / 60_000) })}
      </p>
      <Field
        label={t('login.otp')}
        error={form.errors.otp}
        name="otp"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        required
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
        ref={input}
      />
      <FormError message={form.errors.form} />
      <p className="account-form__status" role="status">
        {notice}
      </p>
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? t('login.working') : t('login.otp.verify')}
      </button>
      <div className="account-form__links">
        <button type="button" className="account-link" onClick={resend} disabled={seconds > 0 || form.busy}>
          {seconds > 0 ? t('login.otp.resendIn', { seconds }) : t('login.otp.resend')}
        </button>
        <button type="button" className="account-link" onClick={onBack}>
          {t('login.otp.changePhone')}
        </button>
      </div>
    </form>
  );
}
