import { storeSignIn, type SignInAnswer } from '../../lib/api/client.ts';
import { closeLoginPopup } from '../../stores/auth.ts';

/** After any sign-in: tokens and user info stored, popup closed, page reloaded (spec section 4). */
export function finishSignIn(answer: SignInAnswer): void {
  storeSignIn(answer);
  closeLoginPopup();
  location.reload();
}
