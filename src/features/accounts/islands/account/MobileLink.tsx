import { useState } from 'react';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '../../contract.ts';
import { setUserInfo, type UserInfo } from '#stores/user-info.ts';
import { toast } from '#stores/toasts.ts';
import { errorsOf } from '../login/errors.ts';
import { FormError } from '../login/Field.tsx';
import { PhoneVerification, type OtpCalls } from '../login/PhoneVerification.tsx';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

const CALLS: OtpCalls = {
  send: 'POST /user/getOtpToLinkMobile',
  resend: 'POST /user/resendOtpForLinkMobile',
  verify: 'POST /user/verifyOtpToLinkMobile',
  auth: true,
};

/** Link (or change) the mobile number: number → SMS code → /user/linkMobile with the ticket. */
export function MobileLink({ user, t }: { user: UserInfo; t: IslandTranslate }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();

  const link = async (ticket: string) => {
    setError(undefined);
    try {
      const { user: saved } = await api.call<(typeof userCalls)['linkMobile']>(
        'POST /user/linkMobile',
        { ticket },
        { auth: true },
      );
      setUserInfo(saved);
      setOpen(false);
      toast({ title: t('user.mobile.linked'), color: 'success', icon: 'success' });
    } catch (failure) {
      const errors = errorsOf(failure, t);
      setError(errors.phone ?? errors.form);
      setOpen(false);
    }
  };

  return (
    <div className="account-mobile">
      <p data-testid="profile-phone">{user.phone ?? t('user.profile.noPhone')}</p>
      {open ? (
        <PhoneVerification calls={CALLS} t={t} onTicket={(ticket) => void link(ticket)} />
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          {user.phone ? t('user.mobile.change') : t('user.mobile.link')}
        </button>
      )}
      <FormError message={error} />
    </div>
  );
}
