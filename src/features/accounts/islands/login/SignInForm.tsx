import { useState, type SubmitEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '../../contract.ts';
import { Field, FormError } from './Field.tsx';
import { PasswordField } from './PasswordField.tsx';
import { finishSignIn } from './signed-in.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { useSubmit } from './use-submit.ts';

/** Phone number or e-mail and password. */
export function SignInForm({ t, onForgot }: { t: IslandTranslate; onForgot: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmit(t, { CREDENTIALS_INVALID: 'password', RATE_LIMITED: 'form' });

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const missing = { username: !username.trim(), password: !password };
    if (missing.username || missing.password) {
      const required = t('login.error.required');
      form.setErrors({
        ...(missing.username ? { username: required } : {}),
        ...(missing.password ? { password: required } : {}),
      });
      return;
    }
    void form.run(async () => {
      finishSignIn(
        await api.call<(typeof userCalls)['login']>('POST /user/login', { username, password, deviceType: 'WEB' }),
      );
    });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <Field
        label={t('login.username')}
        hint={t('login.username.hint')}
        error={form.errors.username}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <PasswordField
        t={t}
        label={t('login.password')}
        error={form.errors.password}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError message={form.errors.form} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? t('login.working') : t('login.submit.signIn')}
      </button>
      <div className="account-form__links">
        <button type="button" className="account-link" onClick={onForgot}>
          {t('login.forgotLink')}
        </button>
      </div>
    </form>
  );
}
