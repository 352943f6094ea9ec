import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishSignIn } from '#features/accounts/islands/login/signed-in.ts';
import { $showPopupLogin, $signedIn, openLoginPopup } from '#stores/auth.ts';
import { followSessionInPlace } from '#stores/sign-in-in-place.ts';
import { $userInfo } from '#stores/user-info.ts';
import { jwt, startSignedOut, USER } from './support/fake-api.ts';

startSignedOut();

const answer = () => ({ token: jwt(7_200_000), refreshToken: 'r1', user: USER });

describe('after a sign-in (decision 0074)', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    reload = vi.fn();
    vi.stubGlobal('location', { reload });
    openLoginPopup();
  });
  const withdrawals: (() => void)[] = [];
  afterEach(() => {
    for (const withdraw of withdrawals.splice(0)) withdraw();
  });

  it('stores the session, closes the popup and reloads the page (spec section 4)', () => {
    finishSignIn(answer());
    expect($signedIn.get()).toBe(true);
    expect($userInfo.get()).toEqual(USER);
    expect($showPopupLogin.get()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves the page in place while an island on it follows the session, and reloads once all have gone', () => {
    const checkout = followSessionInPlace();
    const orderPage = followSessionInPlace();
    withdrawals.push(checkout, orderPage);
    finishSignIn(answer());
    expect($signedIn.get()).toBe(true);
    expect($showPopupLogin.get()).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    // A cleanup that runs twice (React's strict mode) withdraws its island once only.
    checkout();
    checkout();
    finishSignIn(answer());
    expect(reload).not.toHaveBeenCalled();
    orderPage();
    finishSignIn(answer());
    expect(reload).toHaveBeenCalledOnce();
  });
});
