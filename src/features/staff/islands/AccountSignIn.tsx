import { useState, type FormEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '#features/accounts/contract.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { signIn } from '#stores/session.ts';

/** The account's own sign-in, first step of every staff sign-in (phone or e-mail and password). */
export function AccountSignIn({ t }: { t: IslandTranslate }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      signIn(
        await api.call<(typeof userCalls)['login']>('POST /user/login', {
          username: String(form.get('username')),
          password: String(form.get('password')),
        }),
      );
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="staff-form" onSubmit={(event) => void submit(event)}>
      <p>{t('signIn.account')}</p>
      <label>
        {t('signIn.username')}
        <input name="username" autoComplete="username" required maxLength={200} />
      </label>
      <label>
        {t('signIn.password')}
        <input name="password" type="password" autoComplete="current-password" required maxLength={200} />
      </label>
      {error && (
        <p role="alert" className="staff-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('signIn.submit')}
      </button>
    </form>
  );
}
