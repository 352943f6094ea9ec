import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { $showPopupLogin, $signedIn, closeLoginPopup } from '#stores/auth.ts';
import {
  $loginProgress,
  codeSent,
  forgetSentCode,
  resetLoginProgress,
  showLoginView,
  type LoginView,
} from './login/login-progress.ts';
import { FormError } from './login/Field.tsx';
import { RegisterFlow } from './login/RegisterFlow.tsx';
import { ResetFlow } from './login/ResetFlow.tsx';
import { SignInForm } from './login/SignInForm.tsx';
import { finishSignIn } from './login/signed-in.ts';
import { signInWithFacebook, signInWithGoogle, type SocialOutcome } from './login/social.ts';
import { errorsOf } from './login/errors.ts';
import './login/login.css';

interface Props {
  /** account.json's `login.` strings and the API failures' (islandStrings). */
  strings: IslandStrings;
  locale: Locale;
  /** What an account is for, worded on the server from the launched features. */
  intro: string;
  googleClientId?: string;
  facebookAppId?: string;
  /** The Facebook SDK's locale, e.g. vi_VN. */
  facebookLocale: string;
  closeIcon?: ReactNode;
}

/**
 * Two tabs, so they fit one line on a 360 px phone in every language; the password reset is a view
 * of the sign-in tab, reached from its "Forgot your password?" link (decision 0034).
 */
const TABS = ['signIn', 'register'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (view: LoginView): Tab => (view === 'register' ? 'register' : 'signIn');

/** Spec section 8: the warnings logged when a provider sign-in is cancelled. */
const WARNINGS = {
  cancelled: 'User cancelled login or did not fully authorize.',
  notAuthenticated: 'User is not fully authenticated.',
} as const;

/**
 * The login popup: a modal <dialog> over any page, opened through the auth store
 * ($showPopupLogin) and hydrated only when first asked for (`client:event`). Closing gives the
 * focus back to what had it; after a sign-in that left the page in place (decision 0074), that is
 * often gone (a checkout's "Sign in" button gives way to "you are booking with your account"), and
 * the focus goes to the element the page marks `data-focus-after-sign-in`, which says so.
 */
export default function LoginPopup({
  strings,
  locale,
  intro,
  googleClientId,
  facebookAppId,
  facebookLocale,
  closeIcon,
}: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const shown = useStore($showPopupLogin);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const progress = useStore($loginProgress);
  const tab = tabOf(progress.view);
  const setTab = (next: LoginView) => showLoginView(next);
  // The code a flow sent, kept across pages while the popup stays requested.
  const keeper = { sent: progress.sent, onSent: codeSent, onBack: forgetSentCode };
  const [socialError, setSocialError] = useState<string>();
  const [socialBusy, setSocialBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (shown && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      // The first field, not the close button, is where a visitor starts.
      element.querySelector<HTMLElement>('.login-popup__panel input')?.focus();
    }
    if (!shown && element.open) element.close();
  }, [shown]);

  const social = async (run: () => Promise<SocialOutcome>, notLoaded: string) => {
    setSocialError(undefined);
    setSocialBusy(true);
    try {
      const outcome = await run();
      if (outcome.type === 'signedIn') finishSignIn(outcome.answer);
      else if (outcome.type === 'cancelled') console.warn(WARNINGS[outcome.warning]);
      else setSocialError(t(notLoaded));
    } catch (error) {
      setSocialError(errorsOf(error, t).form);
    } finally {
      setSocialBusy(false);
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'signIn';
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <dialog
      ref={dialog}
      className="login-popup"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      // Escape and the close button both end in "close": the store follows, and the next popup
      // starts afresh.
      onClose={() => {
        closeLoginPopup();
        resetLoginProgress();
        if ($signedIn.get() && opener.current && !opener.current.isConnected)
          document.querySelector<HTMLElement>('[data-focus-after-sign-in]')?.focus();
      }}
    >
      <div className="login-popup__head">
        <h2 id={`${id}-title`}>{t('login.title')}</h2>
        <button
          type="button"
          className="login-popup__close"
          aria-label={t('login.close')}
          onClick={() => dialog.current?.close()}
        >
          {closeIcon ?? '×'}
        </button>
      </div>
      <p id={`${id}-intro`} className="login-popup__intro">
        {intro}
      </p>
      <div className="login-popup__tabs" role="tablist" aria-label={t('login.tabs')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {t(`login.tab.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="login-popup__panel">
        {shown && progress.view === 'signIn' && <SignInForm t={t} onForgot={() => setTab('forgot')} />}
        {shown && progress.view === 'register' && <RegisterFlow t={t} keeper={keeper} />}
        {shown && progress.view === 'forgot' && (
          <>
            <h3 className="login-popup__subtitle">{t('login.forgot.title')}</h3>
            <ResetFlow t={t} keeper={keeper} />
            <button type="button" className="account-link" onClick={() => setTab('signIn')}>
              {t('login.forgot.back')}
            </button>
          </>
        )}
      </div>
      {(googleClientId || facebookAppId) && (
        <div className="login-popup__social">
          <p className="login-popup__or">{t('login.or')}</p>
          {googleClientId && (
            <button
              type="button"
              className="button button--ghost"
              disabled={socialBusy}
              onClick={() => void social(() => signInWithGoogle(googleClientId), 'login.social.googleNotLoaded')}
            >
              {t('login.google')}
            </button>
          )}
          {facebookAppId && (
            <button
              type="button"
              className="button button--ghost"
              disabled={socialBusy}
              onClick={() =>
                void social(() => signInWithFacebook(facebookAppId, facebookLocale), 'login.social.facebookNotLoaded')
              }
            >
              {t('login.facebook')}
            </button>
          )}
          <FormError message={socialError} />
        </div>
      )}
    </dialog>
  );
}
