import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { api } from '#lib/api/client.ts';
import type { StaffMe, StaffPermission, StaffSignInAnswer, staffCalls } from '../contract.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { staffOptions } from '../staff-api.ts';
import { $signedIn } from '#stores/auth.ts';
import { signOut } from '#stores/session.ts';
import { $staffToken, loadStaffToken, setStaffToken } from '../staff-session.ts';
import { AcceptInvite } from './AcceptInvite.tsx';
import { AccountSignIn } from './AccountSignIn.tsx';
import { AuditLog } from './AuditLog.tsx';
import { Inventory } from './Inventory.tsx';
import { OrderDesk } from './OrderDesk.tsx';
import { ModerationQueue } from './ModerationQueue.tsx';
import { SecondFactor } from './SecondFactor.tsx';
import { StaffMembers } from './StaffMembers.tsx';
import { VoucherCheckIn } from './VoucherCheckIn.tsx';
import './staff.css';

type Staff = typeof staffCalls;

export type StaffScreen = 'home' | 'invite' | 'vouchers' | 'members' | 'audit' | 'moderation' | 'orders' | 'inventory';

/** The staff area's screens that need a permission, in menu order, with their paths below /staff/. */
const MENU: { screen: StaffScreen; path: string; permission: StaffPermission; label: string }[] = [
  { screen: 'vouchers', path: 'vouchers/', permission: 'vouchers.checkIn', label: 'nav.vouchers' },
  { screen: 'moderation', path: 'moderation/', permission: 'moderation.review', label: 'nav.moderation' },
  { screen: 'orders', path: 'orders/', permission: 'orders.manage', label: 'nav.orders' },
  { screen: 'inventory', path: 'inventory/', permission: 'inventory.manage', label: 'nav.inventory' },
  { screen: 'members', path: 'members/', permission: 'staff.manage', label: 'nav.members' },
  { screen: 'audit', path: 'audit/', permission: 'audit.read', label: 'nav.audit' },
];

interface Props {
  screen: StaffScreen;
  strings: IslandStrings;
  locale: Locale;
  /** The locale's root path: `/`, `/en/`, `/zh/`. */
  prefix: string;
}

/**
 * The staff area (decision 0075): the account's sign-in, then the second factor, then the screen
 * asked for, if the member's roles allow it. The server checks every call again; the menu only
 * leaves out what would be refused.
 */
export default function StaffArea({ screen, strings, locale, prefix }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const accountSignedIn = useStore($signedIn);
  const staffToken = useStore($staffToken);
  const [loaded, setLoaded] = useState(false);
  const [me, setMe] = useState<StaffMe>();
  const home = `${prefix}staff/`;

  useEffect(() => {
    loadStaffToken();
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (!staffToken) return setMe(undefined);
    api
      .call<Staff['me']>('GET /staff/me', {}, staffOptions())
      .then(setMe)
      .catch(() => setMe(undefined));
  }, [staffToken]);

  if (!loaded) return <p>{t('area.loading')}</p>;
  if (screen === 'invite')
    return (
      <section aria-labelledby="staff-title">
        <h1 id="staff-title">{t('invite.title')}</h1>
        <p>{t('invite.intro')}</p>
        {accountSignedIn ? <AcceptInvite t={t} signInPath={home} /> : <AccountSignIn t={t} />}
      </section>
    );
  if (!staffToken)
    return (
      <section aria-labelledby="staff-title">
        <h1 id="staff-title">{t('signIn.title')}</h1>
        {accountSignedIn ? (
          <SecondFactor
            t={t}
            onSignedIn={(answer: StaffSignInAnswer) => {
              setMe(answer.me);
              setStaffToken(answer.staffToken);
            }}
            onOtherAccount={signOut}
          />
        ) : (
          <AccountSignIn t={t} />
        )}
      </section>
    );
  if (!me) return <p>{t('area.loading')}</p>;

  const menu = MENU.filter((entry) => me.permissions.includes(entry.permission));
  const current = MENU.find((entry) => entry.screen === screen);
  const allowed = !current || me.permissions.includes(current.permission);
  const endSession = () =>
    void api
      .call<Staff['signOut']>('POST /staff/signOut', {}, staffOptions())
      .catch(() => undefined)
      .then(() => setStaffToken(undefined));
  const until = new Date(me.sessionExpiresAt).toLocaleTimeString(locale, {
    timeZone: 'Asia/Ho_Chi_Minh',
    timeStyle: 'short',
  });

  return (
    <>
      <nav className="staff-nav" aria-label={t('area.nav')}>
        <ul>
          {menu.map((entry) => (
            <li key={entry.screen}>
              <a href={`${home}${entry.path}`} aria-current={entry.screen === screen ? 'page' : undefined}>
                {t(entry.label)}
              </a>
            </li>
          ))}
        </ul>
        <p className="staff-muted">
          {t('area.signedInAs', { name: me.fullname, time: until })} ·{' '}
          {me.roles.map((role) => t(`role.${role}`)).join(', ')}
        </p>
        <button type="button" className="button button--ghost" onClick={endSession}>
          {t('nav.signOut')}
        </button>
      </nav>
      {!allowed && <p role="alert">{t('area.notAllowed')}</p>}
      {allowed && screen === 'home' && <h1>{t('area.title')}</h1>}
      {allowed && screen === 'vouchers' && <VoucherCheckIn t={t} />}
      {allowed && screen === 'members' && <StaffMembers t={t} locale={locale} prefix={prefix} selfId={me.userId} />}
      {allowed && screen === 'audit' && <AuditLog t={t} locale={locale} />}
      {allowed && screen === 'moderation' && <ModerationQueue t={t} locale={locale} />}
      {allowed && screen === 'orders' && <OrderDesk t={t} locale={locale} />}
      {allowed && screen === 'inventory' && <Inventory t={t} locale={locale} />}
    </>
  );
}
