import { nameInitial } from '#lib/text/given-name.ts';
import { useId, type ChangeEvent } from 'react';
import { api } from '#lib/api/client.ts';
import type { userCalls } from '../../contract.ts';
import { setUserInfo, type UserInfo } from '#stores/user-info.ts';
import { toast } from '#stores/toasts.ts';
import { FormError } from '../login/Field.tsx';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { useSubmit } from '../login/use-submit.ts';

/** The profile photo: multipart field `profile` to /user/updateImageProfile?id=<user id>. */
export function AvatarEditor({ user, t }: { user: UserInfo; t: IslandTranslate }) {
  const id = useId();
  const form = useSubmit(t);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void form.run(async () => {
      const body = new FormData();
      body.append('profile', file);
      const { user: saved } = await api.upload<(typeof userCalls)['updateImageProfile']>(
        'POST /user/updateImageProfile',
        body,
        {
          params: { id: user.id },
          auth: true,
        },
      );
      setUserInfo(saved);
      toast({ title: t('user.avatar.saved'), color: 'success', icon: 'success' });
    });
  };

  return (
    <div className="account-avatar">
      {user.avatarUrl ? (
        <img
          className="account-avatar__image"
          src={user.avatarUrl}
          alt={t('user.avatar.alt', { name: user.fullname })}
          width={96}
          height={96}
        />
      ) : (
        <span className="account-avatar__image account-avatar__initial" aria-hidden="true">
          {nameInitial(user.fullname)}
        </span>
      )}
      <div className="account-avatar__controls">
        <label className="button button--ghost account-avatar__button" htmlFor={id}>
          {form.busy ? t('login.working') : t('user.avatar.change')}
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          name="profile"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${id}-hint`}
          disabled={form.busy}
          onChange={upload}
        />
        <p id={`${id}-hint`} className="account-muted">
          {t('user.avatar.hint')}
        </p>
        <FormError message={form.errors.profile ?? form.errors.form} />
      </div>
    </div>
  );
}
