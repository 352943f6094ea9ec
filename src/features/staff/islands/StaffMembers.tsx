import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api } from '#lib/api/client.ts';
import { STAFF_ROLES, type StaffMemberRow, type StaffRole, type staffCalls } from '../contract.ts';
import { failureMessage } from '#lib/api/failure-message.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { staffOptions } from '../staff-api.ts';

type Staff = typeof staffCalls;

const when = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(locale, { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' });

/** Administrators: who is on the staff, invitations, removal, and ending someone's session. */
export function StaffMembers({
  t,
  locale,
  prefix,
  selfId,
}: {
  t: IslandTranslate;
  locale: Locale;
  /** The locale's root path (`/`, `/en/`): the invitation opens in the inviter's language. */
  prefix: string;
  selfId: string;
}) {
  const [members, setMembers] = useState<StaffMemberRow[]>();
  const [invite, setInvite] = useState<{ link: string; expiresAt: string }>();
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState(false);

  const load = useCallback(
    () =>
      api
        .call<Staff['members']>('GET /staff/members', {}, staffOptions())
        .then((answer) => setMembers(answer.items))
        .catch((failure: unknown) => setError(failureMessage(failure, t))),
    [t],
  );
  useEffect(() => void load(), [load]);

  const act = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
      await load();
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };

  const submitInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(async () => {
      const made = await api.call<Staff['invite']>(
        'POST /staff/invites',
        // The checkboxes' values are STAFF_ROLES; the server refuses any other.
        { contact: String(form.get('contact')), roles: form.getAll('roles').map(String) as StaffRole[] },
        staffOptions(),
      );
      setCopied(false);
      setInvite({ link: new URL(`${prefix}${made.path.slice(1)}`, location.origin).href, expiresAt: made.expiresAt });
    });
  };

  return (
    <section aria-labelledby="staff-members-title">
      <h1 id="staff-members-title">{t('members.title')}</h1>
      <form className="staff-form" onSubmit={submitInvite} aria-labelledby="staff-invite-title">
        <h2 id="staff-invite-title">{t('members.inviteTitle')}</h2>
        <label>
          {t('members.contact')}
          <input name="contact" required maxLength={200} autoComplete="off" />
        </label>
        <fieldset>
          <legend>{t('members.roles')}</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className="staff-check">
              <input type="checkbox" name="roles" value={role} defaultChecked={role === 'order_desk'} />
              {t(`role.${role}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          {t('members.invite')}
        </button>
      </form>
      {invite && (
        <div className="staff-result staff-result--ok" data-testid="invite-link">
          <p>{t('members.link', { time: when(invite.expiresAt, locale) })}</p>
          <p>
            <code className="staff-break">{invite.link}</code>
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void navigator.clipboard.writeText(invite.link).then(() => setCopied(true))}
          >
            {copied ? t('members.copied') : t('members.copy')}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="staff-error">
          {error}
        </p>
      )}
      {members === undefined ? (
        <p>{t('area.loading')}</p>
      ) : (
        <ul className="staff-list">
          {members.map((member) => (
            <li key={member.userId} className="staff-card" data-testid="staff-member">
              <h3>{member.fullname}</h3>
              <p className="staff-muted">{member.contact}</p>
              <p>{member.roles.map((role) => t(`role.${role}`)).join(', ')}</p>
              <p>{member.enrolled ? t('members.enrolled') : t('members.notEnrolled')}</p>
              <h4>{t('members.sessions')}</h4>
              {member.sessions.length === 0 ? (
                <p className="staff-muted">{t('members.none')}</p>
              ) : (
                <ul>
                  {member.sessions.map((session) => (
                    <li key={session.id}>
                      {t('members.sessionFrom', {
                        time: when(session.createdAt, locale),
                        address: session.clientAddress ?? '?',
                      })}{' '}
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() =>
                          void act(() =>
                            api.call<Staff['revokeSession']>(
                              'POST /staff/sessions/revoke',
                              { sessionId: session.id },
                              staffOptions(),
                            ),
                          )
                        }
                      >
                        {t('members.revoke')}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {member.userId !== selfId && (
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => {
                    if (window.confirm(t('members.removeConfirm', { name: member.fullname })))
                      void act(() =>
                        api.call<Staff['removeMember']>(
                          'POST /staff/members/remove',
                          { userId: member.userId },
                          staffOptions(),
                        ),
                      );
                  }}
                >
                  {t('members.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
