import { $appLoading, $overlay, $pageLoading, startPageLoading, stopPageLoading } from '#stores/loading.ts';

const overlay = document.querySelector<HTMLElement>('[data-loading-overlay]');
const bar = document.querySelector<HTMLElement>('[data-loading-bar]');

if (overlay?.dataset.appShell === 'true') $appLoading.set(true);
$overlay.subscribe((state) => {
  if (overlay) overlay.dataset.state = state;
});
$pageLoading.subscribe((loading) => {
  if (bar) bar.dataset.active = String(loading);
});

/** A click that will replace this document with another page of the site. */
function startsNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  // Same document, only the fragment changes: no page load.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

// Bubbling phase, so handlers that cancel the click (popups, islands) are respected.
document.addEventListener('click', (event) => {
  if (startsNavigation(event)) startPageLoading();
});
document.addEventListener('submit', (event) => {
  if (!event.defaultPrevented) startPageLoading();
});
// Back/forward cache: the page comes back as it was left, with the bar still running.
addEventListener('pageshow', stopPageLoading);
