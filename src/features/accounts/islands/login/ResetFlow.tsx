import { useState, type SubmitEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '../../contract.ts';
import { FormError } from './Field.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PhoneVerification, type OtpCalls, type SentCodeKeeper } from './PhoneVerification.tsx';
import { finishSignIn } from './signed-in.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { useSubmit } from './use-submit.ts';

const CALLS: OtpCalls = {
  send: 'POST /user/getPasswordOtp',
  resend: 'POST /user/resendOtpForResetPassword',
  verify: 'POST /user/verifyResetPasswordOtp',
};

/** Forgot password: mobile number → code → new password, which also signs in. */
export function ResetFlow({ t, keeper }: { t: IslandTranslate; keeper?: SentCodeKeeper }) {
  const [ticket, setTicket] = useState<string>();
  const [password, setPassword] = useState('');
  const form = useSubmit(t, { OTP_EXPIRED: 'form' });
  if (!ticket) return <PhoneVerification calls={CALLS} t={t} onTicket={setTicket} keeper={keeper} />;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void form.run(async () => {
      try {
        finishSignIn(
          await api.call<(typeof userCalls)['resetPassword']>('POST /user/resetPassword', { ticket, password }),
        );
      } catch (error) {
        if ((error as { code?: string }).code === 'OTP_EXPIRED') setTicket(undefined);
        throw error;
      }
    });
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <PasswordField
        t={t}
        label={t('login.password.new')}
        hint={t('login.password.hint')}
        error={form.errors.password}
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError message={form.errors.form} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? t('login.working') : t('login.reset')}
      </button>
    </form>
  );
}
