import { givenName } from '#lib/text/given-name.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '#lib/api/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { $signedIn } from '#stores/auth.ts';
import type { userCalls } from '../contract.ts';
import { $userInfo, setUserInfo } from '#stores/user-info.ts';
import { AvatarEditor } from './account/AvatarEditor.tsx';
import { MobileLink } from './account/MobileLink.tsx';
import { Preferences } from './account/Preferences.tsx';
import { ProfileEditor } from './account/ProfileEditor.tsx';
import { SignOutButton } from './account/SignOutButton.tsx';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator, type IslandTranslate } from '#lib/i18n/island-translator.ts';
import './login/login.css';
import './account/account.css';

export interface AccountPageProps {
  /** account.json's `user.` and `login.` strings and the API failures' (islandStrings). */
  strings: IslandStrings;
  locale: Locale;
  /** The /user page's path in each locale, for the language preference. */
  paths: Record<Locale, string>;
  /**
   * The saved moments' section, between the mobile number and the preferences: moments puts it in
   * (AccountPageWithSaved.tsx), since accounts does not know moments (decision 0107).
   */
  saved?: (t: IslandTranslate) => ReactNode;
}

/**
 * The signed-in part of /user: profile, photo, mobile number, saved moments, preferences and sign-out. Renders
 * nothing until mounted (the page is static; who is signed in is known in the browser only).
 */
export default function AccountPage({ strings, locale, paths, saved }: AccountPageProps) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const [mounted, setMounted] = useState(false);
  const signedIn = useStore($signedIn);
  const user = useStore($userInfo);

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!signedIn) return;
    // The stored copy shows at once; the server's answer replaces it.
    api
      .call<(typeof userCalls)['getInfo']>('POST /user/getInfo', {}, { auth: true })
      .then(({ user: fresh }) => setUserInfo(fresh))
      .catch(() => undefined);
  }, [signedIn]);

  if (!mounted || !signedIn) return null;
  if (!user)
    return (
      <p className="account-page__loading" role="status">
        {t('user.loading')}
      </p>
    );
  return (
    <div className="account-page">
      <p className="account-page__greeting" data-testid="account-greeting">
        {t('user.greeting', { name: givenName(user.fullname) })}
      </p>
      <section className="account-card" aria-labelledby="account-profile">
        <h2 id="account-profile">{t('user.profile.title')}</h2>
        <AvatarEditor user={user} t={t} />
        <ProfileEditor user={user} t={t} locale={locale} />
      </section>
      <section className="account-card" aria-labelledby="account-mobile">
        <h2 id="account-mobile">{t('user.mobile.title')}</h2>
        <MobileLink user={user} t={t} />
      </section>
      {saved?.(t)}
      <section className="account-card" aria-labelledby="account-prefs">
        <h2 id="account-prefs">{t('user.prefs.title')}</h2>
        <Preferences t={t} locale={locale} paths={paths} />
      </section>
      <SignOutButton t={t} />
    </div>
  );
}
