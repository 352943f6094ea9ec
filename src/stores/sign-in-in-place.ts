import { atom } from 'nanostores';

/**
 * A sign-in reloads the page (spec section 4), so that whatever is on it starts again as the
 * signed-in visitor. A reload also throws away what the visitor is in the middle of: a checkout's
 * chosen room, its dates and the form they filled. Islands that hold such work, and follow the
 * session through the stores (`$signedIn`, `$bookingGuest`) instead of reading it once, say so while
 * they are mounted; the sign-in then leaves the page as it is (decision 0074).
 */
const $followers = atom(0);

/**
 * Declares an island that follows the session in place; the returned function withdraws it (once,
 * however often it is called), so it fits a React effect's cleanup.
 */
export function followSessionInPlace(): () => void {
  $followers.set($followers.get() + 1);
  let withdrawn = false;
  return () => {
    if (withdrawn) return;
    withdrawn = true;
    $followers.set($followers.get() - 1);
  };
}

/** Whether a sign-in now reloads the page: only when no island on it follows the session in place. */
export function signInReloadsPage(): boolean {
  return $followers.get() === 0;
}
