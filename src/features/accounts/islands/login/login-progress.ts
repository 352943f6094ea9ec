import { atom } from 'nanostores';
import type { OtpSent } from '../../contract.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/** The login popup's views: the two tabs and the password reset reached from "Forgot your password?". */
export type LoginView = 'signIn' | 'register' | 'forgot';

/**
 * A code that went out: where, how long it lives, when (epoch ms, so the resend timer carries on),
 * and the number as the visitor typed it (the resend and check calls name it the same way).
 */
export interface SentCode extends OtpSent {
  sentAt: number;
  typed: string;
}

/**
 * How far the visitor got in the login popup. The popup opens again on the next page while it is
 * requested ($showPopupLogin); this keeps its view and a code already sent, so a visitor who
 * followed a link mid-sign-up is not asked for a second code, and the resend timer goes on from
 * where it was. Kept in sessionStorage (this tab only, gone with it): a phone number is personal.
 * Closing the popup or signing in clears it (decision 0034).
 */
export interface LoginProgress {
  view: LoginView;
  /** The code sent in the register or reset flow (the flow is the view). */
  sent?: SentCode;
}

const INITIAL: LoginProgress = { view: 'signIn' };

/** What this tab kept; a code that has expired since is dropped (only a new one helps). */
function read(): LoginProgress {
  if (typeof sessionStorage === 'undefined') return INITIAL;
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.loginProgress) ?? 'null') as LoginProgress | null;
    if (!value || !['signIn', 'register', 'forgot'].includes(value.view)) return INITIAL;
    const live = value.sent && value.sent.sentAt + value.sent.expiresInMs > Date.now();
    return live ? value : { view: value.view };
  } catch {
    return INITIAL;
  }
}

export const $loginProgress = atom<LoginProgress>(read());

$loginProgress.listen((progress) => {
  if (progress.view === 'signIn' && !progress.sent) sessionStorage.removeItem(STORAGE_KEYS.loginProgress);
  else sessionStorage.setItem(STORAGE_KEYS.loginProgress, JSON.stringify(progress));
});

/** The visitor moved to another view: a code sent for another flow no longer applies. */
export function showLoginView(view: LoginView): void {
  const current = $loginProgress.get();
  $loginProgress.set(current.view === view ? current : { view });
}

/** A code went out (or again) in the current flow. */
export function codeSent(sent: SentCode): void {
  $loginProgress.set({ ...$loginProgress.get(), sent });
}

/** Back to the number step of the current flow. */
export function forgetSentCode(): void {
  $loginProgress.set({ view: $loginProgress.get().view });
}

/** The popup was closed or the visitor signed in: the next popup starts afresh. */
export function resetLoginProgress(): void {
  $loginProgress.set(INITIAL);
}
