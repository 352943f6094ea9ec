import { closeLoginPopup } from '#stores/auth.ts';
import { resetLoginProgress } from './login-progress.ts';
import { signIn, type SignInAnswer } from '#stores/session.ts';
import { signInReloadsPage } from '#stores/sign-in-in-place.ts';

/**
 * After any sign-in (password, new account, reset, Google, Facebook): tokens and user info stored,
 * popup closed, then the page reloaded (spec section 4), unless its islands follow the session in
 * place: a checkout keeps the chosen product, dates and form (decision 0074).
 */
export function finishSignIn(answer: SignInAnswer): void {
  signIn(answer);
  closeLoginPopup();
  resetLoginProgress();
  if (signInReloadsPage()) location.reload();
}
