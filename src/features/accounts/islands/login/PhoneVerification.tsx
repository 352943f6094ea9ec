import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { CallRoute } from '#lib/api/contract/call.ts';
import type { OtpTiming } from '#lib/api/contract/one-time-code.ts';
import type { OtpSent, userCalls } from '../../contract.ts';
import type { SentCode } from './login-progress.ts';
import { Field, FormError } from './Field.tsx';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { useSubmit } from './use-submit.ts';

/** The three calls of one OTP purpose (register, reset password, link a mobile number). */
type User = typeof userCalls;
type SendCode = User['register'] | User['getPasswordOtp'] | User['getOtpToLinkMobile'];
type ResendCode = User['resendOtp'] | User['resendOtpForResetPassword'] | User['resendOtpForLinkMobile'];
type CheckCode = User['verifyRegisterOtp'] | User['verifyResetPasswordOtp'] | User['verifyOtpToLinkMobile'];

/** One code flow's three calls: send a code, send another, check it (register, reset, mobile link). */
export interface OtpCalls {
  send: CallRoute<SendCode>;
  resend: CallRoute<ResendCode>;
  verify: CallRoute<CheckCode>;
  /** The calls need the signed-in user (linking a number). */
  auth?: boolean;
}

/** Where a flow keeps the code it sent beyond this component (the login popup across pages). */
export interface SentCodeKeeper {
  /** A code this flow sent earlier, still valid. */
  sent?: SentCode;
  onSent: (sent: SentCode) => void;
  onBack: () => void;
}

interface Props {
  calls: OtpCalls;
  t: IslandTranslate;
  /** Called with the single-use ticket the verify call answers, and the number as typed. */
  onTicket: (ticket: string, phone: string) => void;
  keeper?: SentCodeKeeper;
}

/** Phone number → code sent by SMS → code checked: the first two steps of every OTP flow. */
export function PhoneVerification({ calls, t, onTicket, keeper }: Props) {
  const [sent, setSent] = useState<SentCode | undefined>(() => keeper?.sent);
  // The number as the visitor typed it: the calls after the first one name it the same way.
  const [phone, setPhone] = useState(() => keeper?.sent?.typed ?? '');
  const phoneForm = useSubmit(t, { RATE_LIMITED: 'phone', MESSAGE_LIMIT: 'phone', OTP_RESEND_TOO_SOON: 'phone' });
  const remember = (answer: OtpSent) => {
    const code = { ...answer, typed: phone, sentAt: Date.now() };
    setSent(code);
    keeper?.onSent(code);
    return code;
  };

  const send = (event: SubmitEvent) => {
    event.preventDefault();
    void phoneForm.run(async () => {
      remember(await api.call<SendCode>(calls.send, { phone }, { auth: calls.auth }));
    });
  };

  if (sent)
    return (
      <OtpStep
        t={t}
        sent={sent}
        lead={t('login.otp.sent', { phone: sent.phone, minutes: Math.round(sent.expiresInMs / 60_000) })}
        backLabel={t('login.otp.changePhone')}
        resend={async () => remember(await api.call<ResendCode>(calls.resend, { phone }, { auth: calls.auth }))}
        verify={async (otp) => {
          const { ticket } = await api.call<CheckCode>(calls.verify, { phone, otp }, { auth: calls.auth });
          onTicket(ticket, phone);
        }}
        onBack={() => {
          setSent(undefined);
          keeper?.onBack();
        }}
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
  t: IslandTranslate;
  /** When the code went out: how long it lives and when another may be asked for (from `sentAt`, else now). */
  sent: OtpTiming & { sentAt?: number };
  /** Where it went, in the reader's words ("We sent a code to …"). */
  lead: string;
  backLabel: string;
  resend: () => Promise<OtpTiming>;
  /** Checks the code; a failure (wrong, expired) is shown on the form. */
  verify: (otp: string) => Promise<void>;
  onBack: () => void;
}

/** The code step of every OTP flow, by SMS or by e-mail: the code, its check, and a timed resend. */
export function OtpStep({ t, sent, lead, backLabel, resend, verify, onBack }: OtpProps) {
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState('');
  const [waitUntil, setWaitUntil] = useState(() => (sent.sentAt ?? Date.now()) + sent.resendAfterMs);
  const [now, setNow] = useState(() => Date.now());
  const form = useSubmit(t, { OTP: 'otp', OTP_RESEND_TOO_SOON: 'form' });
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (now >= waitUntil) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [now, waitUntil]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void form.run(() => verify(otp));
  };
  const sendAgain = () =>
    void form.run(async () => {
      setNotice('');
      const again = await resend();
      setWaitUntil(Date.now() + again.resendAfterMs);
      setNow(Date.now());
      setNotice(t('login.otp.resent'));
    });
  const seconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="account-form__lead">{lead}</p>
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
        <button type="button" className="account-link" onClick={sendAgain} disabled={seconds > 0 || form.busy}>
          {seconds > 0 ? t('login.otp.resendIn', { seconds }) : t('login.otp.resend')}
        </button>
        <button type="button" className="account-link" onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </form>
  );
}
