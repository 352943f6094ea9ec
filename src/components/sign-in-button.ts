import { nameInitial } from '#lib/text/given-name.ts';
import { $showPopupLogin, $signedIn, LOGIN_POPUP_WAKE_EVENT, openLoginPopup } from '#stores/auth.ts';
import { elementTranslator } from '#lib/i18n/island-translator.ts';
import { wakeIsland } from '#lib/wake-island.ts';
import { $userInfo } from '#stores/user-info.ts';

document.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest?.('[data-sign-in]')) openLoginPopup();
});

// The popup island loads when asked for, including a request left standing on the previous page.
$showPopupLogin.subscribe((shown) => {
  if (shown) wakeIsland(LOGIN_POPUP_WAKE_EVENT);
});

// The header shows the account link instead of the sign-in button while signed in (any tab).
const render = () => {
  const signedIn = $signedIn.get();
  const user = $userInfo.get();
  document.documentElement.toggleAttribute('data-signed-in', signedIn);
  const name = user?.fullname ?? '';
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-account-link]')) {
    if (name) link.setAttribute('aria-label', elementTranslator(link)('header.account', { name }));
    const initial = link.querySelector<HTMLElement>('[data-account-initial]');
    if (initial) initial.textContent = nameInitial(name);
    let avatar = link.querySelector('img');
    if (!user?.avatarUrl) avatar?.remove();
    else if (avatar?.getAttribute('src') !== user.avatarUrl) {
      avatar ??= link.appendChild(Object.assign(document.createElement('img'), { alt: '', width: 44, height: 44 }));
      avatar.src = user.avatarUrl;
    }
  }
};
$signedIn.subscribe(render);
$userInfo.listen(render);

// Keep the access token fresh while any page is open (refresh 60 s before it expires). The session
// store is fetched only for a signed-in visitor: a reader who never signs in does not pay for it.
$signedIn.subscribe((signedIn) => {
  if (signedIn) void import('#stores/session.ts').then(({ startSessionRefresh }) => startSessionRefresh());
});
