import { useState } from 'react';
import { api, forgetSession } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import type { Strings } from '../login/strings.ts';

/** Ends the session on the server (/user/logout), then forgets it here even if the call failed. */
export function SignOutButton({ strings }: { strings: Strings }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--ghost account-sign-out"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void api
          .post('/user/logout', {}, { auth: true })
          .catch(() => undefined)
          .finally(() => {
            forgetSession();
            setBusy(false);
            toast({ title: strings['user.signedOutToast'] ?? '', color: 'info', icon: 'info' });
          });
      }}
    >
      {strings['user.signOut']}
    </button>
  );
}
