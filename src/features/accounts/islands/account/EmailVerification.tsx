import { useState } from 'react';
import { api } from '#lib/api/client.ts';
import type { EmailOtpSent, userCalls } from '../../contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { toast } from '#stores/toasts.ts';
import { setUserInfo, type UserInfo } from '#stores/user-info.ts';
import { FormError } from '../login/Field.tsx';
import { OtpStep } from '../login/PhoneVerification.tsx';
import { useSubmit } from '../login/use-submit.ts';

/**
 * An unverified e-mail address: said so, and verified with a code sent to it. Until then it does
 * not sign in and no Google or Facebook account attaches to it (decision 0022).
 */
export function EmailVerification({ user, t }: { user: UserInfo; t: IslandTranslate }) {
  const [sent, setSent] = useState<EmailOtpSent>();
  const form = useSubmit(t);
  if (!user.email || user.emailVerified) return null;

  const send = () => api.call<(typeof userCalls)['getEmailOtp']>('POST /user/getEmailOtp', {}, { auth: true });
  if (sent)
    return (
      <OtpStep
        t={t}
        sent={sent}
        lead={t('user.email.sent', { email: sent.email, minutes: Math.round(sent.expiresInMs / 60_000) })}
        backLabel={t('user.email.later')}
        resend={send}
        verify={async (otp) => {
          const { user: saved } = await api.call<(typeof userCalls)['verifyEmailOtp']>(
            'POST /user/verifyEmailOtp',
            { otp },
            { auth: true },
          );
          setUserInfo(saved);
          setSent(undefined);
          toast({ title: t('user.email.verified'), color: 'success', icon: 'success' });
        }}
        onBack={() => setSent(undefined)}
      />
    );
  return (
    <div className="account-email-verification">
      <p className="account-muted" data-testid="email-unverified">
        {t('user.email.unverified')}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={form.busy}
        onClick={() => void form.run(async () => setSent(await send()))}
      >
        {form.busy ? t('login.working') : t('user.email.verify')}
      </button>
      <FormError message={form.errors.form ?? form.errors.email} />
    </div>
  );
}
