import { useState } from 'react';
import { api } from '#lib/api/client.ts';
import type { staffCalls } from '../contract.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/** The invited person, signed in with the account invited, accepts the link's invitation once. */
export function AcceptInvite({ t, signInPath }: { t: IslandTranslate; signInPath: string }) {
  // The token travels in the fragment, which no server sees (decision 0075).
  const [token] = useState(() => location.hash.slice(1));
  const [state, setState] = useState<'ready' | 'busy' | 'accepted'>('ready');
  const [error, setError] = useState<string>();
  if (!token) return <p role="alert">{t('invite.missing')}</p>;
  if (state === 'accepted')
    return (
      <div className="staff-form">
        <p role="status">{t('invite.accepted')}</p>
        <a className="button button--primary" href={signInPath}>
          {t('invite.continue')}
        </a>
      </div>
    );
  const accept = async () => {
    setState('busy');
    setError(undefined);
    try {
      await api.call<(typeof staffCalls)['inviteAccept']>('POST /staff/invites/accept', { token }, { auth: true });
      history.replaceState(null, '', location.pathname);
      setState('accepted');
    } catch (failure) {
      setError(failureMessage(failure, t));
      setState('ready');
    }
  };
  return (
    <div className="staff-form">
      {error && (
        <p role="alert" className="staff-error">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={state === 'busy'}
        onClick={() => void accept()}
      >
        {t('invite.accept')}
      </button>
    </div>
  );
}
