import { useState } from 'react';
import { api } from '../../lib/api/client.ts';
import type { UserAnswer } from '../../lib/api/contract/user.ts';
import { setUserInfo, type UserInfo } from '../../stores/user-info.ts';
import { toast } from '../../stores/toasts.ts';
import { errorsOf } from '../login/errors.ts';
import { FormError } from '../login/Field.tsx';
import { PhoneVerification } from '../login/PhoneVerification.tsx';
import type { Strings } from '../login/strings.ts';

const CALLS = {
  send: '/user/getOtpToLinkMobile',
  resend: '/user/resendOtpForLinkMobile',
  verify: '/user/verifyOtpToLinkMobile',
  auth: true,
};

/** Link (or change) the mobile number: number → SMS code → /user/linkMobile with the ticket. */
export function MobileLink({ user, strings }: { user: UserInfo; strings: Strings }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();

  const link = async (ticket: string) => {
    setError(undefined);
    try {
      const { user: saved } = await api.post<UserAnswer>('/user/linkMobile', { ticket }, { auth: true });
      setUserInfo(saved);
      setOpen(false);
      toast({ title: strings['user.mobile.linked'] ?? '', color: 'success', icon: 'success' });
    } catch (failure) {
      const errors = errorsOf(failure, strings);
      setError(errors.phone ?? errors.form);
      setOpen(false);
    }
  };

  return (
    <div className="account-mobile">
      <p data-testid="profile-phone">{user.phone ?? strings['user.profile.noPhone']}</p>
      {open ? (
        <PhoneVerification calls={CALLS} strings={strings} onTicket={(ticket) => void link(ticket)} />
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          {user.phone ? strings['user.mobile.change'] : strings['user.mobile.link']}
        </button>
      )}
      <FormError message={error} />
    </div>
  );
}
