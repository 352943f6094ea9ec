import { openLoginPopup } from '../stores/auth.ts';

document.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest?.('[data-sign-in]')) openLoginPopup();
});
