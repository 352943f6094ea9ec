import { useState, type SubmitEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '../../contract.ts';
import { Field, FormError } from './Field.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PhoneVerification, type OtpCalls, type SentCodeKeeper } from './PhoneVerification.tsx';
import { finishSignIn } from './signed-in.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { useSubmit } from './use-submit.ts';

const CALLS: OtpCalls = {
  send: 'POST /user/register',
  resend: 'POST /user/resendOtp',
  verify: 'POST /user/verifyRegisterOtp',
};

/** Register: mobile number → code → name, password and an optional e-mail (decision 0009). */
export function RegisterFlow({ t, keeper }: { t: IslandTranslate; keeper?: SentCodeKeeper }) {
  const [ticket, setTicket] = useState<string>();
  if (!ticket) return <PhoneVerification calls={CALLS} t={t} onTicket={setTicket} keeper={keeper} />;
  return <CreateAccount t={t} ticket={ticket} onExpired={() => setTicket(undefined)} />;
}

function CreateAccount({ t, ticket, onExpired }: { t: IslandTranslate; ticket: string; onExpired: () => void }) {
  const [fullname, setFullname] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const form = useSubmit(t, { OTP_EXPIRED: 'form' });

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!fullname.trim()) {
      form.setErrors({ fullname: t('login.error.required') });
      return;
    }
    void form.run(async () => {
      try {
        const data = { ticket, fullname, password, ...(email.trim() ? { email: email.trim() } : {}) };
        finishSignIn(await api.call<(typeof userCalls)['create']>('POST /user/create', data));
      } catch (error) {
        // The ticket lapsed (15 minutes): only a new code helps.
        if ((error as { code?: string }).code === 'OTP_EXPIRED') onExpired();
        throw error;
      }
    });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <Field
        label={t('login.fullname')}
        error={form.errors.fullname}
        name="fullname"
        autoComplete="name"
        required
        value={fullname}
        onChange={(e) => setFullname(e.target.value)}
      />
      <PasswordField
        t={t}
        label={t('login.password')}
        hint={t('login.password.hint')}
        error={form.errors.password}
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        label={t('login.email')}
        error={form.errors.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormError message={form.errors.form} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? t('login.working') : t('login.create')}
      </button>
    </form>
  );
}
