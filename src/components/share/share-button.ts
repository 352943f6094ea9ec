// Share buttons (ShareButton.astro, and the same link in islands) are links to /share; where the
// browser has the Web Share API, a click opens the device's share sheet instead. One listener for
// every button, in the shell script: a few hundred bytes, nothing per button.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-share-url]');
  if (!link || typeof navigator.share !== 'function') return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const data = { url: link.dataset.shareUrl, title: link.dataset.shareTitle };
  if (navigator.canShare && !navigator.canShare(data)) return;
  event.preventDefault();
  navigator.share(data).catch((error: unknown) => {
    // Closing the sheet is a choice; any other refusal falls back to the share page.
    if ((error as Error | null)?.name !== 'AbortError') location.assign(link.href);
  });
});
