import { elementTranslator } from '#lib/i18n/island-translator.ts';

// The share page's two enhancements: the device's share sheet where the browser has one, and a
// copy button. Without them the page still offers the link to select, its QR code and the apps.
const page = document.querySelector<HTMLElement>('.share-page');
const native = document.querySelector<HTMLButtonElement>('[data-share-native]');
const copy = document.querySelector<HTMLButtonElement>('[data-share-copy]');
const input = document.querySelector<HTMLInputElement>('[data-share-link]');
const status = document.querySelector<HTMLElement>('[data-share-status]');

if (page && native && typeof navigator.share === 'function') {
  native.hidden = false;
  native.addEventListener('click', () => {
    navigator.share({ url: native.dataset.shareUrl, title: native.dataset.shareTitle }).catch(() => {
      // Closed by the visitor (AbortError) or refused: the other ways stay on the page.
    });
  });
}

if (page && copy && input && status) {
  const t = elementTranslator(page);
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(input.value).then(
      () => {
        status.textContent = t('page.copied');
      },
      () => {
        input.select();
        status.textContent = t('page.copyFailed');
      },
    );
  });
}
