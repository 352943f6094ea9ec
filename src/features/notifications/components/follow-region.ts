import type { notificationCalls } from '../contract.ts';
import { api } from '#lib/api/client.ts';
import { elementTranslator } from '#lib/i18n/island-translator.ts';

function render(button: HTMLButtonElement, following: boolean): void {
  const t = elementTranslator(button);
  const region = button.dataset.name ?? '';
  button.toggleAttribute('data-following', following);
  const label = button.querySelector('[data-follow-label]');
  if (label) label.textContent = t(following ? 'region.following' : 'region.follow', { region });
  button.disabled = false;
}

let started = false;

/** Shows whether the reader follows each region on the page, and toggles it on a click. */
export async function startFollowButtons(): Promise<void> {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-follow-region]')];
  if (started || buttons.length === 0) return;
  started = true;
  const followed = new Set(
    (await api.call<(typeof notificationCalls)['preferences']>('GET /notifications/preferences', {}, { auth: true }))
      .regions,
  );
  for (const button of buttons) {
    const region = button.dataset.followRegion ?? '';
    render(button, followed.has(region));
    button.addEventListener('click', () => {
      const follow = !button.hasAttribute('data-following');
      button.disabled = true;
      void api
        .call<(typeof notificationCalls)['followRegion']>(
          'POST /notifications/followRegion',
          { region, follow },
          { auth: true },
        )
        .then((answer) => render(button, answer.regions.includes(region)))
        .catch(() => render(button, !follow));
    });
  }
}
