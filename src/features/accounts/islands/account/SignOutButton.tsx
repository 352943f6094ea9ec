import { useState } from 'react';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '../../contract.ts';
import { signOut } from '#stores/session.ts';
import { toast } from '#stores/toasts.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/** Ends the session on the server (/user/logout), then forgets it here even if the call failed. */
export function SignOutButton({ t }: { t: IslandTranslate }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--ghost account-sign-out"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void api
          .call<(typeof userCalls)['logout']>('POST /user/logout', {}, { auth: true })
          .catch(() => undefined)
          .finally(() => {
            signOut();
            setBusy(false);
            toast({ title: t('user.signedOutToast'), color: 'info', icon: 'info' });
          });
      }}
    >
      {t('user.signOut')}
    </button>
  );
}
