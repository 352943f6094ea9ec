import { closeLoginPopup } from '../../stores/auth.ts';
import { resetLoginProgress } from '../../stores/login-progress.ts';
import { signIn, type SignInAnswer } from '../../stores/session.ts';

/** After any sign-in: tokens and user info stored, popup closed, page reloaded (spec section 4). */
export function finishSignIn(answer: SignInAnswer): void {
  signIn(answer);
  closeLoginPopup();
  resetLoginProgress();
  location.reload();
}
