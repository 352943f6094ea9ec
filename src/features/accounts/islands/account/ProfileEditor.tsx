import { useState, type SubmitEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '../../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { formatDate } from '#lib/format-date.ts';
import { setUserInfo, type UserInfo } from '#stores/user-info.ts';
import { toast } from '#stores/toasts.ts';
import { Field, FormError } from '../login/Field.tsx';
import { EmailVerification } from './EmailVerification.tsx';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { useSubmit } from '../login/use-submit.ts';

/** Name and e-mail: shown as a list, edited in place with /user/update. */
export function ProfileEditor({ user, t, locale }: { user: UserInfo; t: IslandTranslate; locale: Locale }) {
  const [editing, setEditing] = useState(false);
  const [fullname, setFullname] = useState(user.fullname);
  const [email, setEmail] = useState(user.email ?? '');
  const form = useSubmit(t);

  const save = (event: SubmitEvent) => {
    event.preventDefault();
    if (!fullname.trim()) {
      form.setErrors({ fullname: t('login.error.required') });
      return;
    }
    void form.run(async () => {
      const { user: saved } = await api.call<(typeof userCalls)['update']>(
        'POST /user/update',
        { fullname, email: email.trim() || null },
        { auth: true },
      );
      setUserInfo(saved);
      setEditing(false);
      toast({ title: t('user.profile.saved'), color: 'success', icon: 'success' });
    });
  };

  if (!editing)
    return (
      <>
        <dl className="account-facts">
          <div>
            <dt>{t('user.profile.fullname')}</dt>
            <dd data-testid="profile-fullname">{user.fullname}</dd>
          </div>
          <div>
            <dt>{t('user.profile.email')}</dt>
            <dd data-testid="profile-email">{user.email ?? t('user.profile.noEmail')}</dd>
          </div>
          <div>
            <dt>{t('user.profile.phone')}</dt>
            <dd>{user.phone ?? t('user.profile.noPhone')}</dd>
          </div>
        </dl>
        <EmailVerification user={user} t={t} />
        {user.createdAt && (
          <p className="account-muted">
            {t('user.profile.since', { date: formatDate(new Date(user.createdAt), locale) })}
          </p>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setFullname(user.fullname);
            setEmail(user.email ?? '');
            setEditing(true);
          }}
        >
          {t('user.profile.edit')}
        </button>
      </>
    );
  return (
    <form className="account-form" onSubmit={save} noValidate>
      <Field
        label={t('user.profile.fullname')}
        error={form.errors.fullname}
        name="fullname"
        autoComplete="name"
        required
        autoFocus
        value={fullname}
        onChange={(e) => setFullname(e.target.value)}
      />
      <Field
        label={t('user.profile.email')}
        error={form.errors.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormError message={form.errors.form} />
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? t('login.working') : t('user.profile.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
          {t('user.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
